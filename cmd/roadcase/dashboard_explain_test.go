package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/postgres"
)

// literal is a quoted value or a number in a statement, which EXPLAIN's
// grouping of statements by shape leaves out.
var literal = regexp.MustCompile(`'[^']*'|\b\d+\b`)

// TestExplainTheDashboardsQueries serves the project dashboard of the demo's
// busiest project over 2026, at budgetScale on PostgreSQL, keeps every
// statement it runs, and explains each (EXPLAIN ANALYZE, without costs and
// timings, which change from run to run), statements of the same shape once,
// for docs/reporting.md. With ROADCASE_EXPLAIN_OUT set the plans are written
// to that file as Markdown; with -v they are logged. It runs only with
// ROADCASE_EXPLAIN=1: it seeds the demo at scale 100 first.
//
//	ROADCASE_EXPLAIN=1 ROADCASE_TEST_DATABASE_URL=… go test ./cmd/roadcase -run ExplainTheDashboardsQueries -v
func TestExplainTheDashboardsQueries(t *testing.T) {
	if os.Getenv("ROADCASE_EXPLAIN") != "1" {
		t.Skip("set ROADCASE_EXPLAIN=1 to explain the plans")
	}
	dsn := pgtest.DSN(t)
	s := newRecordsSite(t, dsn, budgetScale)
	q := url.Values{"project_id": {string(s.targets().project)}, "from": {"2026-01-01"}, "to": {"2026-12-31"}}
	path := "/dashboard?" + q.Encode()
	s.mustGet(path) // a first read may prepare what the next reuse
	s.statements.whole.Store(true)
	page := s.mustGet(path)
	s.statements.whole.Store(false)
	texts := s.statements.texts
	if int64(len(texts)) != page.statements {
		t.Fatalf("kept %d statements of %d", len(texts), page.statements)
	}
	db, err := postgres.Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	var out strings.Builder
	fmt.Fprintf(&out, "%d statements for GET /dashboard?project_id=…&from=2026-01-01&to=2026-12-31; each shape once:\n", len(texts))
	seen := map[string]int{}
	var shapes []string
	for _, text := range texts {
		shape := literal.ReplaceAllString(strings.Join(strings.Fields(text), " "), "?")
		if seen[shape]++; seen[shape] == 1 {
			shapes = append(shapes, text)
		}
	}
	for i, text := range shapes {
		var plan []string
		ctx := context.Background()
		if err := db.Bun().NewRaw("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) "+text).Scan(ctx, &plan); err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		shape := literal.ReplaceAllString(strings.Join(strings.Fields(text), " "), "?")
		fmt.Fprintf(&out, "\n#### Statement %d (run %d times)\n\n```sql\n%s\n```\n\n```text\n%s\n```\n", i+1, seen[shape],
			strings.TrimSpace(text), strings.Join(plan, "\n"))
	}
	t.Log(out.String())
	if file := os.Getenv("ROADCASE_EXPLAIN_OUT"); file != "" {
		if err := os.WriteFile(file, []byte(out.String()), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}
