package sql

import (
	"cmp"
	"context"
	"slices"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// FindInvoice returns one of org's invoices with its lines and payments, the
// payments in date then id order. KindNotFound otherwise.
func (s *PaymentStore) FindInvoice(ctx context.Context, org, id kernel.ID) (records.Invoice, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return records.Invoice{}, kernel.NotFound("invoice")
	}
	invs, err := s.loadInvoices(ctx, org, id)
	if err != nil {
		return records.Invoice{}, err
	}
	if len(invs) == 0 {
		return records.Invoice{}, kernel.NotFound("invoice")
	}
	return invs[0], nil
}

// FindInvoices returns org's invoices with their lines and payments, the latest
// issued first, then by number (compared byte by byte, whatever the database's
// collation).
func (s *PaymentStore) FindInvoices(ctx context.Context, org kernel.ID) ([]records.Invoice, error) {
	if !CanonicalID(org) {
		return nil, nil
	}
	invs, err := s.loadInvoices(ctx, org, "")
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(invs, func(a, b records.Invoice) int {
		return cmp.Or(cmp.Compare(b.IssuedOn, a.IssuedOn), cmp.Compare(a.Number, b.Number), cmp.Compare(a.ID, b.ID))
	})
	return invs, nil
}

// loadInvoices reads org's invoices (only the one with id, unless id is zero)
// with their lines in position order and their payments in date then id
// order, and assembles them as LoadDataset does.
func (s *PaymentStore) loadInvoices(ctx context.Context, org, id kernel.ID) ([]records.Invoice, error) {
	db := s.db.IDB(ctx)
	r := &recordRows{}
	only := func(column string) func(q *bun.SelectQuery) *bun.SelectQuery {
		return func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.Where("org_id = ?", org)
			if !id.IsZero() {
				q = q.Where(column+" = ?", id)
			}
			return q
		}
	}
	for _, read := range []struct {
		model any
		where func(q *bun.SelectQuery) *bun.SelectQuery
		order string
	}{
		{&r.invoices, only("id"), "id"},
		{&r.lines, only("invoice_id"), "invoice_id, position"},
		{&r.payments, only("invoice_id"), "received_on, id"},
	} {
		if err := db.NewSelect().Model(read.model).Apply(read.where).OrderExpr(read.order).Scan(ctx); err != nil {
			return nil, TranslateError(err)
		}
	}
	var d records.Dataset
	r.assembleMoney(org, &d)
	return d.Invoices, nil
}
