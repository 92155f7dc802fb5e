package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The indexes of the platform's lists of projects, venues and people
// (RecordStore.ListProjects, ListVenues, ListPeople): each holds a list's sort
// keys in its order, after org_id, so that a page anywhere in thousands of
// records is a range scan of the index from the cursor, never a sort of the
// organization's rows. On PostgreSQL the text keys are in the "C" collation,
// which compares byte by byte as the lists do (and as SQLite's BINARY does),
// and an undated project's key is -infinity, as the list's query writes it.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		indexes := recordListIndexesPostgres
		if DialectOf(db) == DialectSQLite {
			indexes = recordListIndexesSQLite
		}
		return ExecSchema(ctx, db, indexes...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP INDEX projects_list_idx", "DROP INDEX venues_list_idx", "DROP INDEX people_list_idx")
	})
}

// The list indexes of each dialect.
var (
	recordListIndexesPostgres = []string{
		`CREATE INDEX projects_list_idx ON projects (org_id, (COALESCE(starts_on, DATE '-infinity')), name COLLATE "C", id)`,
		`CREATE INDEX venues_list_idx ON venues (org_id, name COLLATE "C", id)`,
		`CREATE INDEX people_list_idx ON people (org_id, last_name COLLATE "C", first_name COLLATE "C", id)`,
	}
	recordListIndexesSQLite = []string{
		`CREATE INDEX projects_list_idx ON projects (org_id, COALESCE(starts_on, ''), name, id)`,
		`CREATE INDEX venues_list_idx ON venues (org_id, name, id)`,
		`CREATE INDEX people_list_idx ON people (org_id, last_name, first_name, id)`,
	}
)
