package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// autumn is a dollar tour's show of 15 October, not settled: a $20,000 flat
// guarantee with a $10,000 deposit invoiced on 1 August and received on 20
// August; and a show of 20 October cancelled by the promoter with a $12,000 fee
// and a $5,000 deposit received on 1 September.
func autumn() records.Dataset {
	deposit := func(id, show string, amount int64, issued, received string) records.Invoice {
		return records.Invoice{ID: kernel.ID(id), ProjectID: "p", ShowID: kernel.ID(show), Kind: records.InvoiceDeposit,
			Status: records.InvoiceSent, Currency: "USD", IssuedOn: kernel.Date(issued), DueOn: kernel.Date(issued),
			Lines:    []records.InvoiceLine{{Quantity: 1, UnitPrice: amount}},
			Payments: []records.Payment{{ID: kernel.ID(id + "-p"), Amount: amount, ReceivedOn: kernel.Date(received)}}}
	}
	return records.Dataset{
		Projects: []records.Project{{ID: "p", Name: "US Tour", Kind: records.ProjectTour, Currency: "USD"}},
		Shows: []records.Show{
			{ID: "s1", ProjectID: "p", VenueID: "v", Date: "2026-10-15", Status: records.ShowConfirmed, Currency: "USD",
				Deal: records.Deal{Type: records.DealFlat, Guarantee: 2_000_000, Deposit: 1_000_000}},
			{ID: "s2", ProjectID: "p", VenueID: "v", Date: "2026-10-20", Status: records.ShowCancelled, Currency: "USD",
				Deal:         records.Deal{Type: records.DealFlat, Guarantee: 2_400_000, Deposit: 500_000},
				Cancellation: &records.Cancellation{By: records.CancelledByPromoter, On: "2026-09-15", Fee: 1_200_000}}},
		Invoices: []records.Invoice{deposit("d1", "s1", 1_000_000, "2026-08-01", "2026-08-20"),
			deposit("d2", "s2", 500_000, "2026-08-01", "2026-09-01")},
	}
}

// TestBalanceDueDoesNotDependOnTheWindow: October's window holds the shows and
// not their deposit invoices; the balance due is still $20,000 − $10,000 =
// $10,000 and the cancellation fee $12,000 − $5,000 = $7,000, as unfiltered.
func TestBalanceDueDoesNotDependOnTheWindow(t *testing.T) {
	for _, scope := range []reporting.Scope{{Org: "o"}, {Org: "o", From: "2026-10-01", To: "2026-10-31"}} {
		f := reporting.FactsOf(autumn(), reporting.AdvancingData{}, nil, scope, reporting.AllFamilies)
		var got []string
		for _, v := range reporting.Default.Resolve(&f, reporting.Request{Keys: []string{"balance_due", "cancellation_fees"},
			Scope: scope, Today: "2026-09-30"}) {
			got = append(got, v.Currency+" "+show(v.Value, v.Unit))
		}
		if want := []string{"USD 1000000", "USD 700000"}; !equal(got, want) {
			t.Errorf("%s to %s: %q, want %q", scope.From, scope.To, got, want)
		}
	}
}
