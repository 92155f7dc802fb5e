package sqlbench

import (
	"context"
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// ListVenueCount is how many venues the list benchmark and the list plans add
// to an organization: an agency's address book, beyond the demo's forty.
const ListVenueCount = 5000

// ListPageSize is what a list page asks the store for: the default page of 25
// and the one more that proves there is a next page (kernel.NewPage).
const ListPageSize = kernel.DefaultLimit + 1

// ListDataset returns n generated venues of org, each with two contacts, n
// people and n/5 projects (every tenth undated), with names in no order and
// repeated, so that the lists' ties are broken by id.
func ListDataset(org kernel.ID, n int) records.Dataset {
	words := []string{"Hall", "Arena", "Club", "Theatre", "Kino", "Garage", "Loft", "Øst", "zaal", "Säle"}
	cities := []string{"Leeds", "Malmö", "Kraków", "Lyon", "Graz", "Ghent", "Turin"}
	id := func(kind string, i int) kernel.ID {
		return kernel.NameID(kernel.Namespace, fmt.Sprintf("sqlbench/lists/%s/%s/%d", org, kind, i))
	}
	at := demo.CreatedAt
	var d records.Dataset
	for i := range n {
		d.People = append(d.People, records.Person{ID: id("person", i), OrgID: org,
			FirstName: words[i%len(words)], LastName: fmt.Sprintf("%s-%03d", cities[i%len(cities)], i%997),
			Email: fmt.Sprintf("p%d@lists.example", i), Company: "Crew " + words[i%3], CreatedAt: at})
	}
	for i := range n {
		d.Venues = append(d.Venues, records.Venue{ID: id("venue", i), OrgID: org,
			Name: fmt.Sprintf("%s %s %d", words[(i*7)%len(words)], cities[i%len(cities)], (i*7919)%(n/2+1)),
			City: cities[i%len(cities)], Country: "DE", TimeZone: "Europe/Berlin", Capacity: 100 + i, CreatedAt: at,
			Contacts: []records.ContactRole{{PersonID: id("person", i), Role: "production"},
				{PersonID: id("person", (i+1)%n), Role: "promoter"}}})
	}
	statuses := []records.ProjectStatus{records.ProjectPlanning, records.ProjectConfirmed, records.ProjectCompleted}
	for i := range n / 5 {
		p := records.Project{ID: id("project", i), OrgID: org, Name: fmt.Sprintf("%s tour %d", words[i%len(words)], i%50),
			Code: fmt.Sprintf("L%04d", i), Kind: records.ProjectTour, Status: statuses[i%len(statuses)],
			Artist: "The " + words[(i/3)%len(words)], Currency: "EUR", CreatedAt: at}
		if i%10 != 0 {
			p.StartsOn = kernel.Date("2024-01-01").AddDays((i * 37) % 900)
			p.EndsOn = p.StartsOn.AddDays(20)
		}
		d.Projects = append(d.Projects, p)
	}
	return d
}

// SeedLists writes the demo organization at scale, as roadcase seed --scale
// does, and ListDataset(ListVenueCount) into it, and returns its id.
func SeedLists(tb testing.TB, db *sql.DB, scale int) kernel.ID {
	ctx := context.Background()
	org := seedDemo(tb, ctx, db, scale)
	if err := sql.NewRecordStore(db).InsertDataset(ctx, org.ID, ListDataset(org.ID, ListVenueCount), false); err != nil {
		tb.Fatal(err)
	}
	return org.ID
}

// ListVenues times one page of org's venues, ListPageSize of them, on db:
// the first, the 40th (after 39 pages, read once to find its cursor), and the
// first of a search. Each op is one ListVenues call: its venues query and its
// contacts query.
func ListVenues(b *testing.B, db *sql.DB, org kernel.ID) {
	ctx := context.Background()
	store := sql.NewRecordStore(db)
	var after *kernel.Cursor
	for range 39 {
		page, err := store.ListVenues(ctx, org, records.ListQuery{After: after, Limit: ListPageSize})
		if err != nil || len(page) < ListPageSize {
			b.Fatalf("a page of %d venues: %v", len(page), err)
		}
		last := page[len(page)-1]
		after = &kernel.Cursor{Keys: []string{last.Name}, ID: last.ID}
	}
	for _, c := range []struct {
		name string
		q    records.ListQuery
	}{
		{"page=1", records.ListQuery{Limit: ListPageSize}},
		{"page=40", records.ListQuery{After: after, Limit: ListPageSize}},
		{"search", records.ListQuery{Search: "malmö", Limit: ListPageSize}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				page, err := store.ListVenues(ctx, org, c.q)
				if err != nil || len(page) != ListPageSize {
					b.Fatalf("a page of %d venues: %v", len(page), err)
				}
			}
		})
	}
}
