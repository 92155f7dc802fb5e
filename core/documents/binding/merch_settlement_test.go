package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestMerchSettlementPerHead(t *testing.T) {
	t.Parallel()
	scanned := 2141
	tests := []struct {
		name      string
		edit      func(*records.Dataset)
		wantBasis any
		wantHead  any
	}{
		{"the door scan is the head count once it is in", func(d *records.Dataset) { d.Shows[0].ScannedAttendance = &scanned }, "scanned", int64(1147)},
		{"tickets sold stand in until the door scan is in", nil, "tickets_sold", int64(1127)},
		{"a show nobody came to has no per-head figure", func(d *records.Dataset) { d.Shows[0].Tiers = nil }, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, err := merchSettlementFromShow(settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
				d.Shows[0].MerchGross, d.Shows[0].VenueMerchRate = 2456000, 2000
				if tt.edit != nil {
					tt.edit(d)
				}
			}))
			if err != nil {
				t.Fatal(err)
			}
			if out["attendance_basis"] != tt.wantBasis {
				t.Errorf("attendance basis = %v, want %v", out["attendance_basis"], tt.wantBasis)
			}
			var head any
			if m, ok := out["per_head"].(map[string]any); ok {
				head = m["amount"]
			}
			if head != tt.wantHead {
				t.Errorf("per head = %v, want %v", head, tt.wantHead)
			}
			fee := out["venue_fee"].(map[string]any)["amount"].(int64)
			net := out["net_to_artist"].(map[string]any)["amount"].(int64)
			if fee != 491200 || fee+net != 2456000 {
				t.Errorf("venue fee %d and net %d do not split the gross at 20%%", fee, net)
			}
		})
	}
}
