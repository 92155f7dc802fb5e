package kernel

import "strconv"

// PPM is a rate in parts per million (millionths): 158250 is 15.825 %, 190000
// is 19 %. Tax and withholding rates use it, because a rate set by law may have
// more decimals than basis points hold: Germany withholds 15.825 % from foreign
// artists (15 % corporation tax plus 5.5 % solidarity surcharge on it, §50a EStG).
// Negotiated percentages (an artist's share, a commission, a venue's merch fee)
// stay BasisPoints. See docs/money.md.
type PPM int64

// PPMOne is 100 %.
const PPMOne PPM = 1_000_000

// PPMFromBasisPoints returns the same rate in millionths: 1900 bp is 190000 ppm.
func PPMFromBasisPoints(bp BasisPoints) PPM { return PPM(bp) * 100 }

// Of returns rate of amount, rounded half away from zero to the minor unit,
// the rule BasisPoints.Of follows. The amount is split at a million so that no
// product overflows: amount × rate = q × 10⁶ × rate + r × rate.
func (rate PPM) Of(amount int64) int64 {
	q, r := amount/int64(PPMOne), amount%int64(PPMOne) // r has amount's sign
	half := int64(PPMOne) / 2
	if amount < 0 {
		half = -half
	}
	return q*int64(rate) + (r*int64(rate)+half)/int64(PPMOne)
}

// IncludedIn returns the tax at rate contained in a tax-inclusive amount:
// amount × rate ÷ (100 % + rate), rounded half up to the minor unit; zero for an
// amount or rate of zero or less. The amount is split at the divisor, as in Of,
// so that no product overflows.
func (rate PPM) IncludedIn(amount int64) int64 {
	if amount <= 0 || rate <= 0 {
		return 0
	}
	den := int64(PPMOne + rate)
	q, r := amount/den, amount%den
	return q*int64(rate) + (2*r*int64(rate)+den)/(2*den)
}

// Valid reports whether rate lies between 0 % and 100 % inclusive.
func (rate PPM) Valid() bool { return rate >= 0 && rate <= PPMOne }

// Percent returns the rate as a number of percent (158250 → 15.825), exact to
// the four decimals a millionth has, for documents' percent fields.
func (rate PPM) Percent() float64 { return float64(rate) / 10000 }

// String writes the rate as a percentage with up to four decimals and no
// trailing zeros: "15.825%", "19%", "6%", "0.0001%".
func (rate PPM) String() string {
	n := int64(rate)
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	whole, frac := n/10000, n%10000
	s := sign + strconv.FormatInt(whole, 10)
	if frac != 0 {
		f := strconv.FormatInt(frac+10000, 10)[1:] // four digits, leading zeros kept
		for f[len(f)-1] == '0' {
			f = f[:len(f)-1]
		}
		s += "." + f
	}
	return s + "%"
}
