package reporting

import "github.com/roadcase/roadcase/core/kernel"

// AsOf returns the invoice as it stood at the end of day on: false when it was
// not issued yet, else with only the payments received on or before on (Paid,
// Payments and PaymentDays) and PaidOn only if it was paid in full by then. A
// zero on is today's standing: every payment.
func (f InvoiceFact) AsOf(on kernel.Date) (InvoiceFact, bool) {
	if on.IsZero() {
		return f, true
	}
	if on.Before(f.IssuedOn) {
		return f, false
	}
	var days []PaymentDay
	f.Paid, f.Payments = 0, 0
	for _, d := range f.PaymentDays {
		if on.Before(d.On) {
			continue
		}
		days = append(days, d)
		f.Paid += d.Amount
		f.Payments += d.Count
	}
	f.PaymentDays = days
	if f.PaidOn != nil && on.Before(*f.PaidOn) {
		f.PaidOn = nil
	}
	return f, true
}

// cutoff is the day a part's receivables are judged on: as_of (else today), or
// the scope's to when that comes first, so that a window's outstanding counts
// the payments received up to its end and none after. Zero when neither is set.
func (p *Part) cutoff() kernel.Date {
	on := p.Today
	if !p.Scope.To.IsZero() && (on.IsZero() || p.Scope.To.Before(on)) {
		on = p.Scope.To
	}
	return on
}
