package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.InvoiceLister = (*RecordStore)(nil)

// ListInvoices returns a page of org's invoices by number descending (see
// ports.InvoiceLister): one query on invoices_list_idx for the page, then its
// lines and payments in one query each.
func (s *RecordStore) ListInvoices(ctx context.Context, org kernel.ID, q records.InvoiceQuery) ([]records.Invoice, error) {
	q, err := q.Checked()
	if err != nil || !CanonicalID(org) {
		return nil, err
	}
	number := s.listing().text("number")
	r := &recordRows{}
	db := s.db.IDB(ctx)
	sel := db.NewSelect().Model(&r.invoices).Where("org_id = ?", org)
	if q.Status != "" {
		sel = sel.Where("status = ?", q.Status)
	}
	if !q.ProjectID.IsZero() {
		sel = sel.Where("project_id = ?", q.ProjectID)
	}
	if q.After != nil {
		// A number is unique in its organization: it alone places the cursor.
		sel = sel.Where(number+" < ?", q.After.Keys[0])
	}
	if err := sel.OrderExpr(number + " DESC").Limit(int64(q.Limit)).Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	if len(r.invoices) == 0 {
		return nil, nil
	}
	ids := make([]kernel.ID, len(r.invoices))
	for i, inv := range r.invoices {
		ids[i] = inv.ID
	}
	for _, read := range []struct {
		model any
		order string
	}{{&r.lines, "invoice_id, position"}, {&r.payments, "received_on, id"}} {
		err := db.NewSelect().Model(read.model).Where("org_id = ?", org).Where("invoice_id IN (?)", bun.List(ids)).
			OrderExpr(read.order).Scan(ctx)
		if err != nil {
			return nil, TranslateError(err)
		}
	}
	var d records.Dataset
	r.assembleMoney(org, &d)
	return d.Invoices, nil
}
