package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// BenchmarkImportRows times issue 29's budget: a spreadsheet import of
// ROADCASE_IMPORT_ROWS guests (default 100,000; 1,000 per show) into a project,
// `roadcase import --kind guests FILE.xlsx`, beside `roadcase import FILE.json`
// of the same records in an export document, on SQLite and on PostgreSQL
// (skipped without ROADCASE_TEST_DATABASE_URL). Each run is one import of each
// into a database of its own, the project and its shows already there for the
// spreadsheet (the document brings them: 100 shows beside the guests); it
// reports the rows, each command's rows per second and their ratio
// (xlsx/json, budget ≥ 0.5). Run it with -benchtime 1x; scripts/import-rows-
// budget.sh takes the medians of three.
func BenchmarkImportRows(b *testing.B) {
	rows := 100_000
	if s := os.Getenv("ROADCASE_IMPORT_ROWS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			b.Fatalf("ROADCASE_IMPORT_ROWS=%q is not a number of rows", s)
		}
		rows = n
	}
	shows := max(1, min(100, rows/1000))
	bin, err := servetest.BuildIn(b.TempDir(), ".")
	if err != nil {
		b.Fatal(err)
	}
	base := writeDocument(b, "tour.json", exchange.Export(touring, tour(shows, 0)))
	full := writeDocument(b, "guests.json", exchange.Export(touring, tour(shows, rows)))
	sheet := writeXLSX(b, "guests.xlsx", guestRows(shows, rows))
	for _, backend := range []struct {
		name string
		dsn  func(testing.TB) string
	}{{"sqlite", func(tb testing.TB) string { return sqliteDSNOf(tb) }}, {"postgres", pgtest.DSN}} {
		b.Run(backend.name, func(b *testing.B) {
			var xlsx, json time.Duration
			for range b.N {
				db := backend.dsn(b)
				timed(b, bin, "import", "--db", db, "--org", "touring", "--owner-email", "tm@touring.example", base)
				xlsx += timed(b, bin, "import", "--db", db, "--org", "touring", "--kind", "guests", "--project", "SPR27", sheet)
				json += timed(b, bin, "import", "--db", backend.dsn(b), "--org", "touring", "--owner-email", "tm@touring.example", full)
			}
			xr := float64(rows*b.N) / xlsx.Seconds()
			jr := float64(rows*b.N) / json.Seconds()
			b.ReportMetric(float64(rows), "rows")
			b.ReportMetric(xr, "xlsx-rows/s")
			b.ReportMetric(jr, "json-rows/s")
			b.ReportMetric(xr/jr, "xlsx/json")
		})
	}
}

// timed runs the binary with args, with nothing of the test's environment
// but PATH and HOME, fails the benchmark if it fails, and returns how long it
// took.
func timed(b *testing.B, bin string, args ...string) time.Duration {
	b.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + b.TempDir()}
	var errs strings.Builder
	cmd.Stderr = &errs
	start := time.Now()
	out, err := cmd.Output()
	took := time.Since(start)
	if err != nil {
		b.Fatalf("roadcase %s: %v\n%s\n%.2000s", strings.Join(args, " "), err, errs.String(), out)
	}
	return took
}

// sqliteDSNOf is a fresh SQLite file in tb's temporary directory.
func sqliteDSNOf(tb testing.TB) string {
	return filepath.Join(tb.TempDir(), "roadcase.db")
}
