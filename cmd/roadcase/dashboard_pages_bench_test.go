package main

import (
	nethttp "net/http"
	"net/url"
	"testing"
)

// BenchmarkDashboardPages measures the dashboard's and a report page's server
// time, in process through the pages' handler with a signed-in owner, over the
// demo at budgetScale on SQLite and PostgreSQL, for the demo's busiest project
// over the demo's year and for the whole organization, and reports the
// statements each runs (stmts/op). The budget is 150 ms for a project on
// PostgreSQL (docs/reporting.md, The dashboard's queries):
//
//	ROADCASE_TEST_DATABASE_URL=… go test ./cmd/roadcase -run '^$' -bench BenchmarkDashboardPages -count 5
func BenchmarkDashboardPages(b *testing.B) {
	for _, backend := range siteBackends {
		b.Run(backend.name, func(b *testing.B) {
			s := newRecordsSite(b, backend.dsn(b), budgetScale)
			project := string(s.targets().project)
			year := url.Values{"from": {"2026-01-01"}, "to": {"2026-12-31"}}
			withProject := url.Values{"project_id": {project}, "from": year["from"], "to": year["to"]}
			for _, p := range []sitePath{
				{"dashboard-project", "/dashboard?" + withProject.Encode()},
				{"dashboard-organization", "/dashboard?" + year.Encode()},
				{"report-tour-pnl-project", "/reports/tour_pnl?run=1&" + withProject.Encode()},
			} {
				b.Run(p.name, func(b *testing.B) {
					var last sitePage
					for b.Loop() {
						last = s.get(p.path)
					}
					if last.code != nethttp.StatusOK {
						b.Fatalf("GET %s: status %d", p.path, last.code)
					}
					b.ReportMetric(float64(last.statements), "stmts/op")
				})
			}
		})
	}
}
