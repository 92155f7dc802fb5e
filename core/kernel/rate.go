package kernel

import (
	"fmt"
	"math/big"
)

// Rate is an exchange rate: how many major units of a target currency one major
// unit of a source currency buys, in hundred-millionths (8 decimal places, finer
// than any published reference rate). RateOne converts a currency to itself.
//
// Rates are recorded with the records they convert (a settlement keeps the rate it
// was settled at), so that a roll-up into a project's home currency is the same on
// every run: Roadcase never looks a rate up.
type Rate int64

// RateOne is the rate 1: a currency into itself.
const RateOne Rate = 100_000_000

// ParseRate reads a decimal rate such as "1.1732" or "0.0865" with at most eight
// decimal places.
func ParseRate(s string) (Rate, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() <= 0 {
		return 0, fmt.Errorf("rate %q: want a positive decimal number", s)
	}
	scaled := new(big.Rat).Mul(r, big.NewRat(int64(RateOne), 1))
	if !scaled.IsInt() || !scaled.Num().IsInt64() {
		return 0, fmt.Errorf("rate %q: at most eight decimal places", s)
	}
	return Rate(scaled.Num().Int64()), nil
}

// String prints the rate as a decimal with the trailing zeros of its eight places
// removed: "1.1732", "1".
func (r Rate) String() string {
	s := new(big.Rat).SetFrac64(int64(r), int64(RateOne)).FloatString(8)
	for len(s) > 1 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}

// Convert converts amount minor units of currency from into minor units of
// currency to at rate r, rounded half away from zero to to's minor unit. The two
// currencies' minor units may differ (JPY has none, KWD three). It fails when
// either currency is unknown or the result does not fit in an int64.
func (r Rate) Convert(amount int64, from, to string) (int64, error) {
	ef, ok := CurrencyExponent(from)
	if !ok {
		return 0, fmt.Errorf("convert: unknown currency %q", from)
	}
	et, ok := CurrencyExponent(to)
	if !ok {
		return 0, fmt.Errorf("convert: unknown currency %q", to)
	}
	num := new(big.Int).Mul(big.NewInt(amount), big.NewInt(int64(r)))
	num.Mul(num, pow10(et))
	den := new(big.Int).Mul(big.NewInt(int64(RateOne)), pow10(ef))
	q := roundHalfAway(num, den)
	if !q.IsInt64() {
		return 0, fmt.Errorf("convert: %d %s at %s does not fit in minor units of %s", amount, from, r, to)
	}
	return q.Int64(), nil
}

func pow10(n int) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil) }

// roundHalfAway divides num by a positive den, rounding half away from zero.
func roundHalfAway(num, den *big.Int) *big.Int {
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	twice := new(big.Int).Abs(m)
	twice.Lsh(twice, 1)
	if twice.Cmp(den) >= 0 {
		if num.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}
