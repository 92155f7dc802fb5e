package web

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/isolation"
)

// Every records page, with a right-to-left override and markup in every name
// its records hold, prints them escaped and isolated: no directional
// character outside an isolate and no markup of the caller's in any page.
func TestCallerStringsAreIsolatedOnEveryRecordsPage(t *testing.T) {
	t.Parallel()
	hostile := func(label string) string { return bidiPayload(label) + " <b>x</b>" }
	pages := recordsPagesWith(t, func(f *recordsFixture) {
		d := &f.recs.data
		for i := range d.Projects {
			d.Projects[i].Name, d.Projects[i].Artist, d.Projects[i].Code = hostile("project"), hostile("artist"), hostile("code")
			d.Projects[i].Notes = hostile("notes")
		}
		for i := range d.Venues {
			d.Venues[i].Name, d.Venues[i].City, d.Venues[i].Parking = hostile("venue"), hostile("city"), hostile("parking")
			d.Venues[i].Contacts[0].Role = hostile("role")
		}
		for i := range d.People {
			d.People[i].FirstName, d.People[i].Company = hostile("first"), hostile("company")
		}
		d.CrewAssignments[0].Role, d.Travel[0].FromPlace = hostile("crew role"), hostile("from")
		d.Accommodations[0].HotelName = hostile("hotel")
		d.Shows[0].Stage = hostile("stage")
	})
	seen := 0
	for name, body := range pages {
		if strings.Contains(body, "<b>x</b>") {
			t.Errorf("%s prints a caller's markup", name)
		}
		text := pageText(body)
		seen += strings.Count(text, "\u202e")
		if msg := isolation.Leak(text); msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
	}
	if seen < 40 {
		t.Errorf("the payload is printed %d times over the pages; the test does not reach the names", seen)
	}
}
