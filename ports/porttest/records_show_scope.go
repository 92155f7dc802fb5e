package porttest

import (
	"context"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var recordShowScopeCases = []contractCase{
	{name: "a show filter returns what the show's documents read (records.Dataset.ShowScope)",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			extra := recordShowScopeEdges(north)
			recordMust(t, s.InsertDataset(ctx, north, extra, false))
			d.CrewAssignments = append(d.CrewAssignments, extra.CrewAssignments...)
			d.Schedule = append(d.Schedule, extra.Schedule...)
			d.Travel = append(d.Travel, extra.Travel...)
			d.Sort()
			for _, tc := range []struct {
				show    string
				records []string
			}{
				// Its records, the project's crew on its date, travel and untied
				// items in its window, the stay covering its date, and the people
				// all these refer to.
				{"show-1", []string{"project-tour", "show-1", "venue-1", "person-1", "person-2", "crew-1", "crew-2",
					"crew-early", "sched-1", "sched-2", "travel-1", "stay-1", "guest-1", "guest-2", "expense-1",
					"income-1", "invoice-1", "settlement-1"}},
				// No stay covers its date; no timesheet or budget line ever.
				{"show-2", []string{"project-tour", "show-2", "venue-2", "person-1", "person-2", "crew-1", "crew-2",
					"sched-untied", "travel-1"}},
				// The festival's schedule item tied to no show comes with it.
				{"show-fest", []string{"project-fest", "show-fest", "venue-1", "person-1", "person-3", "person-4",
					"crew-fest", "sched-fest", "travel-fest", "stay-fest", "guest-fest", "expense-fest", "income-fest",
					"invoice-fest", "settlement-fest"}},
			} {
				show := RecordID(north, tc.show)
				got := recordLoad(t, ctx, s, north, records.DatasetFilter{ShowID: show})
				recordWantDataset(t, tc.show, got, d.ShowScope(show))
				if ids, want := recordAllIDs(got), recordSorted(recordIDs(north, tc.records...)); !slices.Equal(ids, want) {
					t.Errorf("%s: loaded records %v, want %v", tc.show, ids, want)
				}
				both := records.DatasetFilter{ShowID: show, ProjectID: d.ShowScope(show).Shows[0].ProjectID}
				recordWantDataset(t, tc.show+" with its project", recordLoad(t, ctx, s, north, both), d.ShowScope(show))
			}
		}},
	{name: "a show filter naming an unknown or malformed show, a record of another kind, or another project's show is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			recordInsert(t, ctx, s, north)
			recordInsert(t, ctx, s, south)
			for what, f := range map[string]records.DatasetFilter{
				"unknown":                 {ShowID: RecordID(north, "show-missing")},
				"malformed":               {ShowID: "show-1"},
				"a project":               {ShowID: RecordID(north, "project-tour")},
				"another organization's":  {ShowID: RecordID(south, "show-1")},
				"of another project than": {ShowID: RecordID(north, "show-1"), ProjectID: RecordID(north, "project-fest")},
			} {
				_, err := s.LoadDataset(ctx, north, f)
				recordWantKind(t, what, err, kernel.KindNotFound)
			}
		}},
}

// recordShowScopeEdges returns records of north's tour on the edges of its
// shows' scopes (show-1 on 2 May, show-2 on 4 May): a crew assignment that ends
// on 3 May, an item tied to no show on 5 May (in show-2's window, which runs
// from 3 May to 6 May, not show-1's) and a flight on 7 May (in neither).
func recordShowScopeEdges(north kernel.ID) records.Dataset {
	b := recordBuilder{org: north}
	return records.Dataset{
		CrewAssignments: []records.CrewAssignment{
			b.crew("crew-early", "project-tour", "person-2", "Driver", "2026-05-01", "2026-05-03")},
		Schedule: []records.ScheduleItem{
			b.schedule("sched-untied", "project-tour", "", records.ScheduleTravel, b.at("2026-05-05", 23, 59), 30)},
		Travel: []records.TravelSegment{b.travel("travel-late", "project-tour", b.at("2026-05-07", 0, 0), "person-2")},
	}
}

// recordAllIDs returns the ids of every record of d, sorted.
func recordAllIDs(d records.Dataset) []kernel.ID {
	var out []kernel.ID
	for _, ids := range d.IDs() {
		out = append(out, ids...)
	}
	return recordSorted(out)
}

// recordSorted returns ids sorted.
func recordSorted(ids []kernel.ID) []kernel.ID {
	out := slices.Clone(ids)
	slices.Sort(out)
	return out
}
