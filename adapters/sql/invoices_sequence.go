package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.InvoiceSequence = (*RecordStore)(nil)

// nextInvoiceNumberSQL moves an organization's sequence of a prefix on by one.
const nextInvoiceNumberSQL = `UPDATE invoice_sequences SET last_number = last_number + 1
WHERE org_id = ? AND prefix = ? RETURNING last_number`

// startInvoiceSequenceSQL starts a sequence one above the highest number of the
// form prefix+digits the organization's invoices have; a concurrent start that
// got there first is moved on instead. The arguments are the organization, the
// prefix, the position of the digits (one past the prefix, from 1), the prefix
// again and its length.
var startInvoiceSequenceSQL = map[Dialect]string{
	DialectPostgres: `INSERT INTO invoice_sequences (org_id, prefix, last_number)
SELECT ?::uuid, ?, COALESCE(MAX(CAST(SUBSTR(number, ?) AS BIGINT)), 0) + 1 FROM invoices
WHERE org_id = ?::uuid AND SUBSTR(number, 1, ?) = ? AND SUBSTR(number, ?) ~ '^[0-9]{1,18}$'
ON CONFLICT (org_id, prefix) DO UPDATE SET last_number = invoice_sequences.last_number + 1
RETURNING last_number`,
	DialectSQLite: `INSERT INTO invoice_sequences (org_id, prefix, last_number)
SELECT ?, ?, COALESCE(MAX(CAST(SUBSTR(number, ?) AS INTEGER)), 0) + 1 FROM invoices
WHERE org_id = ? AND SUBSTR(number, 1, ?) = ? AND SUBSTR(number, ?) NOT GLOB '*[^0-9]*'
AND LENGTH(SUBSTR(number, ?)) BETWEEN 1 AND 18
ON CONFLICT (org_id, prefix) DO UPDATE SET last_number = invoice_sequences.last_number + 1
RETURNING last_number`,
}

// NextInvoiceNumber takes the next number of org's sequence of prefix in the
// transaction ctx carries (see ports.InvoiceSequence). It gives org a new
// records revision first, as every write of records does, so that on
// PostgreSQL it queues behind the organization's other writers in the same
// order they take their locks; the sequence's row then queues the issuers.
func (s *RecordStore) NextInvoiceNumber(ctx context.Context, org kernel.ID, prefix string) (int64, error) {
	if !CanonicalID(org) {
		return 0, kernel.NotFound("organization")
	}
	db := s.db.IDB(ctx)
	if err := bumpRevision(ctx, db, org); err != nil {
		return 0, err
	}
	var n int64
	err := db.QueryRowContext(ctx, nextInvoiceNumberSQL, org, prefix).Scan(&n)
	if err == nil {
		return n, nil
	}
	if err = TranslateError(err); !kernel.IsKind(err, kernel.KindNotFound) {
		return 0, err
	}
	from := len(prefix) + 1
	args := []any{org, prefix, from, org, len(prefix), prefix, from}
	if s.db.Dialect() == DialectSQLite {
		args = append(args, from)
	}
	err = db.QueryRowContext(ctx, startInvoiceSequenceSQL[s.db.Dialect()], args...).Scan(&n)
	return n, TranslateError(err)
}
