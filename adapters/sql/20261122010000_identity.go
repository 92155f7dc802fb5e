package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The identity schema: organizations, users, memberships and personal access tokens.
// Emails are stored lower-cased, so the unique index on email is case-insensitive.
// Token scopes are a comma-separated list; the secret is never stored, only its hash.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db,
			`CREATE TABLE organizations (
				id {id} PRIMARY KEY,
				slug TEXT NOT NULL UNIQUE,
				name TEXT NOT NULL,
				currency TEXT NOT NULL,
				time_zone TEXT NOT NULL,
				created_at {time} NOT NULL
			)`,
			`CREATE TABLE users (
				id {id} PRIMARY KEY,
				email TEXT NOT NULL UNIQUE,
				name TEXT NOT NULL,
				created_at {time} NOT NULL
			)`,
			`CREATE TABLE memberships (
				org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
				user_id {id} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
				role TEXT NOT NULL,
				created_at {time} NOT NULL,
				PRIMARY KEY (org_id, user_id)
			)`,
			`CREATE INDEX memberships_user_idx ON memberships (user_id)`,
			`CREATE TABLE tokens (
				id {id} PRIMARY KEY,
				org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
				user_id {id} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
				name TEXT NOT NULL,
				scopes TEXT NOT NULL,
				hash TEXT NOT NULL UNIQUE,
				hint TEXT NOT NULL,
				created_at {time} NOT NULL,
				expires_at {time} NOT NULL,
				revoked_at {time},
				last_used_at {time}
			)`,
			`CREATE INDEX tokens_org_user_idx ON tokens (org_id, user_id, created_at)`,
			`CREATE INDEX tokens_user_idx ON tokens (user_id)`,
		)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db,
			`DROP TABLE tokens`, `DROP TABLE memberships`, `DROP TABLE users`, `DROP TABLE organizations`)
	})
}
