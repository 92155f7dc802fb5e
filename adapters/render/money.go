package render

import (
	"fmt"
	"math/big"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/roadcase/roadcase/core/kernel"
)

// nbsp keeps a currency code on the same line as its amount.
const nbsp = "\u00a0"

// currencySymbols maps every currency the kernel accepts to its English CLDR
// symbol: "€", "£", "$", "¥", "CA$", "A$", or the ISO code itself where English
// has no symbol of its own (CHF, and SEK, NOK, DKK and ISK, which would all be
// "kr"). The symbols are unambiguous among themselves, so a page never leaves
// the reader guessing which dollar or crown it means.
var currencySymbols = sync.OnceValue(func() map[string]string {
	p := message.NewPrinter(language.English)
	out := make(map[string]string)
	for _, code := range kernel.Currencies() {
		if unit, err := currency.ParseISO(code); err == nil {
			out[code] = p.Sprint(currency.Symbol(unit))
		}
	}
	return out
})

// formatMoney prints an amount of minor units in its currency: "€1,234.56",
// "¥125,000", "CA$19.99", "SEK\u00a012,500.00", "KWD\u00a01.250". The number of
// decimals is the currency's ISO 4217 exponent (kernel.CurrencyExponent). A
// symbol is written against the digits; a symbol that ends in a letter, as an ISO
// code does, is kept apart by a no-break space. A currency the kernel does not
// accept is shown by its code with two decimals. The amount may be any integer,
// however large; a negative one starts with a typographic minus.
func formatMoney(amount *big.Int, code string) string {
	exp, known := kernel.CurrencyExponent(code)
	symbol, ok := currencySymbols()[code]
	if !known || !ok {
		exp, symbol = 2, code
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
	if last, _ := utf8.DecodeLastRuneInString(symbol); unicode.IsLetter(last) {
		symbol += nbsp
	}
	return sign + symbol + num
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
