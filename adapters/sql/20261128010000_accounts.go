package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The accounts schema: what people sign in to the platform with. Credentials and
// tickets belong to a user and go with them; an invitation belongs to its
// organization and goes with it, and outlives the member who sent it (created_by
// is then cleared). A ticket stores the hash of its secret, never the secret. The
// sign-in failures are keyed by an account or an address as the caller builds the
// key, and belong to nobody. A session is keyed by the hash of its cookie; its data
// is the web adapter's encoding, stored as bytes ({bytes}, see advancingTypes).
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, advancingTypes(DialectOf(db), accountsSchema)...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db,
			"DROP TABLE sessions", "DROP TABLE sign_in_failures", "DROP TABLE tickets", "DROP TABLE credentials")
	})
}

var accountsSchema = []string{
	`CREATE TABLE credentials (
		user_id {id} NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
		password_hash TEXT NOT NULL,
		password_changed_at {time} NOT NULL,
		email_verified_at {time}
	)`,
	`CREATE TABLE tickets (
		id {id} NOT NULL PRIMARY KEY,
		purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'invitation')),
		hash TEXT NOT NULL UNIQUE,
		email TEXT NOT NULL,
		user_id {id} REFERENCES users (id) ON DELETE CASCADE,
		org_id {id} REFERENCES organizations (id) ON DELETE CASCADE,
		role TEXT NOT NULL,
		created_by {id} REFERENCES users (id) ON DELETE SET NULL,
		created_at {time} NOT NULL,
		expires_at {time} NOT NULL,
		used_at {time}
	)`,
	`CREATE INDEX tickets_org_purpose_idx ON tickets (org_id, purpose)`,
	`CREATE INDEX tickets_user_idx ON tickets (user_id)`,
	`CREATE INDEX tickets_created_by_idx ON tickets (created_by)`,
	`CREATE TABLE sign_in_failures (
		key TEXT NOT NULL,
		at {time} NOT NULL
	)`,
	`CREATE INDEX sign_in_failures_key_at_idx ON sign_in_failures (key, at)`,
	`CREATE INDEX sign_in_failures_at_idx ON sign_in_failures (at)`,
	`CREATE TABLE sessions (
		key TEXT NOT NULL PRIMARY KEY,
		data {bytes} NOT NULL,
		expiry {time} NOT NULL
	)`,
	`CREATE INDEX sessions_expiry_idx ON sessions (expiry)`,
}
