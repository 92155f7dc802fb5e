package main

import (
	"context"
	stdsql "database/sql"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
)

// literal is a quoted value or a number in a statement, which EXPLAIN's
// grouping of statements by shape leaves out.
var literal = regexp.MustCompile(`'[^']*'|\b\d+\b`)

// secret is a session's key or data in a statement, left out of the page.
var secret = regexp.MustCompile(`'(?:[0-9a-f]{64}|\\x[0-9a-f]+)'`)

// TestExplainTheDashboardsQueries serves the project dashboard of the demo's
// busiest project over 2026, at budgetScale on PostgreSQL, keeps every
// statement it runs, and explains each (EXPLAIN ANALYZE, without costs and
// timings, which change from run to run; the session's save only EXPLAIN),
// statements of the same shape once, for docs/reporting.md. With ROADCASE_EXPLAIN_OUT set the plans are written
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
	var shapes []keptStatement
	for _, st := range texts {
		shape := literal.ReplaceAllString(strings.Join(strings.Fields(st.text), " "), "?")
		if seen[shape]++; seen[shape] == 1 {
			shapes = append(shapes, st)
		}
	}
	for i, st := range shapes {
		plan, err := explain(db.Bun().DB, st)
		if err != nil {
			t.Fatalf("%v\n%s", err, st.text)
		}
		text := st.text
		shape := literal.ReplaceAllString(strings.Join(strings.Fields(text), " "), "?")
		fmt.Fprintf(&out, "\n#### Statement %d (run %d times)\n\n```sql\n%s\n```\n\n```text\n%s\n```\n", i+1, seen[shape],
			secret.ReplaceAllString(strings.TrimSpace(text), "'…'"), secret.ReplaceAllString(plan, "'…'"))
	}
	t.Log(out.String())
	if file := os.Getenv("ROADCASE_EXPLAIN_OUT"); file != "" {
		if err := os.WriteFile(file, []byte(out.String()), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// explain runs EXPLAIN ANALYZE of a kept query, with its arguments, and
// returns the plan's lines; a write (the session's save) is explained without
// being run.
func explain(db *stdsql.DB, st keptStatement) (string, error) {
	how := "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) "
	if verb := strings.ToUpper(strings.Fields(st.text)[0]); verb != "SELECT" && verb != "WITH" {
		how = "EXPLAIN (COSTS OFF) "
	}
	rows, err := db.QueryContext(context.Background(), how+st.text, st.args...)
	if err != nil {
		return "", err
	}
	defer func() { _ = rows.Close() }()
	var lines []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return "", err
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n"), rows.Err()
}
