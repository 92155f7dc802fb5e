package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// Invoicing in the platform. invoice_sequences holds the last number each
// organization's sequence of a prefix ("INV-2026-") gave: issuing an invoice
// takes the next one by updating that row in its own transaction
// (RecordStore.NextInvoiceNumber), so concurrent issuers queue on the row and
// a rolled-back issue gives its number back. invoices.credits_id names the
// invoice a credit note credits. invoices_list_idx serves the invoice list,
// by number descending, byte by byte (the "C" collation on PostgreSQL, as
// SQLite's BINARY compares).
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		list := `CREATE INDEX invoices_list_idx ON invoices (org_id, number COLLATE "C", id)`
		if DialectOf(db) == DialectSQLite {
			list = `CREATE INDEX invoices_list_idx ON invoices (org_id, number, id)`
		}
		return ExecSchema(ctx, db,
			`CREATE TABLE invoice_sequences (
				org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
				prefix TEXT NOT NULL,
				last_number {int} NOT NULL,
				PRIMARY KEY (org_id, prefix)
			)`,
			`ALTER TABLE invoices ADD COLUMN credits_id {id}`,
			list)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP INDEX invoices_list_idx", "ALTER TABLE invoices DROP COLUMN credits_id",
			"DROP TABLE invoice_sequences")
	})
}
