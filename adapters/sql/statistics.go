package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// optimizeSQLite is SQLite's upkeep of planner statistics: ANALYZE on every
// table that has never been analysed or has grown many times over since
// (0x10000: all tables, not only those this connection used), under the time
// limit SQLite sets for it, so it is cheap when nothing changed.
//
// Without statistics SQLite's planner cannot tell that (org_id, project_id)
// narrows a table far more than org_id alone: it walks the (org_id, id) primary
// key, the table itself, through every row of the organization instead of
// searching the project's index, so that a project's load grows with the
// organization rather than the project (see TestABulkInsertGivesThePlannerStatistics
// and docs/architecture.md, "Rendering from a record").
const optimizeSQLite = "PRAGMA optimize=0x10002"

// Optimize refreshes SQLite's planner statistics (see optimizeSQLite) on db, a
// database or a transaction; on PostgreSQL it does nothing, autovacuum keeps
// them (and InsertDataset analyses the tables it fills). Migrate runs it, and
// every InsertDataset.
func Optimize(ctx context.Context, db bun.IDB) error {
	if DialectOf(db) != DialectSQLite {
		return nil
	}
	_, err := db.ExecContext(ctx, optimizeSQLite)
	return TranslateError(err)
}
