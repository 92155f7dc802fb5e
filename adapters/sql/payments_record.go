package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// insertPayment records a payment from the processor on one of an
// organization's invoices (the SELECT finds no row for another's), unless the
// organization has a payment with its reference already: the NOT EXISTS finds
// one that came with imported records, the unique payments_processor_ref_idx
// one recorded by a concurrent call, which ON CONFLICT turns into no row. An
// empty reference matches nothing, so such a payment is always recorded. The
// casts make PostgreSQL type the selected parameters as the columns' types.
const insertPayment = `INSERT INTO payments (org_id, id, invoice_id, amount, received_on, method, processor_ref,
	from_processor)
SELECT v.org_id, CAST(? AS {id}), v.id, ?, CAST(? AS {date}), ?, ?, TRUE FROM invoices v
WHERE v.org_id = ? AND v.id = ? AND NOT EXISTS (SELECT 1 FROM payments p
	WHERE p.org_id = v.org_id AND p.processor_ref = ? AND p.processor_ref <> '')
ON CONFLICT (org_id, processor_ref) WHERE processor_ref <> '' AND from_processor DO NOTHING`

// AddInvoicePayment records p on one of org's invoices, once per processor
// reference: false, and nothing written, when org already has a payment with
// p.ProcessorRef on any invoice (a payment without a reference is always
// recorded). Concurrent calls with one reference record it once: the database
// enforces it. It gives org a new records revision (bumpRevision). KindNotFound
// if org has no such invoice; KindConflict if org has a payment with p's id.
func (s *PaymentStore) AddInvoicePayment(ctx context.Context, org, invoice kernel.ID, p records.Payment) (bool, error) {
	if !CanonicalID(org) || !CanonicalID(invoice) {
		return false, kernel.NotFound("invoice")
	}
	var added bool
	err := atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		if err := bumpRevision(ctx, db, org); err != nil {
			return err
		}
		res, err := db.ExecContext(ctx, ExpandTypes(DialectOf(db), insertPayment), p.ID, p.Amount, p.ReceivedOn,
			p.Method, p.ProcessorRef, org, invoice, p.ProcessorRef)
		if err != nil {
			return paymentErr(err, "a payment with this id is recorded already")
		}
		n, err := res.RowsAffected()
		if err != nil || n == 1 {
			added = n == 1
			return TranslateError(err)
		}
		ok, err := db.NewSelect().Table("invoices").Where("org_id = ?", org).Where("id = ?", invoice).Exists(ctx)
		if err != nil || !ok {
			return notFoundIfNot(err, "invoice")
		}
		return nil
	})
	return added, err
}

// FindPaymentByRef returns the payment of org's with the processor reference,
// and its invoice's id; of several (records imported with one reference twice)
// the earliest, then the one with the smallest id. KindNotFound if there is
// none.
func (s *PaymentStore) FindPaymentByRef(ctx context.Context, org kernel.ID, ref string) (kernel.ID, records.Payment, error) {
	if !CanonicalID(org) || ref == "" {
		return "", records.Payment{}, kernel.NotFound("payment")
	}
	var row paymentRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("org_id = ?", org).Where("processor_ref = ?", ref).
		OrderExpr("received_on, id").Limit(1).Scan(ctx)
	if err != nil {
		return "", records.Payment{}, notFoundAs(err, "payment")
	}
	return row.InvoiceID, records.Payment{ID: row.ID, Amount: row.Amount, ReceivedOn: row.ReceivedOn,
		Method: row.Method, ProcessorRef: row.ProcessorRef}, nil
}
