package reporting

import "math/big"

// Num is an exact value in the middle of a formula, or null (nil). Formulas work
// on exact rationals and round once, at the end, by the KPI's unit: a chain of
// ratios never drifts, and every backend's facts give the same digits.
type Num = *big.Rat

// Int makes a Num of an integer.
func Int(v int64) Num { return new(big.Rat).SetInt64(v) }

// Add sums nums; null if any is null.
func Add(nums ...Num) Num {
	sum := new(big.Rat)
	for _, n := range nums {
		if n == nil {
			return nil
		}
		sum.Add(sum, n)
	}
	return sum
}

// Sub is a − b; null if either is null.
func Sub(a, b Num) Num {
	if a == nil || b == nil {
		return nil
	}
	return new(big.Rat).Sub(a, b)
}

// Mul is a × b; null if either is null.
func Mul(a, b Num) Num {
	if a == nil || b == nil {
		return nil
	}
	return new(big.Rat).Mul(a, b)
}

// Div is a ÷ b; null if either is null or b is zero: a ratio over nothing is not
// zero, it is unknown.
func Div(a, b Num) Num {
	if a == nil || b == nil || b.Sign() == 0 {
		return nil
	}
	return new(big.Rat).Quo(a, b)
}

// Percent is 100 × a ÷ b, null as Div is.
func Percent(a, b Num) Num { return Mul(Div(a, b), Int(100)) }
