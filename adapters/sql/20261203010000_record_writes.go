package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The write path of records one at a time (ports.RecordWriter). record_versions
// holds the version of each record changed since it was written in bulk: a record
// without a row is at version 1 (or does not exist), and a removed record's row
// goes with it. record_activity is the organization's activity log, one row per
// write, with the fields the write changed as a JSON array of {field, from, to}.
// It has no foreign key to the records: a removed record keeps its log. Its three
// indexes serve the three reads of the log (by record, by project, by
// organization), each newest first. Both go with their organization.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, recordWritesSchema...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE record_activity", "DROP TABLE record_versions")
	})
}

var recordWritesSchema = []string{
	`CREATE TABLE record_versions (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		record_id {id} NOT NULL,
		kind TEXT NOT NULL,
		version {int} NOT NULL,
		PRIMARY KEY (org_id, record_id)
	)`,
	`CREATE TABLE record_activity (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		record_id {id} NOT NULL,
		kind TEXT NOT NULL,
		project_id {id},
		label TEXT NOT NULL, action TEXT NOT NULL, version {int} NOT NULL,
		actor_id {id}, actor_name TEXT NOT NULL, at {time} NOT NULL, fields {json} NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE INDEX record_activity_record_idx ON record_activity (org_id, record_id, at DESC, id DESC)`,
	`CREATE INDEX record_activity_project_idx ON record_activity (org_id, project_id, at DESC, id DESC)`,
	`CREATE INDEX record_activity_org_idx ON record_activity (org_id, at DESC, id DESC)`,
}
