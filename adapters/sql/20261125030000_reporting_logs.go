package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The reporting logs: snapshots, which never change once written, with one row
// per key they hold (the report's, or each KPI's) so that a list filtered by
// report or KPI reads one index range; and the render log the "documents
// generated" KPI counts. Both are the organization's and go with it.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, advancingTypes(DialectOf(db), reportingLogSchema)...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE render_log", "DROP TABLE snapshot_keys", "DROP TABLE snapshots")
	})
}

var reportingLogSchema = []string{
	`CREATE TABLE snapshots (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		kind TEXT NOT NULL CHECK (kind IN ('report', 'metrics')),
		keys {json} NOT NULL, query {json} NOT NULL,
		catalog TEXT NOT NULL, trigger TEXT NOT NULL, taken_at {time} NOT NULL,
		body {bytes} NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE INDEX snapshots_taken_idx ON snapshots (org_id, taken_at, id)`,
	`CREATE TABLE snapshot_keys (
		org_id {id} NOT NULL,
		snapshot_id {id} NOT NULL,
		kind TEXT NOT NULL, key TEXT NOT NULL, taken_at {time} NOT NULL,
		PRIMARY KEY (org_id, snapshot_id, key),
		FOREIGN KEY (org_id, snapshot_id) REFERENCES snapshots (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX snapshot_keys_key_idx ON snapshot_keys (org_id, kind, key, taken_at, snapshot_id)`,
	`CREATE TABLE render_log (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		doc_type TEXT NOT NULL, record_id {id}, token_id {id},
		bytes {int} NOT NULL, duration_us {int} NOT NULL, at {time} NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE INDEX render_log_at_idx ON render_log (org_id, at, doc_type)`,
}
