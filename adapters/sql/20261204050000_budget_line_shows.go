package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// A budget line may budget for one show of its project: budget_lines.show_id,
// null for a line of the whole project (every line before). PostgreSQL keeps
// it to a show of the organization with a foreign key, as expenses' show_id;
// SQLite cannot add a table constraint to an existing table, and there the
// records' rules (a show of the line's project) and a show's removal, refused
// while a budget line names it, keep it.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		stmts := []string{`ALTER TABLE budget_lines ADD COLUMN show_id {id}`}
		if DialectOf(db) != DialectSQLite {
			stmts = append(stmts, `ALTER TABLE budget_lines ADD CONSTRAINT budget_lines_show_fk
				FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)`)
		}
		return ExecSchema(ctx, db, append(stmts, `CREATE INDEX budget_lines_show_idx ON budget_lines (org_id, show_id)`)...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, `DROP INDEX budget_lines_show_idx`, `ALTER TABLE budget_lines DROP COLUMN show_id`)
	})
}
