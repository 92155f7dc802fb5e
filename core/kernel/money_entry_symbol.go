package kernel

import (
	"strings"
	"sync"

	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// withoutCurrency is text with the currency's own symbol or ISO code taken off
// its start (after a minus, if any) or its end, as people paste an amount from
// an invoice or a statement: "€25,258.59", "25.258,59 €", "EUR 1,234.50",
// "−€12.00". Another currency's mark is left for the parser to refuse: an
// amount typed in the wrong currency is a mistake, not a format.
func withoutCurrency(text, code string) string {
	for _, mark := range []string{CurrencySymbol(code), code} {
		sign, rest := "", text
		for _, minus := range []string{"-", "\u2212"} {
			if strings.HasPrefix(rest, minus) {
				sign, rest = minus, strings.TrimPrefix(rest, minus)
				break
			}
		}
		if strings.HasPrefix(rest, mark) {
			return sign + strings.TrimSpace(strings.TrimPrefix(rest, mark))
		}
		if strings.HasSuffix(text, mark) {
			return strings.TrimSpace(strings.TrimSuffix(text, mark))
		}
	}
	return text
}

// currencySymbols maps every accepted currency to its English CLDR symbol.
var currencySymbols = sync.OnceValue(func() map[string]string {
	p := message.NewPrinter(language.English)
	out := make(map[string]string, len(currencyExponents))
	for code := range currencyExponents {
		if unit, err := currency.ParseISO(code); err == nil {
			out[code] = p.Sprint(currency.Symbol(unit))
		}
	}
	return out
})

// CurrencySymbol is the currency's English CLDR symbol ("€", "£", "$", "CA$"),
// or its ISO code where English has none of its own (CHF, SEK) or the currency
// is not one Roadcase accepts. The pages print amounts with it (moneyfmt), and
// ParseAmount takes it off an amount pasted with it.
func CurrencySymbol(code string) string {
	if symbol, ok := currencySymbols()[code]; ok {
		return symbol
	}
	return code
}
