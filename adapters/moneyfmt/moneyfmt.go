// Package moneyfmt prints amounts of money as people read them: the currency's
// English CLDR symbol (golang.org/x/text), its ISO 4217 decimals and grouped
// thousands. It is the one money format of the platform: the documents
// (adapters/render) and the pages (adapters/web) both print through it, so that
// an invoice and its pay page never show the same amount two ways. The core keeps
// money as integer minor units with a currency code; writing it is presentation,
// hence an adapter.
package moneyfmt

import (
	"math/big"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/kernel"
)

// nbsp keeps a currency code on the same line as its amount.
const nbsp = "\u00a0"

// currencySymbols maps every currency the kernel accepts to its English CLDR
// symbol (kernel.CurrencySymbol, which money entry also reads): "€", "£", "$",
// "¥", "CA$", "A$", or the ISO code itself where English has no symbol of its
// own (CHF, and SEK, NOK, DKK and ISK, which would all be "kr"). The symbols
// are unambiguous among themselves, so a page never leaves the reader guessing
// which dollar or crown it means.
var currencySymbols = sync.OnceValue(func() map[string]string {
	out := make(map[string]string)
	for _, code := range kernel.Currencies() {
		out[code] = kernel.CurrencySymbol(code)
	}
	return out
})

// Format prints an amount of minor units in its currency: "€1,234.56",
// "−£12.00", "SEK\u00a012,500.00". See FormatBig.
func Format(amount int64, code string) string {
	return FormatBig(big.NewInt(amount), code)
}

// FormatBig prints an amount of minor units in its currency: "€1,234.56",
// "¥125,000", "CA$19.99", "SEK\u00a012,500.00", "KWD\u00a01.250". The number of
// decimals is the currency's ISO 4217 exponent (kernel.CurrencyExponent). A
// symbol is written against the digits; a symbol that ends in a letter, as an ISO
// code does, is kept apart by a no-break space. A currency the kernel does not
// accept is shown by its code with two decimals. The amount may be any integer,
// however large; a negative one starts with a typographic minus.
func FormatBig(amount *big.Int, code string) string {
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
	num := Group(whole)
	if exp > 0 {
		num += "." + frac
	}
	sign := ""
	if amount.Sign() < 0 {
		sign = Minus
	}
	if last, _ := utf8.DecodeLastRuneInString(symbol); unicode.IsLetter(last) {
		symbol += nbsp
	}
	return sign + symbol + num
}

// Symbol is the symbol Format writes for the currency code: its English CLDR
// symbol, or the code itself where English has none or the kernel does not
// accept the currency.
func Symbol(code string) string {
	if symbol, ok := currencySymbols()[code]; ok {
		return symbol
	}
	return code
}
