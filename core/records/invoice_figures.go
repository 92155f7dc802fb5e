package records

import (
	"cmp"
	"fmt"
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

// CheckPayment returns nil when p may be recorded on the invoice: an issued
// invoice that is not a credit note, an amount above zero, received on a valid
// date, and no more than the balance due unless overpayment says the client
// paid more on purpose (the surplus then shows as a negative outstanding).
// KindConflict for a draft, a void invoice or a credit note; KindInvalid with a
// pointer at the payment's field otherwise.
func (inv Invoice) CheckPayment(p Payment, overpayment bool) error {
	switch {
	case inv.Status != InvoiceSent:
		return kernel.Conflict("Payments are recorded on an issued invoice; this one is " + string(inv.Status) + ".").
			WithCode("not_payable")
	case inv.Kind == InvoiceCredit:
		return kernel.Conflict("A credit note is not paid: it takes money back from the invoice it credits.").
			WithCode("not_payable")
	case p.Amount <= 0:
		return kernel.InvalidField("/amount", CodeNegative, "a payment's amount is above zero")
	case !p.ReceivedOn.Valid():
		return kernel.InvalidField("/received_on", CodeInvalidDate, "the payment's date is a YYYY-MM-DD date")
	case p.Amount > inv.BalanceDue() && !overpayment:
		return kernel.InvalidField("/amount", CodeOverpayment, fmt.Sprintf(
			"the payment (%d) is more than the balance due (%d): record it as an overpayment if the client paid more",
			p.Amount, inv.BalanceDue()))
	}
	return nil
}

// CodeOverpayment is the code of a payment above the balance due that was not
// marked as an overpayment.
const CodeOverpayment = "overpayment"

// InvoiceStanding is where an invoice stands for its reader, derived from its
// status, its payments and the day: what the invoice pages show.
type InvoiceStanding string

// The standings, in the order an invoice usually goes through them.
const (
	StandingDraft      InvoiceStanding = "draft"
	StandingOpen       InvoiceStanding = "open"
	StandingPartlyPaid InvoiceStanding = "partly_paid"
	StandingOverdue    InvoiceStanding = "overdue"
	StandingPaid       InvoiceStanding = "paid"
	StandingOverpaid   InvoiceStanding = "overpaid"
	StandingCredit     InvoiceStanding = "credit"
	StandingVoid       InvoiceStanding = "void"
)

// Standing returns where the invoice stands on today: draft and void by their
// status; an issued credit note is a credit; an issued invoice is paid when the
// payments cover its total exactly, overpaid beyond it, overdue when something
// is outstanding after the due date, partly paid when something was paid, open
// otherwise.
func (inv Invoice) Standing(today kernel.Date) InvoiceStanding {
	switch out := inv.Outstanding(); {
	case inv.Status == InvoiceDraft:
		return StandingDraft
	case inv.Status == InvoiceVoid:
		return StandingVoid
	case inv.Kind == InvoiceCredit:
		return StandingCredit
	case out == 0:
		return StandingPaid
	case out < 0:
		return StandingOverpaid
	case inv.IsOverdue(today):
		return StandingOverdue
	case inv.Paid() > 0:
		return StandingPartlyPaid
	}
	return StandingOpen
}
