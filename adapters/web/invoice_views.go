package web

import (
	"cmp"
	"slices"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// The invoice pages' views: the records' figures formatted as the documents
// format money, with the status and payment methods in words. Every figure is
// the record's or the use case's own.

// invoiceRow is an invoice as the list and the heading of its page show it.
type invoiceRow struct {
	ID                kernel.ID
	Number, Client    string
	Issued, Due       dateView
	Status, StatusKey string
	Total, Balance    string
}

func newInvoiceRow(iv payments.InvoiceView, today kernel.Date) invoiceRow {
	inv := iv.Invoice
	label, key := invoiceStatus(iv, today)
	return invoiceRow{ID: inv.ID, Number: inv.Number, Client: inv.ClientName, Issued: newDate(&inv.IssuedOn),
		Due: newDate(&inv.DueOn), Status: label, StatusKey: key,
		Total: moneyfmt.Format(iv.Total, inv.Currency), Balance: moneyfmt.Format(iv.Balance, inv.Currency)}
}

// invoiceStatus says where an invoice stands, as the documents print it: the
// stored draft and void win; a sent invoice is paid when nothing is due,
// overdue past its due date, partly paid once something came in, else open.
func invoiceStatus(iv payments.InvoiceView, today kernel.Date) (label, key string) {
	inv := iv.Invoice
	switch {
	case inv.Status == records.InvoiceVoid:
		return "Void", "void"
	case inv.Status == records.InvoiceDraft:
		return "Draft", "draft"
	case iv.Balance == 0:
		return "Paid", "paid"
	case inv.IsOverdue(today):
		return "Overdue", "overdue"
	case iv.Paid > 0:
		return "Partly paid", "partly_paid"
	}
	return "Open", "open"
}

// invoicePage is the data of one invoice's page.
type invoicePage struct {
	invoiceRow
	Lines                []lineView
	Payments             []paymentView
	Subtotal, Tax, Paid  string
	PayLink              string // when it can be paid online now
	ClientEmail, Address string
	// Documents are the documents made from the invoice (docs_pages_*.go).
	Documents *docsBlock
}

type lineView struct {
	Description       string
	Quantity          int
	UnitPrice, Amount string
}

type paymentView struct {
	Received dateView
	Method   string
	Amount   string // negative for a refund or the funds a dispute withdrew
	Reversal bool
}

func newInvoicePage(iv payments.InvoiceView, today kernel.Date) invoicePage {
	inv, cur := iv.Invoice, iv.Invoice.Currency
	p := invoicePage{invoiceRow: newInvoiceRow(iv, today), Subtotal: moneyfmt.Format(inv.Subtotal(), cur),
		Tax: moneyfmt.Format(inv.Tax(), cur), Paid: moneyfmt.Format(iv.Paid, cur),
		ClientEmail: inv.ClientEmail, Address: inv.ClientAddress}
	if iv.Payable {
		p.PayLink = iv.PayLink
	}
	for _, l := range inv.Lines {
		p.Lines = append(p.Lines, lineView{Description: l.Description, Quantity: l.Quantity,
			UnitPrice: moneyfmt.Format(l.UnitPrice, cur), Amount: moneyfmt.Format(l.Amount(), cur)})
	}
	pays := slices.Clone(inv.Payments)
	slices.SortFunc(pays, func(a, b records.Payment) int {
		return cmp.Or(cmp.Compare(a.ReceivedOn, b.ReceivedOn), cmp.Compare(a.ID, b.ID))
	})
	for _, pay := range pays {
		p.Payments = append(p.Payments, paymentView{Received: newDate(&pay.ReceivedOn), Method: paymentMethod(pay.Method),
			Amount: moneyfmt.Format(pay.Amount, cur), Reversal: pay.IsReversal()})
	}
	return p
}

// paymentMethods say the records' payment methods in words.
var paymentMethods = map[string]string{
	records.MethodBankTransfer:         "Bank transfer",
	records.MethodCard:                 "Card",
	records.MethodCash:                 "Cash",
	records.MethodCheque:               "Cheque",
	records.MethodRefund:               "Refund",
	records.MethodDisputeWithdrawal:    "Dispute: funds withdrawn",
	records.MethodDisputeReinstatement: "Dispute won: funds returned",
	records.MethodSettlement:           "Settled at the show",
}

func paymentMethod(m string) string {
	if s, ok := paymentMethods[m]; ok {
		return s
	}
	return humanize(m)
}
