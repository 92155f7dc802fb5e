package kernel_test

import (
	"math"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

// TestPPMOf checks the rate of an amount by hand, the German foreign artist tax
// among the cases: 15.825 % of €10,000.00 is €1,582.50.
func TestPPMOf(t *testing.T) {
	t.Parallel()
	cases := []struct {
		rate   kernel.PPM
		amount int64
		want   int64
	}{
		{158250, 1_000_000, 158_250}, // €10,000.00 at 15.825 % = €1,582.50
		{158250, 333, 53},            // 52.69725 rounds to 53
		{1, 500_000, 1},              // 0.5 rounds up
		{1, -500_000, -1},            // -0.5 rounds away from zero
		{1, -499_999, 0},
		{150000, 333, 50}, // 49.95 rounds to 50, as in basis points
		{1_000_000, 12345, 12345},
		{0, 999, 0},
		{190000, 922_337_203_685_477_500, 175_244_068_700_240_725}, // no overflow
	}
	for _, c := range cases {
		if got := c.rate.Of(c.amount); got != c.want {
			t.Errorf("%d ppm of %d = %d, want %d", c.rate, c.amount, got, c.want)
		}
	}
	for _, bp := range []kernel.BasisPoints{0, 1, 1500, 1583, 8500, 10000} {
		for _, amount := range []int64{-5000, -333, 0, 1, 333, 5000, 1_234_567} {
			if got, want := kernel.PPMFromBasisPoints(bp).Of(amount), bp.Of(amount); got != want {
				t.Errorf("%d bp as ppm of %d = %d, basis points give %d", bp, amount, got, want)
			}
		}
	}
	if kernel.PPM(1_000_001).Valid() || kernel.PPM(-1).Valid() || !kernel.PPM(1_000_000).Valid() || !kernel.PPM(0).Valid() {
		t.Error("Valid must accept exactly 0..1,000,000")
	}
}

// TestPPMIncludedIn takes the tax out of tax-inclusive amounts, worked by hand.
func TestPPMIncludedIn(t *testing.T) {
	t.Parallel()
	cases := []struct {
		rate   kernel.PPM
		amount int64
		want   int64
	}{
		{200000, 120_000, 20_000}, // £1,200 at 20 % contains £200
		{190000, 11_900, 1_900},
		{60000, 10_600, 600},
		{158250, 115_825, 15_825}, // 115,825 × 0.15825 ÷ 1.15825
		{70000, 1, 0},             // 0.065 rounds down
		{70000, 8, 1},             // 0.523 rounds up
		{200000, 0, 0},
		{0, 1000, 0},
		{200000, math.MaxInt64 / 12 * 12, math.MaxInt64 / 12 * 2},
	}
	for _, c := range cases {
		if got := c.rate.IncludedIn(c.amount); got != c.want {
			t.Errorf("tax at %s in %d = %d, want %d", c.rate, c.amount, got, c.want)
		}
	}
}

func TestPPMString(t *testing.T) {
	t.Parallel()
	cases := map[kernel.PPM]string{
		158250: "15.825%", 190000: "19%", 60000: "6%", 0: "0%", 1_000_000: "100%",
		75000: "7.5%", 1: "0.0001%", 82500: "8.25%", 88750: "8.875%", -25000: "-2.5%",
	}
	for rate, want := range cases {
		if got := rate.String(); got != want {
			t.Errorf("PPM(%d).String() = %q, want %q", int64(rate), got, want)
		}
	}
	if got := kernel.PPM(158250).Percent(); got != 15.825 {
		t.Errorf("Percent() = %v, want 15.825", got)
	}
}
