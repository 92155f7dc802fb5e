package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The merge send's schema: a batch learns who sent it, its note and reply-to
// address, when its portal links expire and when it was cancelled; and the mail
// provider's event ids are claimed once each in webhook_events, so that a
// replayed or retried webhook is applied once.
//
// sent_by names a user without a foreign key: the batch is history and outlives
// the account, and SQLite cannot drop a column that a foreign key constrains (so
// the migration could not be rolled back). The open-batch index serves the
// reconciler's FindUndelivered, which reads only batches neither cancelled nor
// expired; its per-recipient test ("no sent, bounced or failed event") reads
// recipient_events_tally_idx. A recipient's token_hash stays UNIQUE as the
// advancing migration made it.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, mergeSendSchema...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE webhook_events", "DROP INDEX send_batches_open_idx",
			"ALTER TABLE send_batches DROP COLUMN cancelled_at", "ALTER TABLE send_batches DROP COLUMN expires_at",
			"ALTER TABLE send_batches DROP COLUMN reply_to", "ALTER TABLE send_batches DROP COLUMN note",
			"ALTER TABLE send_batches DROP COLUMN sent_by")
	})
}

var mergeSendSchema = []string{
	`ALTER TABLE send_batches ADD COLUMN sent_by {id}`,
	`ALTER TABLE send_batches ADD COLUMN note TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE send_batches ADD COLUMN reply_to TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE send_batches ADD COLUMN expires_at {time}`,
	`ALTER TABLE send_batches ADD COLUMN cancelled_at {time}`,
	`CREATE INDEX send_batches_open_idx ON send_batches (created_at, org_id, id) WHERE cancelled_at IS NULL`,
	`CREATE TABLE webhook_events (
		provider TEXT NOT NULL,
		event_id TEXT NOT NULL,
		claimed_at {time} NOT NULL,
		PRIMARY KEY (provider, event_id)
	)`,
	`CREATE INDEX webhook_events_claimed_idx ON webhook_events (claimed_at)`,
}
