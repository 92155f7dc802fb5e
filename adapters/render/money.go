package render

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// nbsp keeps a currency code or suffix on the same line as its amount.
const nbsp = "\u00a0"

// currencySigns are the currencies printed with a sign before the amount.
var currencySigns = map[string]string{
	"EUR": "€", "GBP": "£", "USD": "$", "JPY": "¥", "INR": "₹", "KRW": "₩",
}

// currencySuffixes are the currencies printed with a sign after the amount.
var currencySuffixes = map[string]string{
	"SEK": "kr", "NOK": "kr", "DKK": "kr", "ISK": "kr",
}

// formatMoney prints an amount of minor units in its currency: "€1,234.56",
// "¥125,000", "12,500.00 kr", "CHF 980.00". The number of decimals is the
// currency's ISO 4217 exponent; a currency Roadcase does not list is shown by its
// code with two decimals. The amount may be any integer, however large.
func formatMoney(amount *big.Int, currency string) string {
	exp, known := kernel.CurrencyExponent(currency)
	if !known {
		exp = 2
	}
	digits := new(big.Int).Abs(amount).String()
	if len(digits) <= exp {
		digits = strings.Repeat("0", exp-len(digits)+1) + digits
	}
	whole, frac := digits[:len(digits)-exp], digits[len(digits)-exp:]
	num := group(whole)
	if exp > 0 {
		num += "." + frac
	}
	sign := ""
	if amount.Sign() < 0 {
		sign = minus
	}
	if s, ok := currencySigns[currency]; ok {
		return sign + s + num
	}
	if s, ok := currencySuffixes[currency]; ok {
		return sign + num + nbsp + s
	}
	return sign + currency + nbsp + num
}

// moneyOf reads the {"amount", "currency"} shape of $defs/money.
func moneyOf(v any) (*big.Int, string, bool, error) {
	if v == nil {
		return nil, "", false, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, "", false, fmt.Errorf("money: want an object with amount and currency, got %T", v)
	}
	cur, ok := m["currency"].(string)
	if !ok {
		return nil, "", false, fmt.Errorf("money: currency missing or not a string")
	}
	r, present, err := ratOf(m["amount"])
	if err != nil || !present || !r.IsInt() {
		return nil, "", false, fmt.Errorf("money: amount missing or not an integer")
	}
	return r.Num(), cur, true, nil
}
