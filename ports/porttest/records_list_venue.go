package porttest

import (
	"cmp"
	"context"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// venueShowsWant returns the shows at venue in d as ListVenueShows gives
// them: by date and id, with their project's name, without tiers and contacts.
func venueShowsWant(d records.Dataset, venue kernel.ID) []records.VenueShow {
	projects := map[kernel.ID]string{}
	for _, p := range d.Projects {
		projects[p.ID] = p.Name
	}
	sorted := d.Clone()
	sorted.Sort()
	var out []records.VenueShow
	for _, x := range sorted.Shows {
		if x.VenueID == venue {
			x.Tiers, x.Contacts = nil, nil
			out = append(out, records.VenueShow{Show: x, Project: projects[x.ProjectID]})
		}
	}
	slices.SortFunc(out, func(a, b records.VenueShow) int {
		return cmp.Or(cmp.Compare(a.Show.Date, b.Show.Date), cmp.Compare(a.Show.ID, b.Show.ID))
	})
	return out
}

// comparableVenueShows makes shows comparable across backends (recordComparable).
func comparableVenueShows(shows []records.VenueShow) []records.VenueShow {
	out := make([]records.VenueShow, len(shows))
	for i, x := range shows {
		out[i] = records.VenueShow{Show: recordComparable(records.Dataset{Shows: []records.Show{x.Show}}).Shows[0],
			Project: x.Project}
	}
	return out
}

func venueShowPosition(x records.VenueShow) kernel.Cursor {
	return kernel.Cursor{Keys: []string{string(x.Show.Date)}, ID: x.Show.ID}
}

var recordListVenueShowCases = []contractCase{
	{name: "ListVenueShows gives a venue's shows by date then id with their project's name, pages and searches",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			recordInsert(t, ctx, s, south)
			for _, v := range d.Venues {
				want := venueShowsWant(d, v.ID)
				got, err := s.ListVenueShows(ctx, north, v.ID, records.ListQuery{})
				recordMust(t, err)
				recordWantEqual(t, "shows at "+v.Name, comparableVenueShows(got), comparableVenueShows(want))
				paged := listAll(t, "shows at "+v.Name, 1, func(after *kernel.Cursor) ([]records.VenueShow, error) {
					return s.ListVenueShows(ctx, north, v.ID, records.ListQuery{After: after, Limit: 1})
				}, venueShowPosition)
				recordWantEqual(t, "paged shows at "+v.Name, comparableVenueShows(paged), comparableVenueShows(want))
				other, err := s.ListVenueShows(ctx, south, v.ID, records.ListQuery{})
				recordMust(t, err)
				recordWantEqual(t, "another organization's shows at "+v.Name, len(other), 0)
				if len(want) == 0 {
					continue
				}
				found, err := s.ListVenueShows(ctx, north, v.ID, records.ListQuery{Search: records.FoldASCII(want[0].Project)})
				recordMust(t, err)
				if len(found) == 0 || found[0].Project != want[0].Project {
					t.Errorf("shows at %s searched for %q: %+v", v.Name, want[0].Project, found)
				}
			}
			if _, err := s.ListVenueShows(ctx, north, d.Venues[0].ID, records.ListQuery{
				After: &kernel.Cursor{Keys: []string{"not a date"}, ID: d.Shows[0].ID}}); !kernel.IsKind(err, kernel.KindInvalid) {
				t.Errorf("a cursor without a date: %v, want KindInvalid", err)
			}
		}},
	{name: "FindPeople gives the organization's people of the ids asked for, by name, and refuses more than a page",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			recordInsert(t, ctx, s, south)
			want := d.Clone()
			want.Sort()
			var ids []kernel.ID
			for i := len(want.People) - 1; i >= 0; i-- {
				ids = append(ids, want.People[i].ID)
			}
			got, err := s.FindPeople(ctx, north, append(ids, kernel.NewID()))
			recordMust(t, err)
			all, err := s.ListPeople(ctx, north, records.ListQuery{})
			recordMust(t, err)
			recordWantEqual(t, "people", recordComparable(records.Dataset{People: got}).People,
				recordComparable(records.Dataset{People: all}).People)
			none, err := s.FindPeople(ctx, south, ids)
			recordMust(t, err)
			recordWantEqual(t, "another organization's people", len(none), 0)
			if _, err := s.FindPeople(ctx, north, make([]kernel.ID, records.MaxList+1)); !kernel.IsKind(err, kernel.KindInvalid) {
				t.Errorf("%d ids: %v, want KindInvalid", records.MaxList+1, err)
			}
		}},
}
