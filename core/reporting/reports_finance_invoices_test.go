package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// billed is a tour's invoices as of 2026-06-15: Acme's paid one, one partly paid
// 46 days overdue and one unpaid 134 days overdue; Beta's two in euros not yet
// due; a draft and a void one; and its expenses still to pay.
func billed() reporting.Facts {
	inv := func(id, client, cur string, status records.InvoiceStatus, issued, due kernel.Date, subtotal int64,
		tax kernel.BasisPoints, paid int64) reporting.InvoiceFact {
		f := reporting.InvoiceFact{Invoice: kernel.ID(id), Project: "p1", Number: "INV-" + id[1:], Kind: records.InvoiceStandard,
			Status: status, Client: client, Currency: cur, IssuedOn: issued, DueOn: due, TaxRate: kernel.PPMFromBasisPoints(tax), Subtotal: subtotal, Paid: paid}
		if paid != 0 { // received on the issue day
			f.Payments, f.PaymentDays = 1, []reporting.PaymentDay{{On: issued, Amount: paid, Count: 1}}
		}
		return f
	}
	paidOn := kernel.Date("2026-05-20")
	paid := inv("i1", "Acme", "GBP", records.InvoiceSent, "2026-05-01", "2026-05-31", 100_000, 2000, 120_000)
	paid.PaidOn, paid.PaymentDays[0].On = &paidOn, paidOn
	expense := func(cur, month string, status records.ExpenseStatus, amount int64) reporting.MoneyFact {
		return reporting.MoneyFact{Project: "p1", Flow: reporting.FlowExpense, Category: "travel", Status: string(status),
			Month: month, Currency: cur, Amount: amount, Count: 1}
	}
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Invoices: []reporting.InvoiceFact{paid,
			inv("i2", "Acme", "GBP", records.InvoiceSent, "2026-04-01", "2026-04-30", 50_000, 0, 20_000),
			inv("i3", "Beta", "EUR", records.InvoiceSent, "2026-06-01", "2026-07-01", 80_000, 0, 10_000),
			inv("i4", "Beta", "EUR", records.InvoiceSent, "2026-06-10", "2026-06-20", 40_000, 0, 0),
			inv("i5", "Acme", "GBP", records.InvoiceDraft, "2026-06-12", "2026-07-12", 10_000, 0, 0),
			inv("i6", "Gamma", "GBP", records.InvoiceVoid, "2026-03-01", "2026-03-31", 5_000, 0, 0),
			inv("i7", "Acme", "GBP", records.InvoiceSent, "2026-01-01", "2026-02-01", 9_000, 0, 0),
		},
		Money: []reporting.MoneyFact{
			expense("GBP", "2026-05", records.ExpensePending, 70_000),
			expense("GBP", "2026-08", records.ExpenseApproved, 30_000),
			expense("GBP", "2026-07", records.ExpensePaid, 5_000),
			expense("GBP", "2026-07", records.ExpenseRejected, 1_000),
			expense("EUR", "2026-07", records.ExpenseApproved, 20_000),
			{Project: "p1", Flow: reporting.FlowIncome, Category: "fee", Month: "2026-07", Currency: "GBP", Amount: 9_999, Count: 1},
		},
	}
}

func TestInvoiceReportsJudgeDuesOnAsOf(t *testing.T) {
	runReportCases(t, []reportCase{
		{name: "the sent invoices by due date with their payment status", key: "payments_tracker", facts: billed(),
			today: "2026-06-15",
			rows: [][]string{
				{"i7", "INV-7", "Acme", "2026-01-01", "2026-02-01", "GBP", "9000", "0", "9000", "null", "134", "overdue"},
				{"i2", "INV-2", "Acme", "2026-04-01", "2026-04-30", "GBP", "50000", "20000", "30000", "null", "46", "overdue"},
				{"i1", "INV-1", "Acme", "2026-05-01", "2026-05-31", "GBP", "120000", "120000", "0", "2026-05-20", "null", "paid"},
				{"i4", "INV-4", "Beta", "2026-06-10", "2026-06-20", "EUR", "40000", "0", "40000", "null", "null", "unpaid"},
				{"i3", "INV-3", "Beta", "2026-06-01", "2026-07-01", "EUR", "80000", "10000", "70000", "null", "null", "part-paid"},
			},
			totals: [][]string{
				{"null", "null", "null", "null", "null", "EUR", "120000", "10000", "110000", "null", "null", "null"},
				{"null", "null", "null", "null", "null", "GBP", "179000", "140000", "39000", "null", "null", "null"},
			}},
		{name: "every invoice by issue date, totals over the sent ones", key: "invoice_register", facts: billed(),
			today: "2026-06-15",
			rows: [][]string{
				{"i7", "INV-7", "standard", "Acme", "Spring Tour", "2026-01-01", "2026-02-01", "sent", "overdue", "GBP", "9000", "0", "9000", "0", "9000"},
				{"i6", "INV-6", "standard", "Gamma", "Spring Tour", "2026-03-01", "2026-03-31", "void", "null", "GBP", "5000", "0", "5000", "0", "0"},
				{"i2", "INV-2", "standard", "Acme", "Spring Tour", "2026-04-01", "2026-04-30", "sent", "overdue", "GBP", "50000", "0", "50000", "20000", "30000"},
				{"i1", "INV-1", "standard", "Acme", "Spring Tour", "2026-05-01", "2026-05-31", "sent", "paid", "GBP", "100000", "20000", "120000", "120000", "0"},
				{"i3", "INV-3", "standard", "Beta", "Spring Tour", "2026-06-01", "2026-07-01", "sent", "part-paid", "EUR", "80000", "0", "80000", "10000", "70000"},
				{"i4", "INV-4", "standard", "Beta", "Spring Tour", "2026-06-10", "2026-06-20", "sent", "unpaid", "EUR", "40000", "0", "40000", "0", "40000"},
				{"i5", "INV-5", "standard", "Acme", "Spring Tour", "2026-06-12", "2026-07-12", "draft", "null", "GBP", "10000", "0", "10000", "0", "10000"},
			},
			totals: [][]string{
				{"null", "null", "null", "null", "null", "null", "null", "null", "null", "EUR", "120000", "0", "120000", "10000", "110000"},
				{"null", "null", "null", "null", "null", "null", "null", "null", "null", "GBP", "159000", "20000", "179000", "140000", "39000"},
			}},
		{name: "aging per client: not yet due is current, 46 days is 31–60, 134 is over 90",
			key: "receivables_aging", facts: billed(), today: "2026-06-15",
			rows: [][]string{
				{"Acme", "GBP", "0", "0", "30000", "0", "9000", "39000", "2"},
				{"Beta", "EUR", "110000", "0", "0", "0", "0", "110000", "2"},
			},
			totals: [][]string{
				{"null", "EUR", "110000", "0", "0", "0", "0", "110000", "2"},
				{"null", "GBP", "0", "0", "30000", "0", "9000", "39000", "2"},
			}},
		{name: "aging as of a later date moves the amounts along", key: "receivables_aging", facts: billed(),
			today: "2026-06-15", args: reporting.Args{"as_of": "2026-07-05"},
			rows: [][]string{
				{"Acme", "GBP", "0", "0", "0", "30000", "9000", "39000", "2"},
				{"Beta", "EUR", "0", "110000", "0", "0", "0", "110000", "2"},
			},
			totals: [][]string{
				{"null", "EUR", "0", "110000", "0", "0", "0", "110000", "2"},
				{"null", "GBP", "0", "0", "0", "30000", "9000", "39000", "2"},
			}},
		{name: "money in by due month and out by month incurred, the late in the first month",
			key: "cash_flow_forecast", facts: billed(), today: "2026-06-15",
			rows: [][]string{
				{"2026-06", "EUR", "40000", "0", "40000", "40000"},
				{"2026-06", "GBP", "39000", "70000", "-31000", "-31000"},
				{"2026-07", "EUR", "70000", "20000", "50000", "90000"},
				{"2026-07", "GBP", "0", "0", "0", "-31000"},
				{"2026-08", "GBP", "0", "30000", "-30000", "-61000"},
			},
			totals: [][]string{
				{"null", "EUR", "110000", "20000", "90000", "null"},
				{"null", "GBP", "39000", "100000", "-61000", "null"},
			}},
	})
}
