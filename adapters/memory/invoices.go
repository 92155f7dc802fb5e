package memory

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var (
	_ ports.InvoiceSequence = (*RecordStore)(nil)
	_ ports.InvoiceLister   = (*RecordStore)(nil)
)

// NextInvoiceNumber takes the next number of org's sequence of prefix (see
// ports.InvoiceSequence). The sequences live in org's records, so a
// transaction that rolls back puts its number back with the rest.
func (s *RecordStore) NextInvoiceNumber(ctx context.Context, org kernel.ID, prefix string) (int64, error) {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[org]; !ok && !s.b.orgsElsewhere {
		return 0, kernel.NotFound("organization")
	}
	next := newOrgRecords()
	if o := st.org(org); o != nil {
		next = o.clone()
	}
	if next.sequences == nil {
		next.sequences = map[string]int64{}
	}
	last, started := next.sequences[prefix]
	if !started {
		for _, inv := range next.data.Invoices {
			if n, ok := sequenceNumber(inv.Number, prefix); ok && n > last {
				last = n
			}
		}
	}
	next.sequences[prefix] = last + 1
	next.revision = records.NewRevision()
	st.records[org] = next
	return last + 1, nil
}

// sequenceNumber returns the digits after prefix in number as a number, and
// false for a number of another form.
func sequenceNumber(number, prefix string) (int64, bool) {
	digits, ok := strings.CutPrefix(number, prefix)
	if !ok || digits == "" || len(digits) > 18 || strings.Trim(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	return n, err == nil
}

// ListInvoices returns a page of org's invoices by number descending, with
// their lines and payments (see ports.InvoiceLister).
func (s *RecordStore) ListInvoices(ctx context.Context, org kernel.ID, q records.InvoiceQuery) ([]records.Invoice, error) {
	q, err := q.Checked()
	if err != nil {
		return nil, err
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return nil, nil
	}
	page := keep(o.data.Invoices, func(inv records.Invoice) bool {
		return (q.Status == "" || inv.Status == q.Status) && (q.ProjectID.IsZero() || inv.ProjectID == q.ProjectID) &&
			(q.After == nil || inv.Number < q.After.Keys[0])
	})
	slices.SortFunc(page, func(a, b records.Invoice) int { return cmp.Compare(b.Number, a.Number) })
	if len(page) > q.Limit {
		page = page[:q.Limit]
	}
	if len(page) == 0 {
		return nil, nil
	}
	return records.Dataset{Invoices: page}.Clone().Invoices, nil
}
