package reporting

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The payment statuses of a sent invoice as of a date. Drafts and void invoices
// have none: nothing is owed on them.
const (
	paymentPaid     = "paid"
	paymentOverdue  = "overdue"
	paymentPartPaid = "part-paid"
	paymentUnpaid   = "unpaid"
)

// paymentStatus says where a sent invoice's payments stand on asOf, in the
// report's words for records.Invoice.Standing (the one rule the invoice pages
// show): paid when nothing is outstanding (an overpaid invoice and an issued
// credit note included), overdue (even if partly paid: the chase matters
// more), part-paid, or unpaid; "" for a draft or void invoice.
func paymentStatus(inv records.Invoice, asOf kernel.Date) string {
	switch inv.Standing(asOf) {
	case records.StandingPaid, records.StandingOverpaid, records.StandingCredit:
		return paymentPaid
	case records.StandingOverdue:
		return paymentOverdue
	case records.StandingPartlyPaid:
		return paymentPartPaid
	case records.StandingOpen:
		return paymentUnpaid
	}
	return ""
}

// invoiceKey is an invoice's row position: by a date, then number.
func invoiceKey(on kernel.Date, f InvoiceFact) kernel.Cursor {
	return kernel.Cursor{Keys: []string{string(on), f.Number}, ID: f.Invoice}
}

// paymentsTrackerReport follows the money billed: every sent invoice with what
// was paid, what is left and whether it is late.
var paymentsTrackerReport = Report{
	Key: "payments_tracker", Title: "Payments tracker", Category: "finance", Long: true, Params: []string{"as_of"},
	Description: "A row per sent invoice, by due date: the client, total, paid, outstanding, the date it was paid " +
		"in full, and its status as of as_of (today by default): paid, overdue (due before as_of with money " +
		"outstanding, even if partly paid), part-paid or unpaid, with the days overdue. Drafts and void invoices " +
		"are left out; totals per currency.",
	Families: FamilyInvoices,
	Columns: []Column{
		idColumn("invoice_id", "Invoice ID"), textColumn("number", "Number"), textColumn("client", "Client"),
		dateColumn("issued_on", "Issued on"), dateColumn("due_on", "Due on"), textColumn("currency", "Currency"),
		moneyColumn("total", "Total"), moneyColumn("paid", "Paid"), moneyColumn("outstanding", "Outstanding"),
		dateColumn("paid_on", "Paid on"), numberColumn("days_overdue", "Days overdue", UnitCount),
		textColumn("status", "Status"),
	},
	Build: buildPaymentsTracker,
}

func buildPaymentsTracker(s *Sheet) Table {
	asOf := reportAsOf(s)
	var t Table
	totals := currencyTotals{}
	for _, f := range s.Facts.Invoices {
		inv := invoiceRecord(f)
		if inv.Status != records.InvoiceSent {
			continue
		}
		var paidOn, overdue any
		if f.PaidOn != nil {
			paidOn = string(*f.PaidOn)
		}
		status := paymentStatus(inv, asOf)
		if status == paymentOverdue {
			overdue = Int(int64(f.DueOn.DaysUntil(asOf)))
		}
		t.Add(Row{string(f.Invoice), f.Number, nullable(f.Client), string(f.IssuedOn), string(f.DueOn), f.Currency,
			Int(inv.Total()), Int(inv.Paid()), Int(inv.Outstanding()), paidOn, overdue, status},
			invoiceKey(f.DueOn, f))
		totals.add(f.Currency, inv.Total(), inv.Paid(), inv.Outstanding())
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		return append(append(Row(nullCells(5)), cur), append(intCells(sums...), nil, nil, nil)...)
	})
	return t
}

// invoiceRegisterReport lists every invoice of the scope as the books keep it.
var invoiceRegisterReport = Report{
	Key: "invoice_register", Title: "Invoice register", Category: "finance", Long: true, Params: []string{"as_of"},
	Description: "Every invoice of the scope, by issue date and number: kind, client, project, dates, its status " +
		"(draft, sent, void) and payment status as of as_of, subtotal, tax, total, paid and outstanding (nothing " +
		"on a void invoice). The totals per currency are over the sent invoices, the ones billed.",
	Families: FamilyProjects | FamilyInvoices,
	Columns: []Column{
		idColumn("invoice_id", "Invoice ID"), textColumn("number", "Number"), textColumn("kind", "Kind"),
		textColumn("client", "Client"), textColumn("project", "Project"), dateColumn("issued_on", "Issued on"),
		dateColumn("due_on", "Due on"), textColumn("status", "Status"), textColumn("payment_status", "Payment status"),
		textColumn("currency", "Currency"), moneyColumn("subtotal", "Subtotal"), moneyColumn("tax", "Tax"),
		moneyColumn("total", "Total"), moneyColumn("paid", "Paid"), moneyColumn("outstanding", "Outstanding"),
	},
	Build: buildInvoiceRegister,
}

func buildInvoiceRegister(s *Sheet) Table {
	asOf := reportAsOf(s)
	var t Table
	totals := currencyTotals{}
	for _, f := range s.Facts.Invoices {
		inv := invoiceRecord(f)
		values := []int64{inv.Subtotal(), inv.Tax(), inv.Total(), inv.Paid(), inv.Outstanding()}
		row := Row{string(f.Invoice), f.Number, string(f.Kind), nullable(f.Client), nullable(s.projectName(f.Project)),
			string(f.IssuedOn), string(f.DueOn), string(f.Status), nullable(paymentStatus(inv, asOf)), f.Currency}
		t.Add(append(row, intCells(values...)...), invoiceKey(f.IssuedOn, f))
		if f.Status == records.InvoiceSent {
			totals.add(f.Currency, values...)
		}
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		return append(append(Row(nullCells(9)), cur), intCells(sums...)...)
	})
	return t
}
