package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestOfferSheetBreakEven(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		edit        func(*records.Dataset)
		wantTickets any
		wantGross   any
	}{
		{"the break-even covers the expenses and the guarantee, rounded up", nil, int64(1607), int64(5420769)},
		{"a show with nothing to sell has no break-even", func(d *records.Dataset) { d.Shows[0].Tiers = nil }, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, err := offerSheetFromShow(settlementSheetTestSource(records.KindShow, tt.edit))
			if err != nil {
				t.Fatal(err)
			}
			be, ok := out["break_even"].(map[string]any)
			if tt.wantTickets == nil {
				if ok {
					t.Errorf("break_even = %v, want none", be)
				}
				return
			}
			if !ok {
				t.Fatal("no break_even")
			}
			if be["tickets"] != tt.wantTickets || be["gross"].(map[string]any)["amount"] != tt.wantGross {
				t.Errorf("break-even %v tickets, %v gross; want %v, %v", be["tickets"], be["gross"], tt.wantTickets, tt.wantGross)
			}
		})
	}
}

func TestOfferSheetPotentialIsTheSellout(t *testing.T) {
	t.Parallel()
	out, err := offerSheetFromShow(settlementSheetTestSource(records.KindShow, nil))
	if err != nil {
		t.Fatal(err)
	}
	p := out["potential"].(map[string]any)
	if p["sellable"] != int64(2240) || p["gross_potential"].(map[string]any)["amount"] != int64(7560000) ||
		p["net_potential"].(map[string]any)["amount"] != int64(6066667) {
		t.Errorf("potential = %v", p)
	}
	if got := out["artist_at_sellout"].(map[string]any)["amount"]; got != int64(2370792) {
		t.Errorf("artist at sellout = %v, want 2370792", got)
	}
}
