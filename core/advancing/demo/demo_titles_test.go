package demo_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
)

// Packets are told apart by their titles: a festival's stages on one day by
// the stage and the time the show starts there; every complete section has
// every item confirmed; and the venue's audience holds the venue's people,
// never the project's own crew (the tour's manager).
func TestTheDemoPacketsAreToldApartAndTheirAudiencesRight(t *testing.T) {
	set := build()
	o := demo.Organizations()[0]
	venueOf := map[kernel.ID]kernel.ID{} // show → venue
	for _, sh := range o.Data.Shows {
		venueOf[sh.ID] = sh.VenueID
	}
	venuePeople := map[kernel.ID]map[kernel.ID]bool{} // venue → its contacts
	for _, v := range o.Data.Venues {
		venuePeople[v.ID] = map[kernel.ID]bool{}
		for _, c := range v.Contacts {
			venuePeople[v.ID][c.PersonID] = true
		}
	}
	titles := map[string]int{}
	festival := 0
	for _, p := range set.Packets {
		titles[p.Title]++
		if strings.Contains(p.Title, "Main Stage, 15:00") {
			festival++
		}
		for _, s := range p.Sections {
			if s.Status == advancing.SectionComplete && s.Confirmed() < len(s.Fields) {
				t.Errorf("%s: %s is complete with %d of %d items confirmed", p.Title, s.Title, s.Confirmed(), len(s.Fields))
			}
		}
		crew := map[kernel.ID]bool{}
		for _, a := range o.Data.CrewAssignments {
			if a.ProjectID == p.ProjectID {
				crew[a.PersonID] = true
			}
		}
		for _, a := range p.Audiences {
			if a.Kind != advancing.AudienceVenue {
				continue
			}
			if p.ShowID == nil {
				continue
			}
			theVenues := venuePeople[venueOf[*p.ShowID]]
			if slices.ContainsFunc(a.Contacts, func(id kernel.ID) bool { return crew[id] && !theVenues[id] }) {
				t.Errorf("%s: the venue's audience holds one of the project's own crew: %v", p.Title, a.Contacts)
			}
		}
	}
	for title, n := range titles {
		if n > 1 {
			t.Errorf("%d packets are titled %q", n, title)
		}
	}
	if festival == 0 {
		t.Errorf("no festival packet names its stage and time")
	}
}
