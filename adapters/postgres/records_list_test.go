package postgres_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
)

// listScan matches the plan of a list statement that reads its index from the
// cursor (an Index Cond with the row comparison), or of the page's contacts
// read by their key.
var listScan = regexp.MustCompile(`Index (Only )?Scan using (projects|venues|people)_list_idx[^\n]*\n[^\n]*Index Cond: .*> ROW|` +
	`Index (Only )?Scan (using|on) venue_contacts_pkey`)

// TestExplainTheListQueries asks PostgreSQL, after ANALYZE, how it reads a page
// (EXPLAIN ANALYZE: with -v it prints the plans and their execution times)
// deep in each list of an organization of 5,000 venues, 5,000 people and 1,000
// projects (beside another as big): its list index from the cursor, in the
// index's order (no Sort, no Seq Scan), and the page's contacts by their key.
// A searched page is only logged: a substring cannot narrow the index, and
// with the organization holding most of the table, as here, PostgreSQL rightly
// prefers to read the table and sort the matches (SQLite keeps to the index).
func TestExplainTheListQueries(t *testing.T) {
	t.Parallel()
	db := pgtest.Open(t)
	statements := sqlbench.ListStatements(t, db)
	if len(statements) != 6 {
		t.Fatalf("%d statements for four pages, want 6 (one per page, and one for each page of venues' contacts)", len(statements))
	}
	if _, err := db.Bun().ExecContext(context.Background(), "ANALYZE venues, people, projects, venue_contacts"); err != nil {
		t.Fatal(err)
	}
	for _, q := range statements {
		var plan []string
		if err := db.Bun().NewRaw("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) "+q).Scan(context.Background(), &plan); err != nil {
			t.Fatalf("%v\n%s", err, q)
		}
		text := strings.Join(plan, "\n")
		t.Logf("%s\n%s", q, text)
		if strings.Contains(q, " LIKE ") {
			continue // a substring search cannot narrow a B-tree: the planner may read the rows and sort
		}
		if !listScan.MatchString(text) || strings.Contains(text, "Seq Scan") {
			t.Errorf("a list statement does not read its index:\n%s\n%s", text, q)
		}
		if !strings.Contains(q, `FROM "venue_contacts"`) && strings.Contains(text, "Sort") {
			t.Errorf("a list statement sorts instead of reading its index in order:\n%s\n%s", text, q)
		}
	}
}

// BenchmarkListVenues times a page of venues (sqlbench.ListVenues) in the demo
// organization at scale 100 with sqlbench.ListVenueCount more venues.
//
//	ROADCASE_REQUIRE_POSTGRES=1 go test ./adapters/postgres -run '^$' -bench ListVenues -benchtime 2s
func BenchmarkListVenues(b *testing.B) {
	db := pgtest.Open(b)
	org := sqlbench.SeedLists(b, db, 100)
	b.Run(fmt.Sprintf("scale=100,venues=%d", sqlbench.ListVenueCount), func(b *testing.B) { sqlbench.ListVenues(b, db, org) })
}
