package catalog

import "math/big"

// maxFigure bounds the magnitude of every integer and number a schema admits:
// 10^15, so that a sum or difference of two figures (template add and sub) is at
// most 2×10^15, far inside int64, and a money amount (at most 10^13 minor
// units) can be a hundred times larger and still be printed as a percentage.
var maxFigure = new(big.Rat).SetInt64(1_000_000_000_000_000)

// maxAmount is the largest money amount, in minor units: 10^13, a hundred
// billion in a currency of cents and ten trillion in one without (yen, won).
const maxAmount = 10_000_000_000_000

// figure checks an integer or number schema: it states both a minimum and a
// maximum, each within ±maxFigure, and the minimum is not above the maximum.
func (c *conventionChecker) figure(path string, n map[string]any) {
	lo, okLo := bound(n["minimum"])
	hi, okHi := bound(n["maximum"])
	if !okLo || !okHi {
		c.add(path, "%s without both minimum and maximum", n["type"])
		return
	}
	limit := new(big.Rat).Neg(maxFigure)
	if lo.Cmp(limit) < 0 || hi.Cmp(maxFigure) > 0 {
		c.add(path, "bounds %s…%s beyond ±10^15", lo.RatString(), hi.RatString())
	}
	if lo.Cmp(hi) > 0 {
		c.add(path, "minimum %s above maximum %s", lo.RatString(), hi.RatString())
	}
}

// bound reads a minimum or maximum, which encoding/json decodes as float64.
func bound(v any) (*big.Rat, bool) {
	f, ok := v.(float64)
	if !ok {
		return nil, false
	}
	return new(big.Rat).SetFloat64(f), true
}
