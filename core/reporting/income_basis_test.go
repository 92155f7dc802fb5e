package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// gala is a pound event of 3 to 5 December 2026: a £60,000 fee deposit received
// on 20 September, the £60,000 balance expected and not received yet (no date),
// and £110,200 of costs on 4 December.
func gala() records.Dataset {
	return records.Dataset{
		Projects: []records.Project{{ID: "g", Name: "Gala", Kind: records.ProjectEvent, Currency: "GBP",
			StartsOn: "2026-12-03", EndsOn: "2026-12-05"}},
		Shows: []records.Show{{ID: "gs", ProjectID: "g", VenueID: "v", Date: "2026-12-05", Status: records.ShowConfirmed,
			Currency: "GBP"}},
		Income: []records.IncomeLine{
			{ID: "dep", ProjectID: "g", ShowID: "gs", Kind: records.IncomeFee, Amount: 6_000_000, Currency: "GBP", ReceivedOn: "2026-09-20"},
			{ID: "bal", ProjectID: "g", ShowID: "gs", Kind: records.IncomeFee, Amount: 6_000_000, Currency: "GBP"}},
		Expenses: []records.Expense{{ID: "e", ProjectID: "g", Category: "production", Amount: 11_020_000, Currency: "GBP",
			IncurredOn: "2026-12-04", Status: records.ExpenseApproved}},
	}
}

// TestIncomeHasOneBasisInEveryScope: income not yet received is recognised on its
// show's date (records.IncomeLine.RecognisedOn), so the whole of 2026, which
// holds the gala, gives the unfiltered net profit: £120,000 − £110,200 = £9,800
// (8.17 %), not −£50,200 as when the expected balance dropped out of every
// window; December alone holds the balance and the costs, not the deposit.
func TestIncomeHasOneBasisInEveryScope(t *testing.T) {
	for _, tc := range []struct {
		name  string
		scope reporting.Scope
		want  []string
	}{
		{"unfiltered", reporting.Scope{}, []string{"GBP 980000", "GBP 8.17"}},
		{"the whole of 2026", reporting.Scope{From: "2026-01-01", To: "2026-12-31"}, []string{"GBP 980000", "GBP 8.17"}},
		{"December", reporting.Scope{From: "2026-12-01", To: "2026-12-31"}, []string{"GBP -5020000", "GBP -83.67"}},
	} {
		tc.scope.Org = "o"
		f := reporting.FactsOf(gala(), reporting.AdvancingData{}, nil, tc.scope, reporting.AllFamilies)
		var got []string
		for _, v := range reporting.Default.Resolve(&f, reporting.Request{Keys: []string{"net_profit", "net_margin"}, Scope: tc.scope}) {
			got = append(got, v.Currency+" "+show(v.Value, v.Unit))
		}
		if !equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	if on := (records.IncomeLine{}).RecognisedOn("", "2026-12-03", "2026-12-05"); on != "2026-12-05" {
		t.Errorf("income of no show recognised on %s, want the project's last day", on)
	}
}
