package kernel

// Money is an amount in integer minor units (cents, pence, öre) of an ISO 4217
// currency. Roadcase never stores money as a float.
type Money struct {
	Amount   int64
	Currency string
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
