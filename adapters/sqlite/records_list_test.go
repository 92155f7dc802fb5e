package sqlite_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

// listIndex names the index a list statement must read: the list's own, or
// the contacts' primary key for the page's venues; a list's index is searched from
// the cursor, not only by organization.
var listIndex = regexp.MustCompile(`USING (COVERING )?INDEX (projects|venues|people)_list_idx \(org_id=\? AND |` +
	`SEARCH \S+ USING COVERING INDEX sqlite_autoindex_venue_contacts_1`)

// TestExplainTheListQueries asks SQLite how it reads a page deep in each list
// of an organization of 5,000 venues, 5,000 people and 1,000 projects (beside
// another as big): a search of the list's index from the cursor, in the
// index's order (no sort of the organization's rows), and the page's contacts
// by their key.
func TestExplainTheListQueries(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	statements := sqlbench.ListStatements(t, db)
	if len(statements) != 6 {
		t.Fatalf("%d statements for four pages, want 6 (one per page, and one for each page of venues' contacts)", len(statements))
	}
	for _, q := range statements {
		plan := queryPlan(t, db, q)
		t.Logf("%s\n  %s", q, plan)
		if !listIndex.MatchString(plan) {
			t.Errorf("a list statement does not search its index: %s\n%s", plan, q)
		}
		if strings.Contains(q, "FROM \"venue_contacts\"") {
			continue // the page's contacts, a few dozen rows, are sorted by role
		}
		if strings.Contains(plan, "TEMP B-TREE") {
			t.Errorf("a list statement sorts instead of reading its index in order: %s\n%s", plan, q)
		}
	}
}

// BenchmarkListVenues times a page of venues (sqlbench.ListVenues) in the demo
// organization at scale 100 with sqlbench.ListVenueCount more venues.
//
//	go test ./adapters/sqlite -run '^$' -bench ListVenues -benchtime 2s
func BenchmarkListVenues(b *testing.B) {
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			b.Error(err)
		}
	}()
	if err := db.Migrate(b.Context()); err != nil {
		b.Fatal(err)
	}
	org := sqlbench.SeedLists(b, db, 100)
	b.Run(fmt.Sprintf("scale=100,venues=%d", sqlbench.ListVenueCount), func(b *testing.B) { sqlbench.ListVenues(b, db, org) })
}
