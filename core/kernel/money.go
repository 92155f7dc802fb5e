package kernel

// Money is an amount in integer minor units (cents, pence, öre) of an ISO 4217
// currency. Roadcase never stores money as a float.
type Money struct {
	Amount   int64
	Currency string
}

// currencyExponents lists the ISO 4217 currencies Roadcase accepts with the number of
// minor-unit digits each has. The list covers the touring markets we serve; adding a
// currency is one line.
var currencyExponents = map[string]int{
	"AUD": 2, "BRL": 2, "CAD": 2, "CHF": 2, "CLP": 0, "CNY": 2, "CZK": 2, "DKK": 2,
	"EUR": 2, "GBP": 2, "HKD": 2, "HUF": 2, "ISK": 0, "JPY": 0, "KRW": 0, "MXN": 2,
	"NOK": 2, "NZD": 2, "PLN": 2, "SEK": 2, "SGD": 2, "THB": 2, "TRY": 2, "USD": 2,
	"ZAR": 2, "AED": 2, "ARS": 2, "COP": 2, "ILS": 2, "INR": 2, "RON": 2, "TWD": 2,
}

// ValidCurrency reports whether code is an ISO 4217 code Roadcase accepts.
func ValidCurrency(code string) bool {
	_, ok := currencyExponents[code]
	return ok
}

// CurrencyExponent returns the number of minor-unit digits of code (2 for EUR, 0 for
// JPY) and whether the currency is known.
func CurrencyExponent(code string) (int, bool) {
	e, ok := currencyExponents[code]
	return e, ok
}

// Currencies returns the accepted currency codes in no particular order.
func Currencies() []string {
	out := make([]string, 0, len(currencyExponents))
	for c := range currencyExponents {
		out = append(out, c)
	}
	return out
}

// BasisPoints is a percentage in hundredths of a percent: 8500 is 85%. Deals,
// tax rates and commissions use it so that percentages stay exact integers.
type BasisPoints int64

// Of returns bp of amount, rounded half away from zero to the minor unit.
func (bp BasisPoints) Of(amount int64) int64 {
	p := amount * int64(bp)
	if p >= 0 {
		return (p + 5000) / 10000
	}
	return (p - 5000) / 10000
}

// Valid reports whether bp lies between 0% and 100% inclusive.
func (bp BasisPoints) Valid() bool { return bp >= 0 && bp <= 10000 }
