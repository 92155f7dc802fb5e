package reporting

import "math/big"

// Unit is what a value measures, and so how it is rounded and read.
type Unit string

// The units. Money is integer minor units of the value's currency; a ratio is a
// fraction (0.8734); a percent is a hundredfold ratio (87.34).
const (
	UnitMoney   Unit = "money"
	UnitCount   Unit = "count"
	UnitRatio   Unit = "ratio"
	UnitPercent Unit = "percent"
	UnitDays    Unit = "days"
	UnitHours   Unit = "hours"
)

// Units is every unit, in the order the catalog documents them.
var Units = []Unit{UnitMoney, UnitCount, UnitRatio, UnitPercent, UnitDays, UnitHours}

// Places is how many decimal places a value of the unit keeps: money and counts
// are whole (minor units, items), ratios four places, the rest two.
func (u Unit) Places() int {
	switch u {
	case UnitMoney, UnitCount:
		return 0
	case UnitRatio:
		return 4
	default:
		return 2
	}
}

// Round rounds q to the unit's places, half away from zero, so that every backend
// and every run prints the same digits.
func (u Unit) Round(q *big.Rat) *big.Rat {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(u.Places())), nil)
	num := new(big.Int).Mul(q.Num(), scale)
	den := q.Denom()
	quo, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	twice := new(big.Int).Lsh(new(big.Int).Abs(rem), 1)
	if twice.Cmp(den) >= 0 {
		if num.Sign() < 0 {
			quo.Sub(quo, big.NewInt(1))
		} else {
			quo.Add(quo, big.NewInt(1))
		}
	}
	return new(big.Rat).SetFrac(quo, scale)
}
