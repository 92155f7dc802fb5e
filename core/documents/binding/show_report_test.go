package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/records"
)

// showReportTestSource is a Hamburg show with tiers, a door scan, merch, a guest list,
// a schedule that has doors and the headline set, and optionally a settlement.
func showReportTestSource(settled bool) Source {
	at := func(h, m int) time.Time { return time.Date(2026, 3, 6, h, m, 0, 0, time.UTC) }
	scanned := 6287
	d := records.Dataset{
		Projects: []records.Project{{ID: "proj-1", Name: "Northern Lights — European Tour 2026", Artist: "Northern Lights", Currency: "EUR"}},
		Venues:   []records.Venue{{ID: "v1", Name: "Sporthalle Hamburg", City: "Hamburg", Country: "DE", TimeZone: "Europe/Berlin", Capacity: 7000}},
		Shows: []records.Show{{
			ID: "s1", ProjectID: "proj-1", VenueID: "v1", Date: "2026-03-06", Status: records.ShowConfirmed, Capacity: 7000,
			DoorsAt: new(at(17, 30)), StartsAt: new(at(19, 45)), CurfewAt: new(at(22, 0)),
			Tiers: []records.TicketTier{
				{ID: "t1", Name: "Standing", Price: 4950, Allotment: 6000, Sold: 5612, Comps: 150, Kills: 30},
				{ID: "t2", Name: "Seated", Price: 4950, Allotment: 1000, Sold: 800, Comps: 30},
			},
			ScannedAttendance: &scanned, MerchGross: 4862000, VenueMerchRate: 2000,
		}},
		Schedule: []records.ScheduleItem{
			{ID: "i2", ProjectID: "proj-1", ShowID: "s1", Kind: records.ScheduleSet, Title: "Headline: Northern Lights", StartsAt: at(19, 45), EndsAt: new(at(21, 30))},
			{ID: "i1", ProjectID: "proj-1", ShowID: "s1", Kind: records.ScheduleDoors, StartsAt: at(17, 30)},
			{ID: "i3", ProjectID: "proj-1", ShowID: "s1", Kind: records.ScheduleMeal, Title: "Dinner", StartsAt: at(16, 0)},
		},
		GuestList: []records.GuestListEntry{
			{ID: "g1", ShowID: "s1", Name: "A", PlusOnes: 1, Status: records.GuestCheckedIn},
			{ID: "g2", ShowID: "s1", Name: "B", PlusOnes: 2, Status: records.GuestApproved},
			{ID: "g3", ShowID: "s1", Name: "C", Status: records.GuestDeclined},
		},
	}
	if settled {
		d.Settlements = []records.Settlement{{ID: "st1", ShowID: "s1", SettledAt: at(22, 40), GrossBoxOffice: 31739400,
			ArtistPayout: 16200000, Withholding: 2564460, Commission: 1620000, DepositsPaid: 4500000, SettledBy: "Ada Mensah"}}
	}
	return Source{Ref: records.Ref{Kind: records.KindShow, ID: "s1", ProjectID: "proj-1"}, Now: at(23, 0), Index: testIndex(d)}
}

func TestShowReportFigures(t *testing.T) {
	t.Parallel()
	out, err := showReportFromShow(showReportTestSource(true))
	if err != nil {
		t.Fatal(err)
	}
	if out["time_zone"] != "Europe/Berlin" {
		t.Errorf("time_zone = %v, want the venue's", out["time_zone"])
	}
	att := out["attendance"].(map[string]any)
	if att["capacity"] != int64(7000) || att["sold"] != int64(6412) || att["comps"] != int64(180) || att["scanned"] != int64(6287) {
		t.Errorf("attendance = %v", att)
	}
	// No-shows as the settlement sheet counts them (records.NoShows): 6,412 sold +
	// 180 comps − 6,287 scanned = 305 of 6,592 issued, 4.6 %.
	if att["sell_through_percent"] != 94.4 || att["no_show_percent"] != 4.6 {
		t.Errorf("sell-through %v, no-shows %v, want 94.4 and 4.6", att["sell_through_percent"], att["no_show_percent"])
	}
	merch := out["merch"].(map[string]any)
	if merch["venue_fee"].(map[string]any)["amount"] != int64(972400) || merch["per_head"].(map[string]any)["amount"] != int64(773) {
		t.Errorf("merch = %v, want a 9,724.00 fee and 7.73 per head", merch)
	}
	if g := out["guests"].(map[string]any); g["approved"] != int64(5) || g["checked_in"] != int64(2) {
		t.Errorf("guests = %v, want 5 approved and 2 checked in", g)
	}
	st := out["settlement"].(map[string]any)
	if st["net_to_artist"].(map[string]any)["amount"] != int64(12015540) || st["balance_due"].(map[string]any)["amount"] != int64(9135540) || st["settled_at"] != "2026-03-06T23:40:00+01:00" || st["show_expenses"] != nil {
		t.Errorf("settlement = %v", st)
	}
}

func TestShowReportTimes(t *testing.T) {
	t.Parallel()
	out, err := showReportFromShow(showReportTestSource(false))
	if err != nil {
		t.Fatal(err)
	}
	if out["settlement"] != nil {
		t.Errorf("settlement = %v, want none before the show is settled", out["settlement"])
	}
	times := out["times"].([]any)
	want := []struct{ label, at string }{
		{"Doors", "2026-03-06T18:30:00+01:00"},
		{"Headline: Northern Lights", "2026-03-06T20:45:00+01:00"},
		{"Curfew", "2026-03-06T23:00:00+01:00"},
	}
	if len(times) != len(want) {
		t.Fatalf("times = %v, want doors and the set from the schedule and curfew from the show", times)
	}
	for i, w := range want {
		got := times[i].(map[string]any)
		if got["label"] != w.label || got["scheduled_at"] != w.at {
			t.Errorf("time %d = %v, want %s at %s", i, got, w.label, w.at)
		}
	}
	if end := times[1].(map[string]any)["scheduled_end_at"]; end != "2026-03-06T22:30:00+01:00" {
		t.Errorf("set end = %v", end)
	}
}
