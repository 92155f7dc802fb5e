package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// listPeople returns org's people for the list cases, out of order: two with
// the same names (ties broken by id), names that differ only by case, and one
// beyond ASCII.
func listPeople(org kernel.ID) records.Dataset {
	b := recordBuilder{org: org}
	d := records.Dataset{People: []records.Person{
		b.person("lp-a", "Ulla", "Öberg"), b.person("lp-b", "Jonas", "Berg"), b.person("lp-c", "Anna", "berg"),
		b.person("lp-d", "Anna", "Berg"), b.person("lp-e", "Ines", "Alvarez"), b.person("lp-f", "Anna", "Berg"),
	}}
	d.People[1].Company = "Night Owl Ltd"
	d.People[4].Email = "ines@harbour.example"
	return d
}

// listProjects returns org's projects for the list cases, out of order: two
// undated, two on one date with the same name, and statuses of three kinds.
func listProjects(org kernel.ID) records.Dataset {
	b := recordBuilder{org: org}
	d := records.Dataset{Projects: []records.Project{
		b.project("lj-a", "tour", records.ProjectTour, "EUR", "2026-05-01", "2026-05-31"),
		b.project("lj-b", "Tour", records.ProjectTour, "EUR", "2026-05-01", "2026-05-31"),
		b.project("lj-c", "Undated B", records.ProjectEvent, "EUR", "", ""),
		b.project("lj-d", "Winter", records.ProjectTour, "EUR", "2025-12-31", "2026-01-31"),
		b.project("lj-e", "Tour", records.ProjectTour, "EUR", "2026-05-01", "2026-05-31"),
		b.project("lj-f", "Undated A", records.ProjectEvent, "EUR", "", ""),
	}}
	d.Projects[2].Status = records.ProjectPlanning
	d.Projects[3].Status = records.ProjectCancelled
	d.Projects[3].Artist = "Night Owls"
	return d
}

// projectNames returns each project's start date and name.
func projectNames(ps []records.Project) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p.StartsOn) + " " + p.Name
	}
	return out
}

var recordListKindCases = []contractCase{
	{name: "ListPeople orders by last name then first name byte by byte, then id, pages, and searches names, email and company",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := listPeople(north)
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			all, err := s.ListPeople(ctx, north, records.ListQuery{})
			recordMust(t, err)
			want := d.Clone()
			want.Sort()
			recordWantEqual(t, "people", recordComparable(records.Dataset{People: all}).People,
				recordComparable(records.Dataset{People: want.People}).People)
			if len(all) == 6 && (all[1].LastName != "Berg" || all[1].FirstName != "Anna" || all[5].LastName != "Öberg" ||
				all[1].ID > all[2].ID) {
				t.Errorf("people: %+v, want Alvarez, the two Anna Bergs by id, Jonas Berg, Anna berg, Öberg", all)
			}
			paged := listAll(t, "people", 4, func(after *kernel.Cursor) ([]records.Person, error) {
				return s.ListPeople(ctx, north, records.ListQuery{After: after, Limit: 4})
			}, personPosition)
			recordWantEqual(t, "paged", paged, all)
			for search, want := range map[string]int{"ANNA": 3, "owl": 1, "HARBOUR.ex": 1, "berg": 5, "ÖBERG": 1, "öberg": 0} {
				got, err := s.ListPeople(ctx, north, records.ListQuery{Search: search})
				recordMust(t, err)
				if len(got) != want {
					t.Errorf("people searched for %q: %d, want %d", search, len(got), want)
				}
			}
		}},
	{name: "ListProjects orders by start date, undated first, then name byte by byte, then id, filters by status and searches",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			recordMust(t, s.InsertDataset(ctx, north, listProjects(north), false))
			all, err := s.ListProjects(ctx, north, records.ListQuery{})
			recordMust(t, err)
			recordWantEqual(t, "projects", projectNames(all), []string{" Undated A", " Undated B", "2025-12-31 Winter",
				"2026-05-01 Tour", "2026-05-01 Tour", "2026-05-01 tour"})
			if len(all) == 6 && all[3].ID > all[4].ID {
				t.Errorf("the two projects named Tour come as %s, %s: want them by id", all[3].ID, all[4].ID)
			}
			for _, limit := range []int{1, 2, 4} {
				paged := listAll(t, "projects", limit, func(after *kernel.Cursor) ([]records.Project, error) {
					return s.ListProjects(ctx, north, records.ListQuery{After: after, Limit: limit})
				}, projectPosition)
				recordWantEqual(t, "paged", recordComparable(records.Dataset{Projects: paged}).Projects,
					recordComparable(records.Dataset{Projects: all}).Projects)
			}
			for _, c := range []struct {
				q    records.ListQuery
				want []string
			}{
				{records.ListQuery{Status: records.ProjectConfirmed}, []string{" Undated A", "2026-05-01 Tour",
					"2026-05-01 Tour", "2026-05-01 tour"}},
				{records.ListQuery{Status: records.ProjectPlanning}, []string{" Undated B"}},
				{records.ListQuery{Status: records.ProjectActive}, []string{}},
				{records.ListQuery{Search: "night"}, []string{"2025-12-31 Winter"}},
				{records.ListQuery{Search: "p-LJ-C"}, []string{" Undated B"}},
				{records.ListQuery{Search: "tour", Status: records.ProjectConfirmed, Limit: 2}, []string{"2026-05-01 Tour",
					"2026-05-01 Tour"}},
				{records.ListQuery{Status: records.ProjectConfirmed, After: &kernel.Cursor{Keys: []string{"", "Undated A"},
					ID: all[0].ID}, Limit: 1}, []string{"2026-05-01 Tour"}},
			} {
				got, err := s.ListProjects(ctx, north, c.q)
				recordMust(t, err)
				recordWantEqual(t, "projects of "+describeListQuery(c.q), projectNames(got), c.want)
			}
		}},
}

// describeListQuery names a query in a failure message.
func describeListQuery(q records.ListQuery) string {
	return "search " + q.Search + ", status " + string(q.Status)
}
