package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The online payments' schema: an organization's connected account at the
// payment processor, the checkout sessions opened for its invoices, and what
// makes a processor's payment recorded once.
//
// payment_accounts has one row per organization. processor_id is empty until the
// processor has created the account, so its uniqueness is a partial index:
// several organizations may be without one, no two may share one. The state
// kept from the processor's events is plain columns; requirements_due is a
// JSON array of the processor's names, in the order given (sorted by the core).
// state_at is NULL while no state has been kept.
//
// checkout_sessions belongs to its invoice (deleted with it); session_id, the
// processor's id, is unique across organizations as it is at the processor.
// FindOpenCheckout reads checkout_sessions_open_idx.
//
// A payment is recorded once per processor reference and organization. A
// unique index over every payment cannot say so: imported records may carry
// one reference on several payments (one bank transfer settling two invoices,
// the contract suite's fixture among them). So the payments the platform
// records from the processor's events are marked from_processor, and the
// unique index covers those only: of concurrent recordings of one reference
// one inserts and the others find the conflict (ON CONFLICT DO NOTHING), while
// the insert's own NOT EXISTS, served by payments_ref_idx, finds a reference
// that came with imported records. Records the RecordStore writes keep the
// column's default, false.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, paymentsSchema...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP INDEX payments_ref_idx", "DROP INDEX payments_processor_ref_idx",
			"ALTER TABLE payments DROP COLUMN from_processor", "DROP TABLE checkout_sessions",
			"DROP TABLE payment_accounts")
	})
}

var paymentsSchema = []string{
	`CREATE TABLE payment_accounts (
		org_id {id} NOT NULL PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
		processor_id TEXT NOT NULL DEFAULT '',
		details_submitted {bool} NOT NULL, charges_enabled {bool} NOT NULL, payouts_enabled {bool} NOT NULL,
		requirements_due {json} NOT NULL, disabled_reason TEXT NOT NULL, online_payments {bool} NOT NULL,
		state_at {time}, created_at {time} NOT NULL, updated_at {time} NOT NULL
	)`,
	`CREATE UNIQUE INDEX payment_accounts_processor_idx ON payment_accounts (processor_id) WHERE processor_id <> ''`,
	`CREATE TABLE checkout_sessions (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		invoice_id {id} NOT NULL,
		session_id TEXT NOT NULL UNIQUE,
		url TEXT NOT NULL, amount {int} NOT NULL, currency TEXT NOT NULL, application_fee {int} NOT NULL,
		created_at {time} NOT NULL, expires_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, invoice_id) REFERENCES invoices (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX checkout_sessions_open_idx ON checkout_sessions (org_id, invoice_id, expires_at)`,
	`ALTER TABLE payments ADD COLUMN from_processor {bool} NOT NULL DEFAULT FALSE`,
	`CREATE UNIQUE INDEX payments_processor_ref_idx ON payments (org_id, processor_ref)
		WHERE processor_ref <> '' AND from_processor`,
	`CREATE INDEX payments_ref_idx ON payments (org_id, processor_ref) WHERE processor_ref <> ''`,
}
