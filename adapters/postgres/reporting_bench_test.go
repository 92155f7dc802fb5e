package postgres_test

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
	"github.com/roadcase/roadcase/ports/porttest"
)

// The money benchmarks: an organization of 1,000 shows (porttest.RecordBulkDataset)
// with n generated money rows, four in five expenses and one in five income lines,
// spread over its ten projects, their shows and none, five categories, four
// statuses, a year of dates, and euros or pounds at a booked rate. Every size is
// its own organization in one database, seeded once per process.

// generateExpenses and generateIncome insert the money rows, expenses then income
// lines, in one statement each, so that seeding a million rows takes seconds.
const generateExpenses = `WITH p AS (SELECT id, (row_number() OVER (ORDER BY id) - 1) AS n FROM projects WHERE org_id = ?0),
s AS (SELECT id, project_id, (row_number() OVER (PARTITION BY project_id ORDER BY id) - 1) AS n FROM shows WHERE org_id = ?0)
INSERT INTO expenses (org_id, id, project_id, show_id, category, category_key, vendor, description, amount,
	currency, rate, incurred_on, status, reimbursable, created_at)
SELECT ?0, gen_random_uuid(), p.id, CASE WHEN g % 4 = 0 THEN NULL ELSE s.id END,
	(ARRAY['Travel','Catering','Production','Crew','Marketing'])[g % 5 + 1],
	(ARRAY['travel','catering','production','crew','marketing'])[g % 5 + 1],
	'Vendor ' || (g % 97), 'Generated', 1000 + (g::bigint * 7919) % 100000,
	CASE WHEN g % 3 = 0 THEN 'GBP' ELSE 'EUR' END, CASE WHEN g % 3 = 0 THEN 117320000 ELSE 100000000 END,
	DATE '2026-01-01' + (g % 365), (ARRAY['pending','approved','paid','rejected'])[g % 4 + 1], false, now()
FROM generate_series(?1::int, ?2::int) AS g JOIN p ON p.n = g % 10 JOIN s ON s.project_id = p.id AND s.n = g % 100`

const generateIncome = `WITH p AS (SELECT id, (row_number() OVER (ORDER BY id) - 1) AS n FROM projects WHERE org_id = ?0),
s AS (SELECT id, project_id, (row_number() OVER (PARTITION BY project_id ORDER BY id) - 1) AS n FROM shows WHERE org_id = ?0)
INSERT INTO income_lines (org_id, id, project_id, show_id, kind, description, amount, currency, rate, received_on, created_at)
SELECT ?0, gen_random_uuid(), p.id, CASE WHEN g % 5 = 0 THEN NULL ELSE s.id END,
	(ARRAY['ticketing','guarantee','merch','sponsorship','fee','other'])[g % 6 + 1], 'Generated',
	5000 + (g::bigint * 104729) % 500000, CASE WHEN g % 4 = 0 THEN 'GBP' ELSE 'EUR' END,
	CASE WHEN g % 4 = 0 THEN 117320000 ELSE 100000000 END, DATE '2026-01-01' + (g % 365), now()
FROM generate_series(?1::int, ?2::int) AS g JOIN p ON p.n = g % 10 JOIN s ON s.project_id = p.id AND s.n = g % 100`

// fullScan is the bare baseline: one aggregate reading every money row once.
const fullScan = `SELECT (SELECT count(*) + coalesce(sum(amount), 0) FROM expenses WHERE org_id = ?0) +
	(SELECT count(*) + coalesce(sum(amount), 0) FROM income_lines WHERE org_id = ?0)`

type moneyOrg struct {
	db  *sql.DB
	org kernel.ID
}

// seedMoney creates an organization with n generated money rows in db.
func seedMoney(b testing.TB, db *sql.DB, n int) moneyOrg {
	ctx := context.Background()
	org := identity.Organization{ID: kernel.NewID(), Slug: fmt.Sprintf("money-%d", n), Name: "Money",
		Currency: "EUR", TimeZone: "Europe/Berlin"}
	if err := sql.NewIdentityStore(db).CreateOrganization(ctx, org); err != nil {
		b.Fatal(err)
	}
	d, _ := porttest.RecordBulkDataset(org.ID, 1000)
	if err := sql.NewRecordStore(db).InsertDataset(ctx, org.ID, d, false); err != nil {
		b.Fatal(err)
	}
	for _, q := range []struct {
		stmt string
		rows int
	}{{generateExpenses, n * 4 / 5}, {generateIncome, n / 5}} {
		// In chunks, each well within the driver's read timeout.
		for lo := 1; lo <= q.rows; lo += 50_000 {
			if _, err := db.Bun().NewRaw(q.stmt, org.ID, lo, min(q.rows, lo+49_999)).Exec(ctx); err != nil {
				b.Fatal(err)
			}
		}
	}
	if _, err := db.Bun().ExecContext(ctx, "ANALYZE"); err != nil {
		b.Fatal(err)
	}
	return moneyOrg{db, org.ID}
}

func (m moneyOrg) service(b testing.TB) *reportingapp.Service {
	codec, err := kernel.NewCursorCodec(make([]byte, kernel.MinCursorKeyBytes))
	if err != nil {
		b.Fatal(err)
	}
	s, err := reportingapp.New(reportingapp.Deps{Facts: sql.NewFactStore(m.db), Records: sql.NewRecordStore(m.db),
		Clock: kernel.SystemClock{}, Cursors: codec})
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkReporting seeds one database with organizations of 10,000, 100,000
// and 1,000,000 money rows and, at each size, times the bare full scan and all
// the catalog's KPIs for the whole organization side by side; at a million rows
// it also times every report that reads facts (first page of a long one).
//
//	go test ./adapters/postgres -run '^$' -bench Reporting -count 5
func BenchmarkReporting(b *testing.B) {
	db := pgtest.Open(b)
	ctx := context.Background()
	var keys []string
	for _, k := range reporting.Default.KPIs() {
		keys = append(keys, k.Key)
	}
	var big moneyOrg
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		m := seedMoney(b, db, n)
		s := m.service(b)
		b.Run(fmt.Sprintf("rows=%d/FullScan", n), func(b *testing.B) {
			for b.Loop() {
				var total int64
				if err := db.Bun().NewRaw(fullScan, m.org).Scan(ctx, &total); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("rows=%d/AllKPIs", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := s.Values(ctx, m.org, reporting.ValuesQuery{Keys: keys}); err != nil {
					b.Fatal(err)
				}
			}
		})
		big = m
	}
	families := map[string]reporting.Family{"projects": reporting.FamilyProjects, "shows": reporting.FamilyShows,
		"money": reporting.FamilyMoney, "budget": reporting.FamilyBudget, "invoices": reporting.FamilyInvoices,
		"labour": reporting.FamilyLabour, "per_diems": reporting.FamilyPerDiems, "sections": reporting.FamilySections,
		"funnel": reporting.FamilyFunnel, "acks": reporting.FamilyAcks, "names": reporting.FamilyNames,
		"renders": reporting.FamilyRenders}
	store := sql.NewFactStore(db)
	for name, f := range families {
		b.Run("rows=1000000/Facts/"+name, func(b *testing.B) {
			for b.Loop() {
				if _, err := store.Facts(ctx, reporting.Scope{Org: big.org}, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	s := big.service(b)
	for _, r := range reporting.Default.Reports() {
		if r.Records || r.Recipients {
			continue
		}
		b.Run("rows=1000000/Report/"+r.Key, func(b *testing.B) {
			for b.Loop() {
				if _, err := s.RunReport(ctx, big.org, r.Key, reporting.ReportQuery{}, &kernel.PageRequest{Limit: 100}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// queryLog keeps the statements run through a bun.DB, for EXPLAIN.
type queryLog struct{ queries []string }

func (l *queryLog) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }
func (l *queryLog) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	l.queries = append(l.queries, e.Query)
}

// lineScan matches a plan node that reads the money lines themselves, a million
// rows here, instead of their money_days rollup.
var lineScan = regexp.MustCompile(`(?m)\bon (expenses|income_lines)\b`)

// TestExplainTheKPIQueries explains every statement that resolving all the KPIs
// runs at a million money rows and holds each plan to docs/reporting.md: no
// statement reads the expenses or income lines, and the money facts read their
// money_days rollup. With -v it prints the plans, EXPLAIN ANALYZE, for that page.
// It runs only with ROADCASE_EXPLAIN=1 (and PostgreSQL): it seeds for a while.
//
//	ROADCASE_EXPLAIN=1 go test ./adapters/postgres -run ExplainTheKPIQueries -v
func TestExplainTheKPIQueries(t *testing.T) {
	if os.Getenv("ROADCASE_EXPLAIN") != "1" {
		t.Skip("set ROADCASE_EXPLAIN=1 to explain the plans")
	}
	db := pgtest.Open(t)
	m := seedMoney(t, db, 1_000_000)
	var keys []string
	for _, k := range reporting.Default.KPIs() {
		keys = append(keys, k.Key)
	}
	log := &queryLog{}
	logged := moneyOrg{sql.New(db.Bun().WithQueryHook(log)), m.org}
	ctx := context.Background()
	if _, err := logged.service(t).Values(ctx, m.org, reporting.ValuesQuery{Keys: keys}); err != nil {
		t.Fatal(err)
	}
	if len(log.queries) == 0 {
		t.Fatal("resolving the KPIs ran no statement through Bun")
	}
	rollup := false
	for _, q := range slices.Clone(log.queries) {
		var plan []string
		if err := db.Bun().NewRaw("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) "+q).Scan(ctx, &plan); err != nil {
			t.Fatalf("%v\n%s", err, q)
		}
		text := strings.Join(plan, "\n")
		t.Logf("\n%s\n%s\n", q, text)
		if lineScan.MatchString(text) {
			t.Errorf("a KPI statement reads the money lines instead of money_days:\n%s\n%s", q, text)
		}
		rollup = rollup || strings.Contains(text, " on money_days ")
	}
	if !rollup {
		t.Error("no KPI statement reads money_days, the rollup of the money lines")
	}
}
