package records_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestDatasetSort(t *testing.T) {
	t.Parallel()
	d := sortable()
	d.Sort()
	cases := []struct {
		name      string
		got, want any
	}{
		{"venues order by name", names(d.Venues, func(v records.Venue) string { return v.Name }), []string{"Arena", "Club"}},
		{"people order by last then first name",
			names(d.People, records.Person.FullName), []string{"Cy Adams", "Ann Berg", "Bo Berg"}},
		{"projects order by start date", names(d.Projects, func(p records.Project) string { return p.Name }), []string{"Spring", "Autumn"}},
		{"shows order by date", names(d.Shows, func(s records.Show) string { return string(s.Date) }), []string{"2026-03-01", "2026-04-01"}},
		{"tiers keep the order their author gave",
			names(d.Shows[1].Tiers, func(t records.TicketTier) string { return t.Name }), []string{"VIP", "GA"}},
		{"contacts order by role", names(d.Shows[1].Contacts, func(c records.ContactRole) string { return c.Role }), []string{"promoter", "runner"}},
		{"passengers order by id", d.Travel[0].PassengerIDs, slices.Sorted(slices.Values([]kernel.ID{id("p-a"), id("p-b")}))},
		{"invoice lines keep their order",
			names(d.Invoices[0].Lines, func(l records.InvoiceLine) string { return l.Description }), []string{"Fee", "Backline"}},
		{"payments order by date", names(d.Invoices[0].Payments, func(p records.Payment) string { return string(p.ReceivedOn) }),
			[]string{"2026-05-01", "2026-06-01"}},
	}
	for _, tc := range cases {
		if !reflect.DeepEqual(tc.got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

func TestDatasetSortIsIndependentOfInputOrder(t *testing.T) {
	t.Parallel()
	a, b := sortable(), sortable()
	slices.Reverse(b.Venues)
	slices.Reverse(b.People)
	slices.Reverse(b.Projects)
	slices.Reverse(b.Shows)
	slices.Reverse(b.Invoices[0].Payments)
	a.Sort()
	b.Sort()
	if !reflect.DeepEqual(a, b) {
		t.Errorf("sorting a permutation gave a different dataset")
	}
	again := sortable()
	again.Sort()
	again.Sort()
	if !reflect.DeepEqual(a, again) {
		t.Errorf("sorting twice changed the order")
	}
}

func names[T any](s []T, f func(T) string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = f(v)
	}
	return out
}

// sortable returns records in an order Sort has to change.
func sortable() records.Dataset {
	return records.Dataset{
		Venues: []records.Venue{{ID: id("v-club"), Name: "Club"}, {ID: id("v-arena"), Name: "Arena"}},
		People: []records.Person{
			{ID: id("p-a"), FirstName: "Cy", LastName: "Adams"},
			{ID: id("p-b"), FirstName: "Bo", LastName: "Berg"},
			{ID: id("p-c"), FirstName: "Ann", LastName: "Berg"},
		},
		Projects: []records.Project{
			{ID: id("pr-autumn"), Name: "Autumn", StartsOn: "2026-09-01"},
			{ID: id("pr-spring"), Name: "Spring", StartsOn: "2026-03-01"},
		},
		Shows: []records.Show{
			{ID: id("s-apr"), Date: "2026-04-01",
				Tiers:    []records.TicketTier{{ID: id("t-vip"), Name: "VIP"}, {ID: id("t-ga"), Name: "GA"}},
				Contacts: []records.ContactRole{{PersonID: id("p-a"), Role: "runner"}, {PersonID: id("p-b"), Role: "promoter"}}},
			{ID: id("s-mar"), Date: "2026-03-01"},
		},
		Travel: []records.TravelSegment{{ID: id("tr"), PassengerIDs: descending(id("p-a"), id("p-b"))}},
		Invoices: []records.Invoice{{ID: id("inv"), Number: "1",
			Lines:    []records.InvoiceLine{{ID: id("l-fee"), Description: "Fee"}, {ID: id("l-bl"), Description: "Backline"}},
			Payments: []records.Payment{{ID: id("pay-jun"), ReceivedOn: "2026-06-01"}, {ID: id("pay-may"), ReceivedOn: "2026-05-01"}}}},
	}
}

// descending returns ids in descending order, the reverse of the order Sort wants.
func descending(ids ...kernel.ID) []kernel.ID {
	slices.Sort(ids)
	slices.Reverse(ids)
	return ids
}
