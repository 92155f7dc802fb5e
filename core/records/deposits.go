package records

import "github.com/roadcase/roadcase/core/kernel"

// Deposits is where a show's deposit stands: what its deal asks for, what was
// invoiced and what was actually received, as of a date.
type Deposits struct {
	Due      int64 // the deal's deposit
	Invoiced int64 // net of tax, on the show's deposit invoices that are not void
	Paid     int64 // received against those invoices, net of tax, up to Invoiced
}

// Unpaid returns the part of the deposit due that has not been received.
func (d Deposits) Unpaid() int64 { return max(0, d.Due-d.Paid) }

// ShowDeposits sums the deposits of show from invoices: its deposit invoices that
// are not void, and the payments received on or before asOf (every payment when
// asOf is empty). A payment on an invoice with tax counts pro rata net of tax, so
// that a deposit invoiced with VAT deducts the deposit, not the VAT. Only payments
// count: a deposit invoiced but unpaid is never deducted, and neither is what a
// settlement collected in its balance (MethodSettlement, see CloseSettledDeposits).
func ShowDeposits(show Show, invoices []Invoice, asOf kernel.Date) Deposits {
	d := Deposits{Due: show.Deal.Deposit}
	for _, inv := range invoices {
		if inv.ShowID != show.ID || inv.Kind != InvoiceDeposit || inv.Status == InvoiceVoid {
			continue
		}
		net, total := inv.Subtotal(), inv.Total()
		var paid int64
		for _, p := range inv.Payments {
			if p.Method != MethodSettlement && (asOf == "" || !asOf.Before(p.ReceivedOn)) {
				paid += p.Amount
			}
		}
		d.Invoiced += net
		if total > 0 {
			d.Paid += min(net, mulDiv(paid, net, total))
		}
	}
	return d
}

// mulDiv returns a × b ÷ c rounded half away from zero, for c > 0 and a, b of
// money magnitudes (the product stays far below the int64 limit at 10^13 × 10^4).
func mulDiv(a, b, c int64) int64 {
	p := a * b
	if p >= 0 {
		return (2*p + c) / (2 * c)
	}
	return -((-2*p + c) / (2 * c))
}
