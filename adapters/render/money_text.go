package render

import "math/big"

// FormatMoney prints an amount of minor units in its currency exactly as the
// documents print it ("€1,234.56", "−£12.00", "SEK\u00a012,500.00"), so that the
// platform's pages and its documents never show the same amount two ways.
func FormatMoney(amount int64, currency string) string {
	return formatMoney(big.NewInt(amount), currency)
}
