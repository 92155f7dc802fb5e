package records

import (
	"cmp"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// Amount returns the line's amount in minor units: Quantity × UnitPrice.
func (l InvoiceLine) Amount() int64 { return int64(l.Quantity) * l.UnitPrice }

// Subtotal returns the sum of the line amounts, before tax.
func (inv Invoice) Subtotal() int64 {
	var sum int64
	for _, l := range inv.Lines {
		sum += l.Amount()
	}
	return sum
}

// Tax returns TaxRate of the subtotal, rounded half away from zero to the minor
// unit once for the whole invoice (not per line).
func (inv Invoice) Tax() int64 { return inv.TaxRate.Of(inv.Subtotal()) }

// Total returns the subtotal plus tax: what the client is billed.
func (inv Invoice) Total() int64 { return inv.Subtotal() + inv.Tax() }

// Paid returns the sum of the payments received.
func (inv Invoice) Paid() int64 {
	var sum int64
	for _, p := range inv.Payments {
		sum += p.Amount
	}
	return sum
}

// Outstanding returns what the client still owes: Total − Paid, negative when the
// client overpaid. A void invoice owes nothing, so its outstanding amount is zero.
func (inv Invoice) Outstanding() int64 {
	if inv.Status == InvoiceVoid {
		return 0
	}
	return inv.Total() - inv.Paid()
}

// IsOverdue reports whether the invoice was sent, is due before today and still
// has an amount outstanding. Drafts and void invoices are never overdue.
func (inv Invoice) IsOverdue(today kernel.Date) bool {
	return inv.Status == InvoiceSent && inv.DueOn.Before(today) && inv.Outstanding() > 0
}

// PaidOn returns the date of the payment that settled the invoice in full, taking
// payments in date order, and false when the payments do not yet cover the total
// (or there are none).
func (inv Invoice) PaidOn() (kernel.Date, bool) {
	if len(inv.Payments) == 0 {
		return "", false
	}
	ps := slices.Clone(inv.Payments)
	slices.SortFunc(ps, comparePayments)
	total, paid := inv.Total(), int64(0)
	for _, p := range ps {
		paid += p.Amount
		if paid >= total {
			return p.ReceivedOn, true
		}
	}
	return "", false
}

func comparePayments(a, b Payment) int {
	return cmp.Or(cmp.Compare(a.ReceivedOn, b.ReceivedOn), cmp.Compare(a.ID, b.ID))
}
