package binding

import (
	"cmp"
	"errors"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// receiptFromInvoice binds the payments received against an invoice: each payment,
// their total and what remains of the invoice total. The receipt is dated on the day
// it is generated; an invoice without payments gives an empty payment list and the
// whole total as the balance.
func receiptFromInvoice(src Source) (map[string]any, error) {
	var inv *records.Invoice
	for i := range src.Data.Invoices {
		if src.Data.Invoices[i].ID == src.Ref.ID {
			inv = &src.Data.Invoices[i]
		}
	}
	if inv == nil {
		return nil, notFound("invoice", src.Ref.ID)
	}
	if src.OrgName == "" {
		return nil, kernel.Internal(errors.New("binding: the receipt's issuer has no name"))
	}
	if inv.ClientName == "" {
		return nil, kernel.Invalid("invoice " + inv.Number + " has no client name")
	}
	cur := inv.Currency
	p := src.Project(inv.ProjectID)
	if cur == "" && p != nil {
		cur = p.Currency
	}

	pays := slices.Clone(inv.Payments)
	slices.SortFunc(pays, func(a, b records.Payment) int {
		return cmp.Or(cmp.Compare(a.ReceivedOn, b.ReceivedOn), cmp.Compare(a.ID, b.ID))
	})
	list := make([]any, 0, len(pays))
	for _, pay := range pays {
		m := map[string]any{"received_on": pay.ReceivedOn.String(), "amount": Money(pay.Amount, cur)}
		PutString(m, "method", Label(pay.Method))
		PutString(m, "reference", pay.ProcessorRef)
		list = append(list, m)
	}

	total, paid := inv.Total(), inv.Paid()
	invoice := map[string]any{
		"number":    inv.Number,
		"issued_on": inv.IssuedOn.String(),
		"total":     Money(total, cur),
	}
	PutString(invoice, "due_on", inv.DueOn.String())
	if p != nil {
		PutString(invoice, "project", p.Name)
	}
	return map[string]any{
		"seller":            sellerParty(src),
		"client":            clientParty(inv),
		"issued_on":         kernel.DateOf(src.Now, time.UTC).String(),
		"invoice":           invoice,
		"payments":          list,
		"total_received":    Money(max(0, paid), cur), // refunds never exceed what was paid; never print below zero
		"balance_remaining": Money(max(0, total-paid), cur),
		"paid_in_full":      paid >= total,
	}, nil
}
