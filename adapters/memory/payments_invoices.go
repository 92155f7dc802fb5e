package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// FindInvoice returns one of org's invoices with its lines and payments, the
// payments in date then id order. KindNotFound otherwise.
func (s *PaymentStore) FindInvoice(ctx context.Context, org, id kernel.ID) (records.Invoice, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if !o.has(records.KindInvoice, id) {
		return records.Invoice{}, kernel.NotFound("invoice")
	}
	return sortedInvoices(o.data.Invoices[o.invoiceIndex(id)])[0], nil
}

// FindInvoices returns org's invoices with their lines and payments, the latest
// issued first, then by number.
func (s *PaymentStore) FindInvoices(ctx context.Context, org kernel.ID) ([]records.Invoice, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	out := sortedInvoices(o.data.Invoices...)
	slices.SortStableFunc(out, func(a, b records.Invoice) int {
		return cmp.Or(cmp.Compare(b.IssuedOn, a.IssuedOn), cmp.Compare(a.Number, b.Number), cmp.Compare(a.ID, b.ID))
	})
	return out, nil
}

// AddInvoicePayment records p on one of org's invoices, once per processor
// reference: false, and nothing written, when org already has a payment with
// p.ProcessorRef on any invoice (a payment without a reference is always
// recorded). KindNotFound if org has no such invoice; KindConflict if org has
// a payment with p's id.
func (s *PaymentStore) AddInvoicePayment(ctx context.Context, org, invoice kernel.ID, p records.Payment) (bool, error) {
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.org(org)
	if !o.has(records.KindInvoice, invoice) {
		return false, kernel.NotFound("invoice")
	}
	if _, _, ok := o.paymentByRef(p.ProcessorRef); ok {
		return false, nil
	}
	if o.children[childPayment][p.ID] {
		return false, errExists("a payment with this id")
	}
	inv := &o.data.Invoices[o.invoiceIndex(invoice)]
	inv.Payments = append(slices.Clip(inv.Payments), p)
	o.children[childPayment][p.ID] = true
	o.revision = records.NewRevision()
	return true, nil
}

// FindPaymentByRef returns the payment of org's with the processor reference,
// and its invoice's id; of several (records imported with one reference twice)
// the earliest, then the one with the smallest id. KindNotFound if there is
// none.
func (s *PaymentStore) FindPaymentByRef(ctx context.Context, org kernel.ID, ref string) (kernel.ID, records.Payment, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if id, p, ok := st.org(org).paymentByRef(ref); ok {
		return id, p, nil
	}
	return "", records.Payment{}, kernel.NotFound("payment")
}

// paymentByRef returns the payment with a non-empty reference that
// FindPaymentByRef describes, and its invoice's id.
func (o *orgRecords) paymentByRef(ref string) (kernel.ID, records.Payment, bool) {
	var invoice kernel.ID
	var found records.Payment
	if o == nil || ref == "" {
		return "", found, false
	}
	for _, inv := range o.data.Invoices {
		for _, p := range inv.Payments {
			if p.ProcessorRef == ref && (invoice == "" || cmp.Or(cmp.Compare(p.ReceivedOn, found.ReceivedOn),
				cmp.Compare(p.ID, found.ID)) < 0) {
				invoice, found = inv.ID, p
			}
		}
	}
	return invoice, found, invoice != ""
}

// invoiceIndex returns the index of o's invoice with id, which o has.
func (o *orgRecords) invoiceIndex(id kernel.ID) int {
	return slices.IndexFunc(o.data.Invoices, func(inv records.Invoice) bool { return inv.ID == id })
}

// sortedInvoices returns copies of invs, payments in the order of
// records.Dataset.Sort, lines as they were written.
func sortedInvoices(invs ...records.Invoice) []records.Invoice {
	d := records.Dataset{Invoices: invs}.Clone()
	d.Sort()
	return d.Invoices
}
