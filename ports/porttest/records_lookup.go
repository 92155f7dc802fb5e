package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var recordLookupCases = []contractCase{
	{name: "FindRef tells every record's kind and project",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			for _, want := range recordRefs(d) {
				got, err := s.FindRef(ctx, north, want.ID)
				if err != nil {
					t.Errorf("FindRef(%s %s): %v", want.Kind, want.ID, err)
					continue
				}
				recordWantEqual(t, "ref of a "+string(want.Kind), got, want)
			}
		}},
	{name: "unknown and malformed ids are not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			for what, id := range map[string]kernel.ID{
				"unknown":    RecordID(north, "missing"),
				"malformed":  "project-tour",
				"upper-case": kernel.ID("6F1D3C52-8A8E-4B1E-9F3A-2C5D7E9B0A41"),
				"a tier":     d.Shows[0].Tiers[0].ID,
				"empty":      kernel.NilID,
			} {
				_, err := s.FindRef(ctx, north, id)
				recordWantKind(t, "FindRef of "+what, err, kernel.KindNotFound)
				_, err = s.FindProjectByID(ctx, north, id)
				recordWantKind(t, "FindProjectByID of "+what, err, kernel.KindNotFound)
			}
			_, err := s.FindProjectByID(ctx, north, d.Shows[0].ID)
			recordWantKind(t, "FindProjectByID of a show", err, kernel.KindNotFound)
		}},
	{name: "FindProjectByID returns the project as it was inserted",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			for _, want := range d.Projects {
				got, err := s.FindProjectByID(ctx, north, want.ID)
				recordMust(t, err)
				got = recordComparable(records.Dataset{Projects: []records.Project{got}}).Projects[0]
				recordWantEqual(t, "project", got, want)
			}
		}},
	{name: "projects are listed by start date, then name in byte order, then id",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			b := recordBuilder{org: north}
			var ps []records.Project
			for _, p := range []struct{ key, name, starts string }{
				{"p-beta", "beta", "2026-06-01"}, {"p-Beta", "Beta", "2026-06-01"}, {"p-alpha", "alpha", "2026-06-01"},
				{"p-Alpha", "Alpha", "2026-06-01"}, {"p-zulu", "Zulu", "2026-01-01"}, {"p-undated", "Undated", ""},
				{"p-twin-1", "Twin", "2026-07-01"}, {"p-twin-2", "Twin", "2026-07-01"},
			} {
				ps = append(ps, b.project(p.key, p.name, records.ProjectEvent, "EUR", p.starts, p.starts))
			}
			recordMust(t, s.InsertDataset(ctx, north, records.Dataset{Projects: ps}, false))
			got, err := s.FindProjects(ctx, north)
			recordMust(t, err)
			want := recordComparable(records.Dataset{Projects: ps})
			want.Sort()
			recordWantEqual(t, "projects", recordComparable(records.Dataset{Projects: got}).Projects, want.Projects)
			var names []string
			for _, p := range got {
				names = append(names, p.Name)
			}
			recordWantEqual(t, "names", names,
				[]string{"Undated", "Zulu", "Alpha", "Beta", "alpha", "beta", "Twin", "Twin"})
		}},
	{name: "CountRecords counts every kind, zero included",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			empty, err := s.CountRecords(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "counts of an empty organization", empty, records.Dataset{}.Count())
			d := recordInsert(t, ctx, s, north)
			counts, err := s.CountRecords(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "counts", counts, d.Count())
		}},
}

// recordRefs returns the Ref FindRef must give for every record of d. A project's
// project is itself; a guest list entry's and a settlement's is their show's.
func recordRefs(d records.Dataset) []records.Ref {
	showProject := map[kernel.ID]kernel.ID{}
	for _, s := range d.Shows {
		showProject[s.ID] = s.ProjectID
	}
	var refs []records.Ref
	add := func(k records.Kind, id, project kernel.ID) {
		refs = append(refs, records.Ref{Kind: k, ID: id, ProjectID: project})
	}
	for _, r := range d.Venues {
		add(records.KindVenue, r.ID, "")
	}
	for _, r := range d.People {
		add(records.KindPerson, r.ID, "")
	}
	for _, r := range d.Projects {
		add(records.KindProject, r.ID, r.ID)
	}
	for _, r := range d.Shows {
		add(records.KindShow, r.ID, r.ProjectID)
	}
	for _, r := range d.CrewAssignments {
		add(records.KindCrewAssignment, r.ID, r.ProjectID)
	}
	for _, r := range d.Timesheets {
		add(records.KindTimesheetEntry, r.ID, r.ProjectID)
	}
	for _, r := range d.Schedule {
		add(records.KindScheduleItem, r.ID, r.ProjectID)
	}
	for _, r := range d.Travel {
		add(records.KindTravelSegment, r.ID, r.ProjectID)
	}
	for _, r := range d.Accommodations {
		add(records.KindAccommodation, r.ID, r.ProjectID)
	}
	for _, r := range d.GuestList {
		add(records.KindGuestListEntry, r.ID, showProject[r.ShowID])
	}
	for _, r := range d.BudgetLines {
		add(records.KindBudgetLine, r.ID, r.ProjectID)
	}
	for _, r := range d.Expenses {
		add(records.KindExpense, r.ID, r.ProjectID)
	}
	for _, r := range d.Income {
		add(records.KindIncomeLine, r.ID, r.ProjectID)
	}
	for _, r := range d.Invoices {
		add(records.KindInvoice, r.ID, r.ProjectID)
	}
	for _, r := range d.Settlements {
		add(records.KindSettlement, r.ID, showProject[r.ShowID])
	}
	return refs
}
