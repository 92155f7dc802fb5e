package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// listVenueNames are the names of the list fixture's seven venues, in the
// order the list must give them: byte by byte, so upper case before lower case
// and a letter beyond ASCII last, and the two "Twin" venues by id.
var listVenueNames = []string{"Alpha", "Twin", "Twin", "Zebra", "alpha", "zebra", "Ångström"}

// listVenues returns org's list fixture: a venue per name of listVenueNames,
// inserted in another order, the first "Twin" with two contacts given out of
// their order, and the two people they name.
func listVenues(org kernel.ID) records.Dataset {
	b := recordBuilder{org: org}
	d := records.Dataset{People: []records.Person{b.person("list-p1", "Ada", "Ng"), b.person("list-p2", "Bo", "Ng")}}
	for i, k := range []int{6, 3, 0, 5, 1, 4, 2} {
		v := b.venue("list-venue-"+string(rune('a'+i)), listVenueNames[k], "DE", "Europe/Berlin", 100+i)
		d.Venues = append(d.Venues, v)
	}
	d.Venues[4].Contacts = []records.ContactRole{b.contact("list-p2", "promoter"), b.contact("list-p1", "box office"),
		b.contact("list-p1", "promoter")}
	return d
}

// listWantVenues is the venues of d as the list must give them.
func listWantVenues(d records.Dataset) []records.Venue {
	c := d.Clone()
	c.Sort()
	return recordComparable(records.Dataset{Venues: c.Venues}).Venues
}

// listAll reads a whole list a page of limit at a time, each page after the
// last item of the one before, and checks that no page is longer than limit
// and that only the last is shorter.
func listAll[T any](t *testing.T, what string, limit int, list func(after *kernel.Cursor) ([]T, error),
	position func(T) kernel.Cursor) []T {
	t.Helper()
	var all []T
	var after *kernel.Cursor
	for range 100 {
		page, err := list(after)
		if err != nil {
			t.Fatalf("%s: page %d: %v", what, len(all)/limit+1, err)
		}
		if len(page) > limit {
			t.Fatalf("%s: a page of %d items, more than the limit %d", what, len(page), limit)
		}
		all = append(all, page...)
		if len(page) < limit {
			return all
		}
		c := position(page[len(page)-1])
		after = &c
	}
	t.Fatalf("%s: more than 100 pages", what)
	return nil
}

func venuePosition(v records.Venue) kernel.Cursor {
	return kernel.Cursor{Keys: []string{v.Name}, ID: v.ID}
}

func personPosition(p records.Person) kernel.Cursor {
	return kernel.Cursor{Keys: []string{p.LastName, p.FirstName}, ID: p.ID}
}

func projectPosition(p records.Project) kernel.Cursor {
	return kernel.Cursor{Keys: []string{string(p.StartsOn), p.Name}, ID: p.ID}
}

// listVenuesOf returns one page of org's venues, failing the test on an error.
func listVenuesOf(t *testing.T, ctx context.Context, s ports.RecordLister, org kernel.ID, q records.ListQuery) []records.Venue {
	t.Helper()
	vs, err := s.ListVenues(ctx, org, q)
	recordMust(t, err)
	return recordComparable(records.Dataset{Venues: vs}).Venues
}

// venueNames returns the venues' names, in their order.
func venueNames(vs []records.Venue) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.Name
	}
	return out
}
