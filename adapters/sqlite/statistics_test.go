package sqlite_test

import (
	"context"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports/porttest"
)

// TestABulkInsertGivesThePlannerStatistics writes ten projects of a hundred shows
// in one InsertDataset and asks SQLite how it would read one project's rows:
// through the project's index, not by walking the organization's primary key
// (what it does without statistics, even unordered, so that a project's load
// grows with the organization).
func TestABulkInsertGivesThePlannerStatistics(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	ctx := context.Background()
	org := kernel.NameID(kernel.Namespace, "statistics")
	err := sql.NewIdentityStore(db).CreateOrganization(ctx, identity.Organization{ID: org, Slug: "statistics",
		Name: "Statistics", Currency: "EUR", TimeZone: "Europe/Berlin"})
	if err != nil {
		t.Fatal(err)
	}
	d, _ := porttest.RecordBulkDataset(org, 1000)
	if err := sql.NewRecordStore(db).InsertDataset(ctx, org, d, false); err != nil {
		t.Fatal(err)
	}
	for table, index := range map[string]string{
		"shows":            "shows_project_idx",
		"schedule_items":   "schedule_items_project_idx",
		"expenses":         "expenses_category_idx",
		"crew_assignments": "crew_assignments_",
	} {
		plan := queryPlan(t, db, "SELECT * FROM "+table+" WHERE org_id = ? AND project_id = ?",
			org, d.Projects[0].ID)
		if !strings.Contains(plan, index) {
			t.Errorf("%s of a project: %s, want a search of %s", table, plan, index)
		}
	}
}

// queryPlan returns the details of SQLite's plan for query, one line each.
func queryPlan(t *testing.T, db *sql.DB, query string, args ...any) string {
	t.Helper()
	var rows []struct {
		ID     int    `bun:"id"`
		Parent int    `bun:"parent"`
		Unused int    `bun:"notused"`
		Detail string `bun:"detail"`
	}
	if err := db.Bun().NewRaw("EXPLAIN QUERY PLAN "+query, args...).Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, r := range rows {
		lines = append(lines, r.Detail)
	}
	return strings.Join(lines, "; ")
}
