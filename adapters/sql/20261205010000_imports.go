package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The spreadsheet imports (ports.ImportStore). imports holds one row per
// upload: what lists and pages filter and count on as columns (status, counts,
// progress, who and when), and the rest of tabular.Import (sheets, header,
// sample, mapping, problems, preview, what the person confirming chose) as one
// JSON document in body. The uploaded file is in import_files and what undoing
// a written import does in import_undo, apart, so that listing and polling an
// import never read them. import_mappings is what each organization's imports
// taught: a normalized header mapped to a field key, per kind.
//
// The JSON documents are TEXT, not jsonb: they are never queried inside the
// database, and a cell may hold a character jsonb refuses (U+0000). project_id
// has no foreign key: an import outlives a project removed after it. Every
// table goes with its organization, and the file and the undo with their
// import.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, advancingTypes(DialectOf(db), importsSchema)...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE import_mappings", "DROP TABLE import_undo",
			"DROP TABLE import_files", "DROP TABLE imports")
	})
}

var importsSchema = []string{
	`CREATE TABLE imports (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id},
		kind TEXT NOT NULL, status TEXT NOT NULL, version {int} NOT NULL,
		file_name TEXT NOT NULL, file_size {int} NOT NULL,
		file_format TEXT NOT NULL, file_encoding TEXT NOT NULL, file_delimiter TEXT NOT NULL,
		row_count {int} NOT NULL, checked {int} NOT NULL, written {int} NOT NULL,
		new_count {int} NOT NULL, updated_count {int} NOT NULL, same_count {int} NOT NULL,
		error_count {int} NOT NULL, warning_count {int} NOT NULL,
		created_by {id}, created_by_name TEXT NOT NULL,
		created_at {time} NOT NULL, updated_at {time} NOT NULL, written_at {time},
		body TEXT NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE INDEX imports_list_idx ON imports (org_id, created_at DESC, id DESC)`,
	`CREATE TABLE import_files (
		org_id {id} NOT NULL,
		import_id {id} NOT NULL,
		data {bytes} NOT NULL,
		PRIMARY KEY (org_id, import_id),
		FOREIGN KEY (org_id, import_id) REFERENCES imports (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE TABLE import_undo (
		org_id {id} NOT NULL,
		import_id {id} NOT NULL,
		body TEXT NOT NULL,
		PRIMARY KEY (org_id, import_id),
		FOREIGN KEY (org_id, import_id) REFERENCES imports (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE TABLE import_mappings (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		kind TEXT NOT NULL,
		header_norm TEXT NOT NULL,
		field TEXT NOT NULL,
		PRIMARY KEY (org_id, kind, header_norm)
	)`,
}
