package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// ledger is a euro client's two invoices: INV-1 of €1,000 issued 1 February, due
// 15 February, €400 paid on 10 February and €600 on 10 March; INV-2 of €500
// issued 1 April, due 1 May, paid in full on 10 June.
func ledger() records.Dataset {
	return records.Dataset{
		Projects: []records.Project{{ID: "p", Name: "Tour", Currency: "EUR"}},
		Invoices: []records.Invoice{
			{ID: "i1", ProjectID: "p", Number: "INV-1", ClientName: "Acme", Currency: "EUR", IssuedOn: "2026-02-01",
				DueOn: "2026-02-15", Status: records.InvoiceSent, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 100_000}},
				Payments: []records.Payment{{ID: "a", Amount: 40_000, ReceivedOn: "2026-02-10"},
					{ID: "b", Amount: 60_000, ReceivedOn: "2026-03-10"}}},
			{ID: "i2", ProjectID: "p", Number: "INV-2", ClientName: "Acme", Currency: "EUR", IssuedOn: "2026-04-01",
				DueOn: "2026-05-01", Status: records.InvoiceSent, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: 50_000}},
				Payments: []records.Payment{{ID: "c", Amount: 50_000, ReceivedOn: "2026-06-10"}}},
		},
	}
}

// TestReceivablesAsOfAPastDateUseTheFactsOfThen: on 20 February only INV-1
// existed, with €400 of it paid: €600 outstanding, 5 days overdue (1–30 days),
// though both invoices are paid today; INV-2 is not listed at all.
func TestReceivablesAsOfAPastDateUseTheFactsOfThen(t *testing.T) {
	f := reporting.FactsOf(ledger(), reporting.AdvancingData{}, nil, reporting.Scope{Org: "o"}, reporting.AllFamilies)
	if got := f.Invoices[0].PaymentDays; len(got) != 2 || got[0] != (reporting.PaymentDay{On: "2026-02-10", Amount: 40_000, Count: 1}) {
		t.Errorf("payment days = %+v", got)
	}
	runReportCases(t, []reportCase{{name: "aging on 20 February", key: "receivables_aging", facts: f,
		args: reporting.Args{"as_of": "2026-02-20"}, today: "2026-11-29",
		rows:   [][]string{{"Acme", "EUR", "0", "60000", "0", "0", "0", "60000", "1"}},
		totals: [][]string{{"null", "EUR", "0", "60000", "0", "0", "0", "60000", "1"}}}})
	runKPICases(t, []kpiCase{
		{name: "on 20 February", facts: f, key: "outstanding", args: reporting.Args{"as_of": "2026-02-20"}, want: []string{"EUR 60000"}},
		{name: "on 20 February", facts: f, key: "invoiced", args: reporting.Args{"as_of": "2026-02-20"}, want: []string{"EUR 100000"}},
		{name: "today", facts: f, key: "outstanding", want: []string{"EUR 0"}},
	})
}

// TestReceivablesInAWindowCountPaymentsToItsEnd: the window of April and May
// holds INV-2, unpaid at the end of May though paid on 10 June: €500
// outstanding of €500 invoiced over the window's 61 days is a DSO of 61 days,
// not 0 as when today's payments were counted.
func TestReceivablesInAWindowCountPaymentsToItsEnd(t *testing.T) {
	scope := reporting.Scope{Org: "o", From: "2026-04-01", To: "2026-05-31"}
	f := reporting.FactsOf(ledger(), reporting.AdvancingData{}, nil, scope, reporting.AllFamilies)
	var got []string
	for _, v := range reporting.Default.Resolve(&f, reporting.Request{Keys: []string{"outstanding", "days_sales_outstanding"},
		Scope: scope, Today: "2026-11-29"}) {
		got = append(got, v.Currency+" "+show(v.Value, v.Unit))
	}
	if want := []string{"EUR 50000", "EUR 61.00"}; !equal(got, want) {
		t.Errorf("April and May: %q, want %q", got, want)
	}
}
