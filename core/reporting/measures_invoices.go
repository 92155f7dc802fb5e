package reporting

import "github.com/roadcase/roadcase/core/records"

// sentInvoices is the part's invoices that were billed: sent ones, as they stood
// on the part's cutoff (InvoiceFact.AsOf: issued by then, with the payments
// received by then). Drafts are not billed yet and a void invoice owes nothing,
// as the invoice register's totals and the payments tracker count them.
func sentInvoices(p *Part, deposits bool) []InvoiceFact {
	on := p.cutoff()
	var out []InvoiceFact
	for _, f := range p.Invoices {
		if f.Status != records.InvoiceSent || deposits && f.Kind != records.InvoiceDeposit {
			continue
		}
		if then, ok := f.AsOf(on); ok {
			out = append(out, then)
		}
	}
	return out
}

// invoiceMeasure is a measure summing a per-invoice rule of records.Invoice over
// the sent invoices (the deposit ones only when deposits), in the part's currency.
func invoiceMeasure(key, description string, deposits bool, f func(records.Invoice) int64) Measure {
	return Measure{Key: key, Description: description, Unit: UnitMoney, Families: FamilyInvoices, Params: []string{"as_of"},
		Sum: func(p *Part) Num {
			return SumOf(sentInvoices(p, deposits), func(r InvoiceFact) int64 { return f(invoiceRecord(r)) })
		}}
}

func invoiceTotal(inv records.Invoice) int64       { return inv.Total() }
func invoicePaid(inv records.Invoice) int64        { return inv.Paid() }
func invoiceOutstanding(inv records.Invoice) int64 { return inv.Outstanding() }

// periodDays is the days of the period days sales outstanding is taken over, both
// ends included. A scope with dates is the period, since its invoices are those
// issued in it: it starts on the scope's from and ends on its to, or on as_of when
// that comes first (the days of the period so far). A scope without dates starts
// on the earliest issue date of the sent invoices and ends on as_of. Nil when there
// is no sent invoice or the period ends before it starts.
func periodDays(p *Part) Num {
	sent := sentInvoices(p, false)
	if len(sent) == 0 {
		return nil
	}
	first, last := sent[0].IssuedOn, p.Today
	for _, f := range sent[1:] {
		if f.IssuedOn.Before(first) {
			first = f.IssuedOn
		}
	}
	if !p.Scope.From.IsZero() {
		first = p.Scope.From
	}
	if !p.Scope.To.IsZero() && p.Scope.To.Before(last) {
		last = p.Scope.To
	}
	days := int64(first.DaysUntil(last)) + 1
	if days <= 0 {
		return nil
	}
	return Int(days)
}

// paidInFull is the sent invoices whose payments covered their total.
func paidInFull(p *Part) []InvoiceFact {
	return Where(sentInvoices(p, false), func(f InvoiceFact) bool { return f.PaidOn != nil })
}

// invoiceMeasures are what was billed, collected and still owed on the sent
// invoices, by the rules of records.Invoice, in each invoice's currency.
var invoiceMeasures = []Measure{
	invoiceMeasure("invoices.total", "Σ total (subtotal + tax) of the sent invoices.", false, invoiceTotal),
	invoiceMeasure("invoices.paid", "Σ payments received on the sent invoices.", false, invoicePaid),
	invoiceMeasure("invoices.outstanding", "Σ total − paid of the sent invoices (records.Invoice.Outstanding), overpayments negative.",
		false, invoiceOutstanding),
	invoiceMeasure("invoices.deposit_total", "Σ total of the sent deposit invoices.", true, invoiceTotal),
	invoiceMeasure("invoices.deposit_paid", "Σ payments received on the sent deposit invoices.", true, invoicePaid),
	invoiceMeasure("invoices.deposit_outstanding", "Σ outstanding of the sent deposit invoices.", true, invoiceOutstanding),
	{Key: "invoices.overdue", Description: "Σ outstanding of the sent invoices overdue on as_of or the scope's to, whichever is earlier (records.Invoice.IsOverdue); 0 when none is.",
		Unit: UnitMoney, Families: FamilyInvoices, Params: []string{"as_of"}, Sum: func(p *Part) Num {
			return SumOf(sentInvoices(p, false), func(f InvoiceFact) int64 {
				if inv := invoiceRecord(f); inv.IsOverdue(p.cutoff()) {
					return inv.Outstanding()
				}
				return 0
			})
		}},
	{Key: "invoices.period_days", Description: "Days of the period: from the scope's from (else the earliest issue date of the sent invoices) to the scope's to or as_of, whichever is earlier, both included.",
		Unit: UnitDays, Families: FamilyInvoices, Params: []string{"as_of"}, Sum: periodDays},
	{Key: "invoices.paid_in_full", Description: "Sent invoices whose payments covered the total.",
		Unit: UnitCount, Families: FamilyInvoices, Params: []string{"as_of"},
		Sum: func(p *Part) Num { return SumOf(paidInFull(p), func(InvoiceFact) int64 { return 1 }) }},
	{Key: "invoices.days_to_pay", Description: "Σ days from issue to the payment that covered the total, over the sent invoices paid in full.",
		Unit: UnitDays, Families: FamilyInvoices, Params: []string{"as_of"}, Sum: func(p *Part) Num {
			return SumOf(paidInFull(p), func(f InvoiceFact) int64 { return int64(f.IssuedOn.DaysUntil(*f.PaidOn)) })
		}},
}
