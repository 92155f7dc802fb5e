package records

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Signatory is someone the records name who may sign a settlement for one side:
// their name as printed under the signature line, and their role.
type Signatory struct {
	Name string
	Role string
}

// Signatories returns who may sign show's settlement for each side, from the
// records in d: for the promoter, the show's contacts (the promoter's rep…),
// then its venue's (the venue's manager…: the show form names no contacts, so
// a show entered on the pages has only its venue's); for the artist's side,
// the people engaged on the show's project (the tour manager, the artist team)
// among d's crew assignments, which a show's scope (Dataset.ShowScope) narrows
// to those on the show's date. A person on both lists stays on the promoter's:
// one person never signs for both sides.
func Signatories(d Dataset, show Show) (promoter, artist []Signatory) {
	people := make(map[kernel.ID]Person, len(d.People))
	for _, p := range d.People {
		people[p.ID] = p
	}
	seen := map[string]bool{}
	add := func(side *[]Signatory, id kernel.ID, role string) {
		if p, ok := people[id]; ok && !seen[p.FullName()] {
			seen[p.FullName()] = true
			*side = append(*side, Signatory{Name: p.FullName(), Role: role})
		}
	}
	for _, c := range show.Contacts {
		add(&promoter, c.PersonID, c.Role)
	}
	for _, v := range d.Venues {
		for _, c := range v.Contacts {
			if v.ID == show.VenueID {
				add(&promoter, c.PersonID, c.Role)
			}
		}
	}
	for _, a := range d.CrewAssignments {
		if a.ProjectID == show.ProjectID {
			add(&artist, a.PersonID, a.Role)
		}
	}
	return promoter, artist
}

// CheckSignatories checks the two names signing a settlement: each named, each
// one of those the records offer for that side (Signatories), and never the same
// person for both sides. Pointers are /promoter_signatory and /settled_by.
func CheckSignatories(promoterSide, artistSide string, promoter, artist []Signatory) error {
	c := newChecker()
	check := func(field, name string, among []Signatory, side string) {
		if strings.TrimSpace(name) == "" {
			c.fail(field, CodeRequired, "name who signs for the "+side)
			return
		}
		for _, s := range among {
			if s.Name == name {
				return
			}
		}
		c.fail(field, CodeUnresolved, name+" is not among the people the records name for the "+side)
	}
	check("promoter_signatory", promoterSide, promoter, "promoter")
	check("settled_by", artistSide, artist, "artist's side")
	if promoterSide != "" && promoterSide == artistSide {
		c.fail("settled_by", CodeInconsistent, "one person cannot sign for both sides")
	}
	return c.result("signatures")
}
