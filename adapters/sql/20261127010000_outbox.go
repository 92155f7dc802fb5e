package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The development outbox: the mail the outbox mailer "sent", listed newest first
// by `roadcase mail outbox`. It is the operator's log across organizations, and a
// verification mail has none, so org_id is optional and references nothing: the
// log keeps what was sent even after its organization is gone.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, outboxSchema...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE mail_outbox")
	})
}

var outboxSchema = []string{
	`CREATE TABLE mail_outbox (
		id {id} NOT NULL PRIMARY KEY,
		org_id {id},
		kind TEXT NOT NULL,
		from_addr {json} NOT NULL, to_addrs {json} NOT NULL,
		subject TEXT NOT NULL, text_body TEXT NOT NULL, html_body TEXT NOT NULL,
		created_at {time} NOT NULL
	)`,
	`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at, id)`,
}
