package tabular_test

import (
	"slices"
	"strconv"
	"testing"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// Build tells Input.Progress how far it has read every ProgressEvery rows, so
// that the page of a large import shows rows checked while the check runs.
func TestBuildReportsItsProgressEveryFewThousandRows(t *testing.T) {
	ex := records.Dataset{Projects: []records.Project{project}, Venues: []records.Venue{{ID: id("progress-hall"),
		OrgID: org, Name: "Hall", City: "Berlin", Country: "DE", TimeZone: "Europe/Berlin", Capacity: 1000, CreatedAt: now}}}
	header := []string{"Date", "Venue"}
	tbl := tabular.Table{Sheet: "Routing", HeaderRow: 1, Header: header}
	for i := range 2*tabular.ProgressEvery + 500 {
		tbl.Rows = append(tbl.Rows, tabular.Row{Number: i + 2, Cells: []string{"2026-01-01", "Hall " + strconv.Itoa(i)}})
	}
	spec, _ := tabular.SpecOf(tabular.KindShows)
	var heard []int
	p := project
	tabular.Build(tabular.Input{Spec: spec, Table: tbl, Mapping: tabular.Guess(spec, header, nil), OrgID: org,
		Project: &p, Existing: ex, Locale: language.BritishEnglish, Now: now,
		Progress: func(rows int) { heard = append(heard, rows) }})
	if want := []int{tabular.ProgressEvery, 2 * tabular.ProgressEvery}; !slices.Equal(heard, want) {
		t.Fatalf("progress heard %v, want %v", heard, want)
	}
}
