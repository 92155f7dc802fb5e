package records

import "github.com/roadcase/roadcase/core/kernel"

// MethodSettlement is the method of a payment that a show's settlement made on
// its deposit invoice: the deposit had not been received when the settlement was
// signed, so the settlement did not deduct it and the balance paid on the night
// included it. Such a payment is never a deposit received (ShowDeposits skips it).
const MethodSettlement = "settlement"

// CloseSettledDeposits records on d's deposit invoices what their shows'
// settlements collected: for each settlement, every sent deposit invoice of its
// show still outstanding on the settlement's local date (Settlement.SettledOn)
// gets a payment of that outstanding amount, tax included, dated that day, with
// MethodSettlement. The invoice is then paid, "settled at the show", and no report,
// KPI or document asks for it again. A settlement that deducted more deposits
// than were received (the deposits_not_received warning) collected none, so its
// show's invoices stay open for a person to resolve. The rule is idempotent: a
// closed invoice owes nothing on that day, so a second run adds nothing. Its
// payment's id is derived from the invoice's, so that the same records give the
// same ids.
func (d *Dataset) CloseSettledDeposits() {
	shows := make(map[kernel.ID]Show, len(d.Shows))
	for _, s := range d.Shows {
		shows[s.ID] = s
	}
	for _, st := range d.Settlements {
		s, ok := shows[st.ShowID]
		if !ok || st.Draft {
			continue
		}
		on := st.SettledOn(s.TimeZone)
		if st.DepositsPaid > ShowDeposits(s, d.Invoices, on).Paid {
			continue
		}
		for i := range d.Invoices {
			inv := &d.Invoices[i]
			if inv.ShowID != s.ID || inv.Kind != InvoiceDeposit || inv.Status != InvoiceSent {
				continue
			}
			if open := inv.Total() - inv.paidBy(on); open > 0 {
				inv.Payments = append(inv.Payments, Payment{ID: kernel.NameID(inv.OrgID, "invoice/"+string(inv.ID)+"/settled-at-show"),
					Amount: open, ReceivedOn: on, Method: MethodSettlement})
			}
		}
	}
}

// SettledAtShow returns the date a show's settlement closed the invoice (its
// MethodSettlement payment), and false when no settlement did.
func (inv Invoice) SettledAtShow() (kernel.Date, bool) {
	for _, p := range inv.Payments {
		if p.Method == MethodSettlement {
			return p.ReceivedOn, true
		}
	}
	return "", false
}

// paidBy returns the payments received on or before on.
func (inv Invoice) paidBy(on kernel.Date) int64 {
	var sum int64
	for _, p := range inv.Payments {
		if !on.Before(p.ReceivedOn) {
			sum += p.Amount
		}
	}
	return sum
}
