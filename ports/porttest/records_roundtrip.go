package porttest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var recordRoundTripCases = []contractCase{
	{name: "a dataset comes back exactly as it was inserted",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			want := recordInsert(t, ctx, s, north)
			recordWantDataset(t, "loaded", recordLoad(t, ctx, s, north, records.DatasetFilter{}), want)
		}},
	{name: "records inserted in any order come back in stable order, authored children in their own",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			want := RecordDataset(north)
			recordMust(t, s.InsertDataset(ctx, north, recordReversed(want), false))
			first := recordLoad(t, ctx, s, north, records.DatasetFilter{})
			recordWantDataset(t, "loaded", first, want)
			recordWantDataset(t, "loaded again", recordLoad(t, ctx, s, north, records.DatasetFilter{}), first)
		}},
	{name: "instants come back in UTC at microsecond precision",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			zone := time.FixedZone("UTC-5", -5*3600)
			doors := time.Date(2026, 5, 2, 12, 30, 0, 123456789, zone)
			d.Shows[0].DoorsAt = &doors
			d.Settlements[0].SettledAt = time.Date(2026, 5, 2, 17, 30, 0, 999999999, zone)
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			got := recordLoad(t, ctx, s, north, records.DatasetFilter{})
			shown := slices.IndexFunc(got.Shows, func(s records.Show) bool { return s.ID == d.Shows[0].ID })
			settled := slices.IndexFunc(got.Settlements, func(s records.Settlement) bool { return s.ID == d.Settlements[0].ID })
			if shown < 0 || settled < 0 {
				t.Fatalf("loaded %d shows and %d settlements, not the changed ones", len(got.Shows), len(got.Settlements))
			}
			for what, pair := range map[string][2]time.Time{
				"doors":      {*got.Shows[shown].DoorsAt, time.Date(2026, 5, 2, 17, 30, 0, 123456000, time.UTC)},
				"settlement": {got.Settlements[settled].SettledAt, time.Date(2026, 5, 2, 22, 30, 0, 999999000, time.UTC)},
			} {
				if !pair[0].Equal(pair[1]) || pair[0].Location() != time.UTC {
					t.Errorf("%s = %v, want %v", what, pair[0], pair[1])
				}
			}
		}},
	{name: "an organization without records loads an empty dataset",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			recordInsert(t, ctx, s, south)
			recordWantDataset(t, "loaded", recordLoad(t, ctx, s, north, records.DatasetFilter{}), records.Dataset{})
		}},
}

var recordFilterCases = []contractCase{
	{name: "a project filter returns the project, its records and the venues and people they refer to",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			for _, tc := range []struct {
				project        string
				venues, people []string
			}{
				{"project-fest", []string{"venue-1"}, []string{"person-1", "person-3", "person-4"}},
				{"project-tour", []string{"venue-1", "venue-2"}, []string{"person-1", "person-2"}},
			} {
				f := records.DatasetFilter{ProjectID: RecordID(north, tc.project)}
				want := recordProjectSubset(d, f.ProjectID, recordIDs(north, tc.venues...), recordIDs(north, tc.people...))
				recordWantDataset(t, tc.project, recordLoad(t, ctx, s, north, f), want)
			}
		}},
	{name: "a filter naming an unknown or malformed project is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			for what, id := range map[string]string{
				"unknown":   string(RecordID(north, "project-missing")),
				"malformed": "project-tour",
				"a show":    string(d.Shows[0].ID),
			} {
				_, err := s.LoadDataset(ctx, north, records.DatasetFilter{ProjectID: kernel.ID(id)})
				recordWantKind(t, what, err, kernel.KindNotFound)
			}
		}},
}

// recordProjectSubset returns what a project filter must load from d: the project,
// its records (show-scoped ones through its shows), the listed venues and people,
// and the organization's legal profile (a project's invoices need the seller).
func recordProjectSubset(d records.Dataset, project kernel.ID, venues, people []kernel.ID) records.Dataset {
	shows := map[kernel.ID]bool{}
	for _, s := range d.Shows {
		if s.ProjectID == project {
			shows[s.ID] = true
		}
	}
	byProject := func(id kernel.ID) bool { return id == project }
	return records.Dataset{
		Profile:         d.Profile,
		Venues:          recordKeep(d.Venues, func(v records.Venue) bool { return slices.Contains(venues, v.ID) }),
		People:          recordKeep(d.People, func(p records.Person) bool { return slices.Contains(people, p.ID) }),
		Projects:        recordKeep(d.Projects, func(p records.Project) bool { return byProject(p.ID) }),
		Shows:           recordKeep(d.Shows, func(r records.Show) bool { return byProject(r.ProjectID) }),
		CrewAssignments: recordKeep(d.CrewAssignments, func(r records.CrewAssignment) bool { return byProject(r.ProjectID) }),
		Timesheets:      recordKeep(d.Timesheets, func(r records.TimesheetEntry) bool { return byProject(r.ProjectID) }),
		Schedule:        recordKeep(d.Schedule, func(r records.ScheduleItem) bool { return byProject(r.ProjectID) }),
		Travel:          recordKeep(d.Travel, func(r records.TravelSegment) bool { return byProject(r.ProjectID) }),
		Accommodations:  recordKeep(d.Accommodations, func(r records.Accommodation) bool { return byProject(r.ProjectID) }),
		GuestList:       recordKeep(d.GuestList, func(r records.GuestListEntry) bool { return shows[r.ShowID] }),
		BudgetLines:     recordKeep(d.BudgetLines, func(r records.BudgetLine) bool { return byProject(r.ProjectID) }),
		Expenses:        recordKeep(d.Expenses, func(r records.Expense) bool { return byProject(r.ProjectID) }),
		Income:          recordKeep(d.Income, func(r records.IncomeLine) bool { return byProject(r.ProjectID) }),
		Invoices:        recordKeep(d.Invoices, func(r records.Invoice) bool { return byProject(r.ProjectID) }),
		Settlements:     recordKeep(d.Settlements, func(r records.Settlement) bool { return shows[r.ShowID] }),
	}
}

func recordKeep[T any](s []T, keep func(T) bool) []T {
	var out []T
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

// recordReversed returns a copy of d with every kind's records, and every child
// list Sort orders, in reverse order: the order a store receives must not matter.
func recordReversed(d records.Dataset) records.Dataset {
	c := d.Clone()
	slices.Reverse(c.Venues)
	slices.Reverse(c.People)
	slices.Reverse(c.Projects)
	slices.Reverse(c.Shows)
	slices.Reverse(c.CrewAssignments)
	slices.Reverse(c.Timesheets)
	slices.Reverse(c.Schedule)
	slices.Reverse(c.Travel)
	slices.Reverse(c.Accommodations)
	slices.Reverse(c.GuestList)
	slices.Reverse(c.BudgetLines)
	slices.Reverse(c.Expenses)
	slices.Reverse(c.Income)
	slices.Reverse(c.Invoices)
	slices.Reverse(c.Settlements)
	for i := range c.Travel {
		slices.Reverse(c.Travel[i].PassengerIDs)
	}
	for i := range c.Invoices {
		slices.Reverse(c.Invoices[i].Payments)
	}
	return c
}
