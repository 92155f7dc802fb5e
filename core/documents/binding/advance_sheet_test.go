package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestAdvanceSheetFromShow(t *testing.T) {
	t.Parallel()
	out, err := advanceSheetFromShow(daySheetTestSource(records.KindShow, "s1"))
	if err != nil {
		t.Fatal(err)
	}
	tix := out["ticketing"].(map[string]any)
	if tix["total_sellable"] != 3140 || tix["total_sold"] != 2950 || tix["sold_percent"] != 93.9 {
		t.Errorf("ticketing %v, want 2,950 of 3,140 sellable sold (93.9%%)", tix)
	}
	if g := tix["gross_to_date"].(map[string]any); g["amount"] != int64(13485000) || g["currency"] != "EUR" {
		t.Errorf("gross to date %v, want EUR 134,850.00", g)
	}
	if p := tix["gross_potential"].(map[string]any); p["amount"] != int64(14396000) {
		t.Errorf("gross potential %v, want EUR 143,960.00", p)
	}
	if m := out["merch"].(map[string]any); m["venue_rate_percent"] != 20.0 {
		t.Errorf("merch %v, want a 20%% venue rate", m)
	}
	if g := out["guest_list"].(map[string]any); g["requested"] != 6 || g["approved"] != 3 {
		t.Errorf("guest list %v, want 6 requested and 3 approved", g)
	}
	if a := out["advanced_by"].(map[string]any); a["name"] != "Oskar Nyberg" {
		t.Errorf("advanced by %v, want the production manager", a)
	}
	if _, ok := out["production"]; ok {
		t.Error("production details were made up; the records hold none")
	}
}

func TestAdvanceSheetWithoutTiersHasNoTicketing(t *testing.T) {
	t.Parallel()
	out, err := advanceSheetFromShow(daySheetTestSource(records.KindShow, "s2"))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := out["ticketing"]; ok {
		t.Error("ticketing without tiers")
	}
	if len(out["schedule"].([]any)) != 0 {
		t.Error("the hold has a schedule")
	}
}
