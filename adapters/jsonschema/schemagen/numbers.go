package schemagen

import (
	"encoding/json"
	"math/big"
	"strings"

	"pgregory.net/rapid"
)

// Numbers beyond the usual ranges, drawn for a side of a range that has no
// bound. Integers: the end of int64 and one past it, the first integer float64
// cannot hold, 2^64, 1e20 and 1e30. Numbers: the largest float64, 1e20, that
// integer, and the tiniest magnitudes.
var (
	hugeIntegers = []string{"9223372036854775807", "9223372036854775808", "9007199254740993",
		"18446744073709551616", "100000000000000000000", "1000000000000000000000000000000"}
	extremeNumbers = []string{"1.7976931348623157e308", "1e20", "9007199254740993", "1e-7", "5e-324"}
)

// Integer modes: usual (small), at or next to the lower bound, at or next to the
// upper bound, zero or one, anywhere in the range.
const (
	intUsual = iota
	intLow
	intHigh
	intZero
	intAnywhere
)

// integer draws an integer in n's range, written as JSON: usually in plain
// digits, sometimes as 5.0, 5e0, 5E+1 or -0, which JSON Schema counts as integers
// too.
func (g *gen) integer(t *rapid.T, n *node) json.Number {
	lo, hi := intBounds(n)
	var v *big.Int
	switch choose(t, 10, 2, 2, 1, 2) {
	case intLow:
		if lo == nil {
			v = neg(huge(t, hugeIntegers))
		} else {
			v = add(lo, rapid.IntRange(0, 1).Draw(t, "step"))
		}
	case intHigh:
		if hi == nil {
			v = huge(t, hugeIntegers)
		} else {
			v = add(hi, -rapid.IntRange(0, 1).Draw(t, "step"))
		}
	case intZero:
		v = big.NewInt(int64(rapid.IntRange(0, 1).Draw(t, "zero or one")))
	case intAnywhere:
		v = anywhere(t, lo, hi)
	default:
		v = usual(t, lo, hi)
	}
	if (lo != nil && v.Cmp(lo) < 0) || (hi != nil && v.Cmp(hi) > 0) {
		v = clampInt(v, lo, hi)
	}
	return json.Number(intText(t, v))
}

// intBounds returns n's range as integers; nil for a side without a bound.
func intBounds(n *node) (lo, hi *big.Int) {
	if n.minimum != nil {
		lo = ceil(n.minimum)
		if n.exclusiveMinimum && n.minimum.IsInt() {
			lo.Add(lo, big.NewInt(1))
		}
	}
	if n.maximum != nil {
		hi = floor(n.maximum)
		if n.exclusiveMaximum && n.maximum.IsInt() {
			hi.Sub(hi, big.NewInt(1))
		}
	}
	return lo, hi
}

// usualRange is where usual integers come from: -100 to 10,000, moved inside the
// range when the range lies elsewhere.
func usualRange(lo, hi *big.Int) (a, b *big.Int) {
	a, b = big.NewInt(-100), big.NewInt(10000)
	if lo != nil && a.Cmp(lo) < 0 {
		a = new(big.Int).Set(lo)
	}
	if hi != nil && b.Cmp(hi) > 0 {
		b = new(big.Int).Set(hi)
	}
	if a.Cmp(b) > 0 { // the range lies outside -100 to 10,000
		if lo != nil && (hi == nil || lo.Cmp(big.NewInt(10000)) > 0) {
			a, b = lo, add(lo, 10000)
		} else {
			a, b = add(hi, -10000), hi
		}
	}
	if lo != nil && a.Cmp(lo) < 0 {
		a = lo
	}
	if hi != nil && b.Cmp(hi) > 0 {
		b = hi
	}
	return a, b
}

// usual draws an integer from usualRange(lo, hi), shrinking towards zero when
// zero is in it.
func usual(t *rapid.T, lo, hi *big.Int) *big.Int {
	a, b := usualRange(lo, hi)
	if a.IsInt64() && b.IsInt64() {
		return big.NewInt(rapid.Int64Range(a.Int64(), b.Int64()).Draw(t, "integer"))
	}
	return add(a, rapid.IntRange(0, int(new(big.Int).Sub(b, a).Int64())).Draw(t, "integer"))
}

// anywhere draws an integer anywhere in [lo, hi], a missing bound standing for
// the end of int64.
func anywhere(t *rapid.T, lo, hi *big.Int) *big.Int {
	if lo == nil {
		lo = big.NewInt(-1 << 63)
	}
	if hi == nil {
		hi = new(big.Int).SetUint64(1<<63 - 1)
	}
	span := new(big.Int).Sub(hi, lo)
	span.Add(span, big.NewInt(1))
	x := new(big.Int).SetUint64(rapid.Uint64().Draw(t, "bits"))
	x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(rapid.Uint64().Draw(t, "bits")))
	return x.Mod(x, span).Add(x, lo)
}

// intText writes v as a JSON number that is an integer: plain digits, or now and
// then with a zero fraction, an exponent, or as negative zero.
func intText(t *rapid.T, v *big.Int) string {
	s := v.String()
	switch choose(t, 12, 1, 1, 1) {
	case 1:
		return s + ".0"
	case 2:
		abs := strings.TrimPrefix(s, "-")
		digits := strings.TrimRight(abs, "0")
		if digits == "" {
			return "0e0"
		}
		sign := ""
		if v.Sign() < 0 {
			sign = "-"
		}
		return sign + digits + "E+" + itoa(len(abs)-len(digits))
	case 3:
		if v.Sign() == 0 {
			return "-0"
		}
		return s + ".000"
	}
	return s
}

// Number modes: usual (up to two decimals), at or just inside the lower bound,
// the upper bound, zero in one of its spellings, many decimals, an exponent.
const (
	numUsual = iota
	numLow
	numHigh
	numZero
	numDigits
	numExponent
)

// number draws a number in n's range, written exactly as JSON.
func (g *gen) number(t *rapid.T, n *node) json.Number {
	var v *big.Rat
	text := ""
	switch choose(t, 10, 2, 2, 1, 2, 1) {
	case numLow:
		v = edge(t, n.minimum, n.exclusiveMinimum, 1)
		if v == nil {
			text = "-" + rapid.SampledFrom(extremeNumbers).Draw(t, "huge")
		}
	case numHigh:
		v = edge(t, n.maximum, n.exclusiveMaximum, -1)
		if v == nil {
			text = rapid.SampledFrom(extremeNumbers).Draw(t, "huge")
		}
	case numZero:
		text = rapid.SampledFrom([]string{"0", "-0", "0.0", "-0.0", "0e0"}).Draw(t, "zero")
	case numDigits:
		v = decimalRat(g.whole(t, n), rapid.Uint64().Draw(t, "fraction"), rapid.IntRange(3, 15).Draw(t, "digits"))
	case numExponent:
		m := rapid.IntRange(-9999, 9999).Draw(t, "mantissa")
		e := rapid.IntRange(-4, 4).Draw(t, "exponent")
		text = itoa(m) + "e" + itoa(e)
	default:
		v = decimalRat(g.whole(t, n), uint64(rapid.IntRange(0, 99).Draw(t, "cents")), 2)
	}
	if text != "" {
		r, _ := new(big.Rat).SetString(text)
		if inRange(n, r) {
			return json.Number(text)
		}
		v = r
	}
	if !inRange(n, v) {
		v = fallback(n, v)
	}
	return json.Number(decimalText(v))
}

// whole draws the whole part of a usual number in n's range.
func (g *gen) whole(t *rapid.T, n *node) *big.Int {
	var lo, hi *big.Int
	if n.minimum != nil {
		lo = ceil(n.minimum)
	}
	if n.maximum != nil {
		hi = floor(n.maximum)
	}
	if lo != nil && hi != nil && lo.Cmp(hi) > 0 { // no integer in the range
		return floor(n.minimum)
	}
	return usual(t, lo, hi)
}

// edge returns the bound b itself, or when it is exclusive (or now and then
// anyway) a value just inside it, dir (+1 or -1) pointing inside; nil without a
// bound.
func edge(t *rapid.T, b *big.Rat, exclusive bool, dir int) *big.Rat {
	if b == nil {
		return nil
	}
	if !exclusive && rapid.Bool().Draw(t, "at the bound") {
		return new(big.Rat).Set(b)
	}
	step := new(big.Rat).SetFrac(big.NewInt(int64(dir)), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(rapid.IntRange(1, 9).Draw(t, "step digits"))), nil))
	return new(big.Rat).Add(b, step)
}

// fallback moves v into n's range: to the middle of a bounded range, or one
// inside the only bound.
func fallback(n *node, v *big.Rat) *big.Rat {
	lo, hi := n.minimum, n.maximum
	switch {
	case lo != nil && hi != nil:
		mid := new(big.Rat).Add(lo, hi)
		return mid.Quo(mid, big.NewRat(2, 1))
	case lo != nil:
		return new(big.Rat).Add(lo, big.NewRat(1, 1))
	case hi != nil:
		return new(big.Rat).Sub(hi, big.NewRat(1, 1))
	}
	return v
}

// inRange reports whether v satisfies n's minimum and maximum.
func inRange(n *node, v *big.Rat) bool {
	if n.minimum != nil {
		if c := v.Cmp(n.minimum); c < 0 || c == 0 && n.exclusiveMinimum {
			return false
		}
	}
	if n.maximum != nil {
		if c := v.Cmp(n.maximum); c > 0 || c == 0 && n.exclusiveMaximum {
			return false
		}
	}
	return true
}

// decimalRat is whole plus frac's last digits decimals, as in 12.34.
func decimalRat(whole *big.Int, frac uint64, digits int) *big.Rat {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil)
	f := new(big.Int).Mod(new(big.Int).SetUint64(frac), scale)
	if whole.Sign() < 0 {
		f.Neg(f)
	}
	r := new(big.Rat).SetFrac(f, scale)
	return r.Add(r, new(big.Rat).SetInt(whole))
}

// decimalText writes r, a rational with a finite decimal expansion, exactly in
// plain decimal notation.
func decimalText(r *big.Rat) string {
	for digits := 0; digits <= 60; digits++ {
		scaled := new(big.Rat).Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil)))
		if scaled.IsInt() {
			return r.FloatString(digits)
		}
	}
	return r.FloatString(60) // not exact; only a bound that is not a decimal gets here
}

func huge(t *rapid.T, list []string) *big.Int {
	v, _ := new(big.Int).SetString(rapid.SampledFrom(list).Draw(t, "huge"), 10)
	return v
}

func add(x *big.Int, d int) *big.Int { return new(big.Int).Add(x, big.NewInt(int64(d))) }

func neg(x *big.Int) *big.Int { return new(big.Int).Neg(x) }

func clampInt(v, lo, hi *big.Int) *big.Int {
	if lo != nil && v.Cmp(lo) < 0 {
		return lo
	}
	if hi != nil && v.Cmp(hi) > 0 {
		return hi
	}
	return v
}

func ceil(r *big.Rat) *big.Int {
	q, m := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int))
	if m.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

func floor(r *big.Rat) *big.Int {
	q, _ := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int))
	return q
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }
