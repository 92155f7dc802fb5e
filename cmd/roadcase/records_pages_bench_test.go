package main

import (
	nethttp "net/http"
	"strconv"
	"testing"
)

// budgetScale is the demo's scale the records pages' budgets are measured at
// (`roadcase seed demo --scale 100`): docs/operations.md, Records pages.
const budgetScale = 100

// sitePath is a page the budgets measure: its name in the benchmarks and the
// address it is read at.
type sitePath struct{ name, path string }

// budgetPages are the records pages read, at their largest in the demo.
func budgetPages(t pageTargets) []sitePath {
	project, venue, show := "/projects/"+string(t.project), "/venues/"+string(t.venue), "/shows/"+string(t.show)
	return []sitePath{
		{"projects", "/projects"},
		{"projects-deep", t.deepProjects},
		{"project", project},
		{"project-edit", project + "/edit"},
		{"venues", "/venues"},
		{"venue", venue},
		{"venue-edit", venue + "/edit"},
		{"people", "/people"},
		{"show", show},
		{"show-edit", show + "/edit"},
		{"organization", "/settings/organization"},
	}
}

// budgetSaves are the forms posted back with one field changed: the form
// page, the field, and where a save sends the browser.
func budgetSaves(t pageTargets) []struct{ name, form, field string } {
	return []struct{ name, form, field string }{
		{"project-save", "/projects/" + string(t.project) + "/edit", "notes"},
		{"show-save", "/shows/" + string(t.show) + "/edit", "notes"},
	}
}

// BenchmarkRecordsPages measures each records page's server time, in process
// through the pages' handler with a signed-in owner, over the demo at
// budgetScale on SQLite and PostgreSQL, and reports the statements each page
// runs (stmts/op). scripts/records-pages-budget.sh runs it and prints the
// medians:
//
//	ROADCASE_TEST_DATABASE_URL=… go test ./cmd/roadcase -run '^$' -bench BenchmarkRecordsPages -count 5
func BenchmarkRecordsPages(b *testing.B) {
	for _, backend := range siteBackends {
		b.Run(backend.name, func(b *testing.B) {
			s := newRecordsSite(b, backend.dsn(b), budgetScale)
			t := s.targets()
			for _, p := range budgetPages(t) {
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
			for _, f := range budgetSaves(t) {
				b.Run(f.name, func(b *testing.B) {
					var last sitePage
					n := 0
					for b.Loop() {
						b.StopTimer()
						form := formAt(b, s.mustGet(f.form).body, f.form)
						n++
						form.Set(f.field, "Budget change "+strconv.Itoa(n))
						b.StartTimer()
						last = s.post(f.form, form)
						if last.code != nethttp.StatusSeeOther {
							b.Fatalf("POST %s: status %d\n%.3000s", f.form, last.code, last.body)
						}
					}
					b.ReportMetric(float64(last.statements), "stmts/op")
				})
			}
		})
	}
}
