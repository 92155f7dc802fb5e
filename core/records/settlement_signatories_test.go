package records_test

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// A show entered on the pages has no contacts of its own (the show form names
// none): its venue's contacts sign for the promoter, after the show's own, and
// another venue's never do; the project's crew sign for the artist, and a
// person on both sides stays on the promoter's.
func TestSignatoriesAreTheShowsThenItsVenuesContactsAndTheProjectsCrew(t *testing.T) {
	person := func(first, last string) records.Person {
		return records.Person{ID: kernel.NewID(), FirstName: first, LastName: last}
	}
	rep, manager, other, tm, both := person("Hannah", "Okafor"), person("Vera", "Lind"), person("Otto", "Berg"),
		person("Elin", "Berg"), person("Sam", "Rivera")
	project, venue, elsewhere := kernel.NewID(), kernel.NewID(), kernel.NewID()
	show := records.Show{ID: kernel.NewID(), ProjectID: project, VenueID: venue,
		Contacts: []records.ContactRole{{PersonID: rep.ID, Role: "promoter rep"}}}
	d := records.Dataset{
		People: []records.Person{rep, manager, other, tm, both},
		Venues: []records.Venue{
			{ID: venue, Contacts: []records.ContactRole{{PersonID: manager.ID, Role: "venue manager"}, {PersonID: both.ID, Role: "booker"}}},
			{ID: elsewhere, Contacts: []records.ContactRole{{PersonID: other.ID, Role: "venue manager"}}},
		},
		CrewAssignments: []records.CrewAssignment{{ProjectID: project, PersonID: tm.ID, Role: "tour manager"},
			{ProjectID: project, PersonID: both.ID, Role: "driver"}},
	}
	promoter, artist := records.Signatories(d, show)
	names := func(s []records.Signatory) []string {
		var out []string
		for _, x := range s {
			out = append(out, x.Name+" ("+x.Role+")")
		}
		return out
	}
	if got, want := names(promoter), []string{"Hannah Okafor (promoter rep)", "Vera Lind (venue manager)", "Sam Rivera (booker)"}; !slices.Equal(got, want) {
		t.Errorf("the promoter's signatories are %q, want %q", got, want)
	}
	if got, want := names(artist), []string{"Elin Berg (tour manager)"}; !slices.Equal(got, want) {
		t.Errorf("the artist's signatories are %q, want %q", got, want)
	}
	show.Contacts = nil
	if promoter, _ := records.Signatories(d, show); len(promoter) != 2 || promoter[0].Name != "Vera Lind" {
		t.Errorf("without show contacts the promoter's signatories are %+v, want the venue's two", promoter)
	}
}
