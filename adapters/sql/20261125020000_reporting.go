package sql

import (
	"context"

	"github.com/uptrace/bun"
)

// The indexes of the fact statements (reporting_facts*.go) that the records'
// own indexes do not serve: income and invoices by the date a range filters them
// on, and a person's crew assignments on a project in the order the labour
// statement takes the earliest.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, reportingIndexes...)
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP INDEX crew_assignments_labour_idx", "DROP INDEX invoices_issued_idx",
			"DROP INDEX income_lines_received_idx")
	})
}

var reportingIndexes = []string{
	`CREATE INDEX income_lines_received_idx ON income_lines (org_id, received_on)`,
	`CREATE INDEX invoices_issued_idx ON invoices (org_id, issued_on)`,
	`CREATE INDEX crew_assignments_labour_idx ON crew_assignments (org_id, project_id, person_id, starts_on, id)`,
}
