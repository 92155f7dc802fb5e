package porttest

import (
	"context"
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordListCases hold the RecordLister of a RecordStore to its contract: the
// lists' order byte by byte with ties broken by id, keyset pages that give each
// record once, search, the status filter, the organization's records only, and
// the bounds of a page (records_list_search.go, records_list_people.go).
func recordListCases() []contractCase {
	var cases []contractCase
	cases = append(cases, recordListVenueCases...)
	cases = append(cases, recordListSearchCases...)
	cases = append(cases, recordListKindCases...)
	cases = append(cases, recordListVenueShowCases...)
	return cases
}

var recordListVenueCases = []contractCase{
	{name: "ListVenues orders names byte by byte, then by id, each with its contacts in order",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := listVenues(north)
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			got := listVenuesOf(t, ctx, s, north, records.ListQuery{})
			recordWantEqual(t, "names", venueNames(got), listVenueNames)
			want := listWantVenues(d)
			recordWantEqual(t, "venues", got, want)
			if got[1].ID > got[2].ID {
				t.Errorf("the two venues named Twin come as %s, %s: want them by id", got[1].ID, got[2].ID)
			}
		}},
	{name: "paging through seven venues three at a time gives each once and in order",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := listVenues(north)
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			var sizes []int
			got := listAll(t, "venues", 3, func(after *kernel.Cursor) ([]records.Venue, error) {
				page, err := s.ListVenues(ctx, north, records.ListQuery{After: after, Limit: 3})
				sizes = append(sizes, len(page))
				return page, err
			}, venuePosition)
			recordWantEqual(t, "page sizes", sizes, []int{3, 3, 1})
			recordWantEqual(t, "venues", recordComparable(records.Dataset{Venues: got}).Venues, listWantVenues(d))
			last := venuePosition(got[len(got)-1])
			recordWantEqual(t, "the page after the last", len(listVenuesOf(t, ctx, s, north,
				records.ListQuery{After: &last})), 0)
		}},
	{name: "a list shows only its organization's records, and an empty organization's lists are empty",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			for _, org := range []kernel.ID{north, south} {
				for _, kind := range []string{"venues", "people", "projects"} {
					if n := listCount(t, ctx, backend, org, kind); n != 0 {
						t.Errorf("%s of an organization without records: %d, want none", kind, n)
					}
				}
			}
			recordInsert(t, ctx, s, south)
			recordMust(t, s.InsertDataset(ctx, south, listVenues(south), false))
			mine := recordInsert(t, ctx, s, north)
			got := listVenuesOf(t, ctx, s, north, records.ListQuery{})
			recordWantEqual(t, "my venues", got, listWantVenues(mine))
			for kind, want := range map[string]int{"people": len(mine.People), "projects": len(mine.Projects)} {
				if n := listCount(t, ctx, backend, north, kind); n != want {
					t.Errorf("my %s: %d, want %d", kind, n, want)
				}
			}
			for _, org := range []kernel.ID{"not-a-uuid", kernel.NewID()} {
				if n := listCount(t, ctx, backend, org, "venues"); n != 0 {
					t.Errorf("venues of organization %q: %d, want none", org, n)
				}
			}
		}},
	{name: "a Limit of 0 gives MaxList records, and a Limit out of bounds or a foreign cursor is refused",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			b := recordBuilder{org: north}
			var d records.Dataset
			for i := range records.MaxList + 1 {
				d.Venues = append(d.Venues, b.venue(fmt.Sprintf("many-%03d", i), "Hall", "DE", "Europe/Berlin", i))
			}
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			recordWantEqual(t, "venues with Limit 0", len(listVenuesOf(t, ctx, s, north, records.ListQuery{})), records.MaxList)
			recordWantEqual(t, "venues with Limit 5", len(listVenuesOf(t, ctx, s, north, records.ListQuery{Limit: 5})), 5)
			for _, q := range []records.ListQuery{{Limit: -1}, {Limit: records.MaxList + 1},
				{After: &kernel.Cursor{Keys: []string{"Hall"}, ID: "not-a-uuid"}},
				{After: &kernel.Cursor{Keys: []string{"Hall", "x"}, ID: d.Venues[0].ID}}} {
				_, err := s.ListVenues(ctx, north, q)
				recordWantKind(t, "ListVenues", err, kernel.KindInvalid)
			}
			for _, q := range []records.ListQuery{{Status: "dreaming"},
				{After: &kernel.Cursor{Keys: []string{"May 1st", "Tour"}, ID: d.Venues[0].ID}}} {
				_, err := s.ListProjects(ctx, north, q)
				recordWantKind(t, "ListProjects", err, kernel.KindInvalid)
			}
			_, err := s.ListPeople(ctx, north, records.ListQuery{After: &kernel.Cursor{Keys: []string{"Ng"}, ID: d.Venues[0].ID}})
			recordWantKind(t, "ListPeople with a one-key cursor", err, kernel.KindInvalid)
		}},
}

// listCount returns how many records of kind ("venues", "people", "projects")
// the first page of org's list holds.
func listCount(t *testing.T, ctx context.Context, backend Backend, org kernel.ID, kind string) int {
	t.Helper()
	s := backend.Records
	var n int
	var err error
	switch kind {
	case "venues":
		var vs []records.Venue
		vs, err = s.ListVenues(ctx, org, records.ListQuery{})
		n = len(vs)
	case "people":
		var ps []records.Person
		ps, err = s.ListPeople(ctx, org, records.ListQuery{})
		n = len(ps)
	default:
		var ps []records.Project
		ps, err = s.ListProjects(ctx, org, records.ListQuery{})
		n = len(ps)
	}
	recordMust(t, err)
	return n
}
