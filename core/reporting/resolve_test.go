package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// boxOffice is three shows on sale of two projects in two currencies, and a
// cancelled one that must not count.
func boxOffice() reporting.Facts {
	scan := func(n int64) *int64 { return &n }
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p-uk", Currency: "GBP"}, {Project: "p-eu", Currency: "EUR"}},
		Shows: []reporting.ShowFact{
			{Show: "s1", Project: "p-uk", Venue: "v1", Date: "2026-05-01", Status: records.ShowSettled, Currency: "GBP",
				Capacity: 1000, Allotment: 1000, Sold: 900, Comps: 40, Kills: 10, Gross: 2_700_000, Potential: 2_850_000, Scanned: scan(855)},
			{Show: "s2", Project: "p-uk", Venue: "v2", Date: "2026-06-02", Status: records.ShowConfirmed, Currency: "GBP",
				Capacity: 500, Allotment: 500, Sold: 100, Gross: 250_000, Potential: 1_250_000},
			{Show: "s3", Project: "p-eu", Venue: "v3", Date: "2026-06-10", Status: records.ShowConfirmed, Currency: "EUR",
				Capacity: 200, Allotment: 200, Sold: 0, Potential: 400_000},
			{Show: "s4", Project: "p-uk", Venue: "v1", Date: "2026-06-20", Status: records.ShowCancelled, Currency: "GBP",
				Capacity: 900, Allotment: 900, Sold: 300, Gross: 900_000},
		},
	}
}

func resolve(t *testing.T, f reporting.Facts, req reporting.Request) []reporting.Value {
	t.Helper()
	return reporting.Default.Resolve(&f, req)
}

func TestMoneyIsResolvedPerCurrencyAndCountsAcrossThem(t *testing.T) {
	got := resolve(t, boxOffice(), reporting.Request{Keys: []string{"gross", "tickets_sold", "average_ticket_price"}})
	want := []struct {
		key, currency, value string
	}{
		{"gross", "EUR", "0"}, {"gross", "GBP", "2950000"},
		{"tickets_sold", "", "1000"},
		{"average_ticket_price", "EUR", "null"}, {"average_ticket_price", "GBP", "2950"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d values, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.Key != w.key || g.Currency != w.currency || show(g.Value, g.Unit) != w.value {
			t.Errorf("value %d = %s %s %s, want %s %s %s", i, g.Key, g.Currency, show(g.Value, g.Unit), w.key, w.currency, w.value)
		}
	}
}

func TestRatiosRoundOnceAndExplainThemselves(t *testing.T) {
	got := resolve(t, boxOffice(), reporting.Request{Keys: []string{"sell_through", "no_show_rate"}, GroupBy: []reporting.Dimension{reporting.ByProject}})
	// p-eu: 0 sold of 200 sellable; no scan. p-uk: 1000 sold of 950 + 500 sellable; 855 of the 940
	// tickets issued (900 sold, 40 comps) scanned: 85 no-shows, 85 ÷ 940 = 9.04 % (records.NoShows).
	want := map[string]string{
		"p-eu/sell_through": "0.00", "p-eu/no_show_rate": "null",
		"p-uk/sell_through": "68.97", "p-uk/no_show_rate": "9.04",
	}
	for _, v := range got {
		k := v.Group[reporting.ByProject] + "/" + v.Key
		if show(v.Value, v.Unit) != want[k] {
			t.Errorf("%s = %s, want %s", k, show(v.Value, v.Unit), want[k])
		}
		delete(want, k)
	}
	if len(want) > 0 {
		t.Errorf("missing values %v", want)
	}
	st := got[2]
	if len(st.Inputs) != 2 || st.Inputs[0].Key != "tickets_sold" || show(st.Inputs[0].Value, reporting.UnitCount) != "1000" ||
		st.Inputs[1].Key != "sellable" || show(st.Inputs[1].Value, reporting.UnitCount) != "1450" {
		t.Errorf("sell_through's inputs = %+v, want tickets_sold 1000 and sellable 1450", st.Inputs)
	}
}

func TestNoDataIsNullNeverZero(t *testing.T) {
	for _, v := range resolve(t, reporting.Facts{}, reporting.Request{Keys: []string{"gross", "tickets_sold", "sell_through", "paid_attendance"}}) {
		if v.Value != nil {
			t.Errorf("%s = %s over no facts, want null", v.Key, v.Value.FloatString(2))
		}
		if v.Currency != "" {
			t.Errorf("%s has currency %q over no facts", v.Key, v.Currency)
		}
	}
}

func TestGroupsByMonthAndVenue(t *testing.T) {
	got := resolve(t, boxOffice(), reporting.Request{Keys: []string{"tickets_sold"},
		GroupBy: []reporting.Dimension{reporting.ByMonth, reporting.ByVenue}})
	// The cancelled show's group is there, and null: it sold nothing that counts.
	want := []string{"2026-05 v1 900", "2026-06 v1 null", "2026-06 v2 100", "2026-06 v3 0"}
	if len(got) != len(want) {
		t.Fatalf("%d groups, want %d", len(got), len(want))
	}
	for i, v := range got {
		if s := v.Group[reporting.ByMonth] + " " + v.Group[reporting.ByVenue] + " " + show(v.Value, v.Unit); s != want[i] {
			t.Errorf("group %d = %s, want %s", i, s, want[i])
		}
	}
}

// show prints a value as the API does: rounded to its unit's places, or null.
func show(v reporting.Num, u reporting.Unit) string {
	if v == nil {
		return "null"
	}
	return v.FloatString(u.Places())
}

func TestDocumentsGeneratedCountsTheRenderLogByType(t *testing.T) {
	f := reporting.Facts{Renders: []reporting.RenderFact{
		{Type: "day_sheet", Month: "2026-05", API: true, Count: 3, Bytes: 9000},
		{Type: "invoice", Month: "2026-05", Count: 2, Bytes: 4000},
		{Type: "invoice", Month: "2026-06", API: true, Count: 5, Bytes: 10000},
	}}
	all := resolve(t, f, reporting.Request{Keys: []string{"documents_generated"}, GroupBy: []reporting.Dimension{reporting.ByMonth}})
	if len(all) != 2 || show(all[0].Value, reporting.UnitCount) != "5" || show(all[1].Value, reporting.UnitCount) != "5" {
		t.Errorf("by month = %+v, want 5 in May and 5 in June", all)
	}
	invoices := resolve(t, f, reporting.Request{Keys: []string{"documents_generated"}, Args: reporting.Args{"document_type": "invoice"}})
	if show(invoices[0].Value, reporting.UnitCount) != "7" {
		t.Errorf("invoices = %s, want 7", show(invoices[0].Value, reporting.UnitCount))
	}
	none := resolve(t, reporting.Facts{}, reporting.Request{Keys: []string{"documents_generated"}})
	if none[0].Value != nil {
		t.Errorf("no renders = %s, want null", show(none[0].Value, reporting.UnitCount))
	}
}
