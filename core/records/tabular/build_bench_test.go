package tabular_test

import (
	"fmt"
	"strconv"
	"testing"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// BenchmarkBuild reads a routing of 100,000 shows (500 venues, 200 dates)
// into new shows and checks them, as an import's check step does; it reports
// the time a row takes.
func BenchmarkBuild(b *testing.B) {
	const venues, days = 500, 200
	ex := records.Dataset{Projects: []records.Project{project}}
	for v := range venues {
		ex.Venues = append(ex.Venues, records.Venue{ID: id("bench-venue-" + strconv.Itoa(v)), OrgID: org,
			Name: "Hall " + strconv.Itoa(v), City: "Berlin", Country: "DE", TimeZone: "Europe/Berlin", Capacity: 1000, CreatedAt: now})
	}
	header := []string{"Date", "Venue", "City", "Capacity", "Guarantee", "Vs %", "Deal type", "Doors", "Curfew", "Currency"}
	tbl := tabular.Table{Sheet: "Routing", HeaderRow: 1, Header: header}
	start := kernel.Date("2026-01-01")
	for v := range venues {
		for d := range days {
			tbl.Rows = append(tbl.Rows, tabular.Row{Number: len(tbl.Rows) + 2, Cells: []string{
				string(start.AddDays(d)), "Hall " + strconv.Itoa(v), "Berlin", "900", fmt.Sprintf("%d,500.00", 1+d%9),
				"85", "versus", "19:00", "23:00", "EUR"}})
		}
	}
	spec, _ := tabular.SpecOf(tabular.KindShows)
	ids := make([]kernel.ID, len(tbl.Rows))
	for i := range ids {
		ids[i] = id("bench-show-" + strconv.Itoa(i))
	}
	p := project
	b.ResetTimer()
	for range b.N {
		n := 0
		plan := tabular.Build(tabular.Input{Spec: spec, Table: tbl, Mapping: tabular.Guess(spec, header, nil), OrgID: org,
			Project: &p, Existing: ex, Locale: language.BritishEnglish, Now: now,
			NewID: func() kernel.ID { n++; return ids[n-1] }})
		if len(plan.New.Shows) != len(tbl.Rows) || len(plan.Problems) != 0 {
			b.Fatalf("%d new shows of %d rows, problems %v", len(plan.New.Shows), len(tbl.Rows), problemsOf(plan)[:min(5, len(plan.Problems))])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(tbl.Rows)), "ns/row")
}
