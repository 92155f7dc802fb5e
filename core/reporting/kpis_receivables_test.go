package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// invoice is a sent standard invoice of the euro project, paid in full on paidOn
// when that is set; what is paid is received on paidOn, else on the issue day.
func invoice(id, cur, issued, due string, subtotal int64, rate kernel.BasisPoints, paid int64, paidOn string) reporting.InvoiceFact {
	f := reporting.InvoiceFact{Invoice: kernel.ID(id), Project: "p-eu", Number: id, Kind: records.InvoiceStandard,
		Status: records.InvoiceSent, Currency: cur, IssuedOn: kernel.Date(issued), DueOn: kernel.Date(due),
		TaxRate: kernel.PPMFromBasisPoints(rate), Subtotal: subtotal, Paid: paid}
	received := kernel.Date(issued)
	if paidOn != "" {
		on := kernel.Date(paidOn)
		f.PaidOn, received = &on, on
	}
	if paid != 0 {
		f.Payments, f.PaymentDays = 1, []reporting.PaymentDay{{On: received, Amount: paid, Count: 1}}
	}
	return f
}

// receivables are, in euros: €1,000 + 20 % VAT paid in full 20 days after issue,
// €500 of which €100 is paid and due 15 June, a €1,000 + 20 % deposit half paid
// and due in July, a draft and a void invoice; in pounds, £300 unpaid and due 25
// June.
func receivables() reporting.Facts {
	f := shows()
	deposit := invoice("i3", "EUR", "2026-06-10", "2026-07-10", 100_000, 2000, 60_000, "")
	deposit.Kind = records.InvoiceDeposit
	draft := invoice("i4", "EUR", "2026-06-11", "2026-07-11", 999_999, 0, 0, "")
	draft.Status = records.InvoiceDraft
	void := invoice("i5", "EUR", "2026-04-01", "2026-04-30", 70_000, 0, 0, "")
	void.Status = records.InvoiceVoid
	f.Invoices = []reporting.InvoiceFact{
		invoice("i1", "EUR", "2026-05-01", "2026-05-31", 100_000, 2000, 120_000, "2026-05-21"),
		invoice("i2", "EUR", "2026-06-01", "2026-06-15", 50_000, 0, 10_000, ""),
		deposit, draft, void,
		invoice("i6", "GBP", "2026-06-20", "2026-06-25", 30_000, 0, 0, ""),
	}
	return f
}

func TestReceivablesKPIs(t *testing.T) {
	all := receivables()
	early := reporting.Args{"as_of": "2026-06-10"}
	drafts := shows()
	drafts.Invoices = all.Invoices[3:4]
	runKPICases(t, []kpiCase{
		{name: "sent invoices' totals per currency", facts: all, key: "invoiced", want: []string{"EUR 290000", "GBP 30000"}},
		{name: "no invoices is null", facts: shows(), key: "invoiced", want: []string{" null"}},
		{name: "a draft is not billed", facts: drafts, key: "invoiced", want: []string{"EUR null"}},
		{name: "payments on sent invoices", facts: all, key: "collected", want: []string{"EUR 190000", "GBP 0"}},
		{name: "invoiced − collected", facts: all, key: "outstanding", want: []string{"EUR 100000", "GBP 30000"}},
		{name: "due before 30 June and unpaid", facts: all, key: "overdue_amount", want: []string{"EUR 40000", "GBP 30000"}},
		// The pound invoice is issued on 20 June: on 10 June it did not exist.
		{name: "nothing due yet on 10 June", facts: all, key: "overdue_amount", args: early, want: []string{"EUR 0", "GBP null"}},
		{name: "€400 of €1,000", facts: all, key: "overdue_percent", want: []string{"EUR 40.00", "GBP 100.00"}},
		// €1,000 of €2,900 over the 61 days from 1 May to 30 June; £300 of £300 over 11 days.
		{name: "over the days since the first issue", facts: all, key: "days_sales_outstanding", want: []string{"EUR 21.03", "GBP 11.00"}},
		{name: "as_of before the first issue is null", facts: all, key: "days_sales_outstanding", args: early,
			want: []string{"EUR 14.14", "GBP null"}},
		{name: "issue to paid in full, across currencies", facts: all, key: "average_days_to_pay", want: []string{" 20.00"}},
		{name: "nothing paid in full is null", facts: drafts, key: "average_days_to_pay", want: []string{" null"}},
		{name: "half the deposit received", facts: all, key: "deposit_collection_rate", want: []string{"EUR 50.00", "GBP null"}},
		{name: "the deposit's unpaid half", facts: all, key: "deposits_outstanding", want: []string{"EUR 60000", "GBP null"}},
	})
}

// TestDaysSalesOutstandingCountsTheScopesPeriod holds days sales outstanding to a
// scope with dates: its days, up to as_of when the scope runs past it.
func TestDaysSalesOutstandingCountsTheScopesPeriod(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		from, to kernel.Date
		want     []string
	}{
		// €1,000 of €2,900 and £300 of £300 outstanding over 1 April to 30 June, 91 days.
		{"a quarter", "2026-04-01", "2026-06-30", []string{"EUR 31.38", "GBP 91.00"}},
		// 1 June to as_of, 30 June: 30 days of a year not yet over.
		{"a year running past as_of", "2026-06-01", "2026-12-31", []string{"EUR 10.34", "GBP 30.00"}},
		{"a period ending before it starts", "2026-07-01", "2026-12-31", []string{"EUR null", "GBP null"}},
	} {
		got := resolve(t, receivables(), reporting.Request{Keys: []string{"days_sales_outstanding"}, Today: "2026-06-30",
			Scope: reporting.Scope{Org: "o", From: tc.from, To: tc.to}})
		var have []string
		for _, v := range got {
			have = append(have, v.Currency+" "+show(v.Value, v.Unit))
		}
		if len(have) != len(tc.want) || have[0] != tc.want[0] || have[1] != tc.want[1] {
			t.Errorf("%s: %q, want %q", tc.name, have, tc.want)
		}
	}
}
