package web

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Amounts in the record forms are typed in the major unit of the record's
// currency ("1,234.50" euros), with as many decimals as the currency has minor
// units (core/kernel's ISO 4217 exponents: 2 for EUR, 0 for JPY, 3 for KWD),
// and stored in minor units.

// parseAmount reads text as an amount of currency in minor units: digits with
// an optional "-", "," as thousands separators anywhere before the decimal
// point, "." before the decimals; "1,234.50", "1234.5" and "1234" are all
// 123450 cents of EUR. Empty text is 0. More decimals than the currency has, a
// currency Roadcase does not know and anything else are refused with a
// sentence that says what to type.
func parseAmount(text, currency string) (int64, error) {
	exp, ok := kernel.CurrencyExponent(currency)
	if !ok {
		return 0, kernel.Invalid(fmt.Sprintf("Choose the currency (%q is not one Roadcase knows) before entering amounts.", currency))
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	example := amountText(123450*pow10(exp)/100, currency)
	bad := kernel.Invalid(fmt.Sprintf("Enter an amount in %s, such as %s.", currency, example))
	negative := strings.HasPrefix(text, "-")
	whole, frac, hasPoint := strings.Cut(strings.TrimPrefix(text, "-"), ".")
	whole = strings.ReplaceAll(whole, ",", "")
	if whole == "" || !digitsOnly(whole) || !digitsOnly(frac) || (hasPoint && frac == "") {
		return 0, bad
	}
	if len(frac) > exp {
		if exp == 0 {
			return 0, kernel.Invalid(fmt.Sprintf("%s has no smaller unit: enter a whole amount, such as %s.", currency, example))
		}
		return 0, kernel.Invalid(fmt.Sprintf("%s has %d decimal places: enter at most %d, such as %s.", currency, exp, exp, example))
	}
	frac += strings.Repeat("0", exp-len(frac))
	n, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil {
		return 0, bad
	}
	if negative {
		n = -n
	}
	return n, nil
}

// amountText writes minor units of currency as an amount input shows them:
// 123450 EUR cents → "1234.50"; 0 → "".
func amountText(minor int64, currency string) string {
	if minor == 0 {
		return ""
	}
	exp, _ := kernel.CurrencyExponent(currency)
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	digits := strconv.FormatInt(minor, 10)
	if exp == 0 {
		return sign + digits
	}
	if len(digits) <= exp {
		digits = strings.Repeat("0", exp-len(digits)+1) + digits
	}
	return sign + digits[:len(digits)-exp] + "." + digits[len(digits)-exp:]
}

func digitsOnly(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func pow10(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}
