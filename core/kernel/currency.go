package kernel

import (
	"maps"
	"slices"
)

// The currencies Roadcase accepts are CLDR's, corrected to ISO 4217. CLDR's data
// comes from golang.org/x/text/currency, copied into currency_cldr_gen.go when the
// core imported nothing outside the module: every currency CLDR records as in
// use in some region today, legal tender or not, with its standard digits. CLDR's
// "cash" digits (0 for HUF, CZK, SEK, NOK and TWD, whose small coins are gone) are
// for rounding a cash payment and play no part here. An amount is stored in the
// ISO minor units of its currency, so the exponent is ISO 4217's (list one of
// 1 January 2026), not CLDR's, wherever the two differ.
//
// Active ISO codes newer than the CLDR release of x/text's tables (MRU, SLE, VED,
// VES, UYW, XAD, XCG and ZWG under CLDR 32) are refused until the tables have
// them; so is SVC, which CLDR records as out of use since El Salvador took the
// dollar.

// isoDigits are ISO 4217's minor units where CLDR's standard digits differ. CLDR
// gives these currencies no decimals (IQD none against ISO's 3) because their
// minor units no longer circulate; ISO 4217, and every bank statement, still
// counts them. COP was already stored in centavos before CLDR was used.
var isoDigits = map[string]int{
	"AFN": 2, "ALL": 2, "AMD": 2, "COP": 2, "GYD": 2, "IDR": 2, "IQD": 3, "IRR": 2,
	"KPW": 2, "LAK": 2, "LBP": 2, "MGA": 2, "MMK": 2, "MNT": 2, "MUR": 2, "PKR": 2,
	"RSD": 2, "SOS": 2, "SYP": 2, "TZS": 2, "UZS": 2, "YER": 2,
}

// notISO are the codes CLDR lists as in use that are not active ISO 4217
// currencies with a minor unit, so Roadcase refuses them.
var notISO = []string{
	"XTS", "XXX", // reserved for tests and for "no currency"
	"XAG", "XAU", "XPD", "XPT", // precious metals, no minor unit
	"XBA", "XBB", "XBC", "XBD", "XDR", "XSU", "XUA", // units of account, no minor unit
	"CNH",                             // offshore yuan, a market code; ISO has CNY only
	"ANG", "BGN", "CUC", "HRK", "MRO", // withdrawn: XCG, EUR (2026), CUP, EUR (2023), MRU
	"SLL", "VEF", // withdrawn: SLE, VES
}

// currencyExponents maps each accepted currency code to its ISO 4217 minor units.
var currencyExponents = isoCurrencies()

// isoCurrencies applies notISO and isoDigits to CLDR's table.
func isoCurrencies() map[string]int {
	out := make(map[string]int, len(cldrCurrencyDigits))
	for code, digits := range cldrCurrencyDigits {
		if slices.Contains(notISO, code) {
			continue
		}
		if d, ok := isoDigits[code]; ok {
			digits = d
		}
		out[code] = digits
	}
	return out
}

// ValidCurrency reports whether code is an active ISO 4217 code, in capitals,
// that Roadcase accepts.
func ValidCurrency(code string) bool {
	_, ok := currencyExponents[code]
	return ok
}

// CurrencyExponent returns the number of ISO 4217 minor-unit digits of code (2 for
// EUR, 0 for JPY, 3 for KWD, 4 for CLF) and whether Roadcase accepts the currency.
func CurrencyExponent(code string) (int, bool) {
	e, ok := currencyExponents[code]
	return e, ok
}

// Currencies returns the accepted currency codes in alphabetical order.
func Currencies() []string {
	return slices.Sorted(maps.Keys(currencyExponents))
}
