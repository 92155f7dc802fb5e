package binding

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// invoiceFromInvoice binds an invoice record: its lines priced and totalled, tax on
// the subtotal, the payments received and the balance left to pay.
func invoiceFromInvoice(src Source) (map[string]any, error) {
	inv := invoiceFind(src.Data.Invoices, src.Ref.ID)
	if inv == nil {
		return nil, notFound("invoice", src.Ref.ID)
	}
	if src.OrgName == "" {
		return nil, kernel.Internal(errors.New("binding: the invoice's seller has no name"))
	}
	if inv.ClientName == "" {
		return nil, kernel.Invalid("invoice " + inv.Number + " has no client name to bill")
	}
	if len(inv.Lines) == 0 {
		return nil, kernel.Invalid("invoice " + inv.Number + " has no lines to bill")
	}
	cur := invoiceCurrency(src, inv)
	t := invoiceTotalsOf(inv)

	due := inv.DueOn
	if due.IsZero() {
		due = inv.IssuedOn
	}
	out := map[string]any{
		"seller":           sellerParty(src),
		"client":           clientParty(inv),
		"number":           inv.Number,
		"status":           invoiceStatus(inv, t, kernel.DateOf(src.Now, time.UTC)),
		"issued_on":        inv.IssuedOn.String(),
		"due_on":           due.String(),
		"lines":            invoiceLines(inv, cur),
		"subtotal":         Money(t.subtotal, cur),
		"tax_rate_percent": inv.TaxRate.Percent(),
		"tax":              Money(t.tax, cur),
		"tax_label":        records.TaxName(src.Data.Profile.Country),
		"total":            Money(t.total, cur),
		"amount_paid":      Money(t.paid, cur),
		"balance_due":      Money(t.balance, cur),
		"payment_instructions": fmt.Sprintf(
			"Please quote %s as the payment reference.", inv.Number),
	}
	if p := src.Project(inv.ProjectID); p != nil {
		proj := map[string]any{"name": p.Name}
		PutString(proj, "code", p.Code)
		out["project"] = proj
	}
	if s := src.Show(inv.ShowID); s != nil {
		if v := src.Venue(s.VenueID); v != nil {
			show := map[string]any{"date": s.Date.String(), "venue": v.Name}
			PutString(show, "city", v.City)
			out["show"] = show
		}
	}
	if pays := invoicePayments(inv, cur); len(pays) > 0 {
		out["payments"] = pays
	}
	switch days := inv.IssuedOn.DaysUntil(due); {
	case days > 0:
		out["payment_terms"] = fmt.Sprintf("Payment due within %d days of the invoice date.", days)
	case days == 0:
		out["payment_terms"] = "Due on receipt."
	}
	booked := records.Dataset{Projects: src.Data.Projects, Shows: src.Data.Shows, Settlements: src.Data.Settlements,
		Income: src.Data.Income}.BookedRates(inv.ProjectID)
	if v, ok := src.Data.Profile.NationalVAT(*inv, booked); ok {
		out["tax_national"] = map[string]any{"amount": Money(v.Amount, v.Currency),
			"rate": fmt.Sprintf("1 %s = %s %s", cur, v.Rate, v.Currency)}
	}
	PutString(out, "notes", inv.Notes)
	PutString(out, "payment_link", src.PayLink)
	putLegal(out, src.Data.Profile, inv)
	return out, nil
}

// invoiceFind returns the invoice with id in invs, or nil.
func invoiceFind(invs []records.Invoice, id kernel.ID) *records.Invoice {
	for i := range invs {
		if invs[i].ID == id {
			return &invs[i]
		}
	}
	return nil
}

// invoiceCurrency is the invoice's currency, falling back to its project's.
func invoiceCurrency(src Source, inv *records.Invoice) string {
	if inv.Currency != "" {
		return inv.Currency
	}
	if p := src.Project(inv.ProjectID); p != nil {
		return p.Currency
	}
	return ""
}

// invoiceTotals are an invoice's figures in minor units.
type invoiceTotals struct {
	subtotal, tax, total, paid, balance int64
}

// invoiceTotalsOf prices inv with the record's own figures; the balance due never
// goes below zero (an overpayment is not printed as a negative amount owed).
func invoiceTotalsOf(inv *records.Invoice) invoiceTotals {
	return invoiceTotals{
		subtotal: inv.Subtotal(),
		tax:      inv.Tax(),
		total:    inv.Total(),
		paid:     max(0, inv.Paid()), // refunds never exceed what was paid; never print below zero
		balance:  inv.BalanceDue(),
	}
}

// invoiceStatus derives the printed status: the stored draft and void win; otherwise
// paid (settled at the show when a settlement closed it, records.Dataset.CloseSettledDeposits),
// overdue or partly paid follow from the payments and the due date on today.
func invoiceStatus(inv *records.Invoice, t invoiceTotals, today kernel.Date) string {
	switch {
	case inv.Status == records.InvoiceVoid:
		return "void"
	case inv.Status == records.InvoiceDraft:
		return "draft"
	case t.balance == 0 && settledAtShow(inv):
		return "settled_at_show"
	case t.balance == 0:
		return "paid"
	case inv.IsOverdue(today):
		return "overdue"
	case t.paid > 0:
		return "partly_paid"
	}
	return "sent"
}

// invoiceLines prices each line in the order the invoice keeps them.
func invoiceLines(inv *records.Invoice, cur string) []any {
	out := make([]any, 0, len(inv.Lines))
	for _, l := range inv.Lines {
		out = append(out, map[string]any{
			"description": l.Description,
			"quantity":    int64(l.Quantity),
			"unit_price":  Money(l.UnitPrice, cur),
			"amount":      Money(l.Amount(), cur),
		})
	}
	return out
}

// invoicePayments lists the payments oldest first.
func invoicePayments(inv *records.Invoice, cur string) []any {
	pays := slices.Clone(inv.Payments)
	slices.SortFunc(pays, func(a, b records.Payment) int {
		return cmp.Or(cmp.Compare(a.ReceivedOn, b.ReceivedOn), cmp.Compare(a.ID, b.ID))
	})
	out := make([]any, 0, len(pays))
	for _, p := range pays {
		m := map[string]any{"received_on": p.ReceivedOn.String(), "amount": Money(p.Amount, cur)}
		method := Label(p.Method)
		if p.Method == records.MethodSettlement {
			method = "Settled at the show"
		}
		PutString(m, "method", method)
		PutString(m, "reference", p.ProcessorRef)
		out = append(out, m)
	}
	return out
}

// invoiceAddressLines splits a postal address into its printed lines, dropping
// blank ones and folding any beyond the eighth into the last.
func invoiceAddressLines(addr string) []any {
	var lines []string
	for l := range strings.SplitSeq(addr, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) > 8 {
		lines = append(lines[:7], strings.Join(lines[7:], ", "))
	}
	out := make([]any, len(lines))
	for i, l := range lines {
		out[i] = l
	}
	return out
}

// settledAtShow reports whether a show's settlement closed the invoice.
func settledAtShow(inv *records.Invoice) bool {
	_, ok := inv.SettledAtShow()
	return ok
}
