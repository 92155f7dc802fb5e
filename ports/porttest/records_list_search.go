package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// listSearchVenues returns org's venues for the search cases: names with SQL's
// wildcards and escape character in them, beside names they would match if
// those were not taken literally, and one venue found by its city.
func listSearchVenues(org kernel.ID) records.Dataset {
	b := recordBuilder{org: org}
	var d records.Dataset
	for i, name := range []string{"50% Club", "5000 Hall", "a_b Bar", "axb Bar", `Back\slash`, "Backslash",
		"Zebra", "zebra", "Ångström", "KB"} {
		d.Venues = append(d.Venues, b.venue("search-"+string(rune('a'+i)), name, "SE", "Europe/Stockholm", 500))
	}
	d.Venues[9].City = "Malmö"
	return d
}

var recordListSearchCases = []contractCase{
	{name: "Search finds a substring of the name or the city, ASCII letters in any case, wildcards taken literally",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			recordMust(t, s.InsertDataset(ctx, north, listSearchVenues(north), false))
			recordMust(t, s.InsertDataset(ctx, south, listSearchVenues(south), false))
			for _, c := range []struct {
				search string
				want   []string
			}{
				{"50%", []string{"50% Club"}},
				{"%", []string{"50% Club"}},
				{"a_b", []string{"a_b Bar"}},
				{"_", []string{"a_b Bar"}},
				{`k\s`, []string{`Back\slash`}},
				{"ZEB", []string{"Zebra", "zebra"}},
				{"  ebr ", []string{"Zebra", "zebra"}},
				{"NGSTR", []string{"Ångström"}},
				{"Ångström", []string{"Ångström"}},
				{"ångström", nil}, // case is ignored for ASCII letters only
				{"malm", []string{"KB"}},
				{"nowhere", nil},
				{"   ", []string{"50% Club", "5000 Hall", `Back\slash`, "Backslash", "KB", "Zebra", "a_b Bar", "axb Bar",
					"zebra", "Ångström"}},
			} {
				got := venueNames(listVenuesOf(t, ctx, s, north, records.ListQuery{Search: c.search}))
				recordWantEqual(t, "venues searched for "+c.search, got, append([]string{}, c.want...))
			}
		}},
	{name: "a searched list pages like the whole one",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			recordMust(t, s.InsertDataset(ctx, north, listSearchVenues(north), false))
			whole := listVenuesOf(t, ctx, s, north, records.ListQuery{Search: "A"})
			if len(whole) < 5 {
				t.Fatalf("venues with an a: %v, want at least 5", venueNames(whole))
			}
			paged := listAll(t, "venues with an a", 2, func(after *kernel.Cursor) ([]records.Venue, error) {
				return s.ListVenues(ctx, north, records.ListQuery{Search: "A", After: after, Limit: 2})
			}, venuePosition)
			recordWantEqual(t, "paged", venueNames(paged), venueNames(whole))
		}},
}
