package web

import (
	"slices"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// The names of the audience form's checkboxes.
const (
	contactsField = "contacts[]"
	sectionsField = "sections[]"
)

// audienceView is an audience with its people and the sections it sees, and
// for a manager its form.
type audienceView struct {
	ID       kernel.ID
	Label    string
	Kind     string
	Contacts []contactLine
	Sees     []string // the titles of the sections it sees
	Mailable int      // how many of its contacts have an e-mail address
	Edit     *audienceForm
}

// contactLine is one person of an audience as read.
type contactLine struct{ Name, Hint string }

// audienceForm is a manager's form of one audience.
type audienceForm struct {
	Form     *form
	Contacts []checkView
	Sections []checkView
	Open     bool // shown unfolded: it holds a refused change
}

func newAudienceView(a advancing.Audience, sections []advancing.Section, contacts []advancing.Contact,
	canEdit bool, pb *packetProblem) audienceView {
	known := contactsByID(contacts)
	av := audienceView{ID: a.ID, Label: a.Label, Kind: a.Kind.Label()}
	for _, id := range a.Contacts {
		c := contactOf(known, id)
		av.Contacts = append(av.Contacts, contactLine{Name: c.Name, Hint: contactHint(c)})
		if c.Email != "" {
			av.Mailable++
		}
	}
	for _, sec := range sections {
		if a.Sees(sec.ID) {
			av.Sees = append(av.Sees, sec.Title)
		}
	}
	if !canEdit {
		return av
	}
	chosenContacts, chosenSections := idStrings(a.Contacts), idStrings(a.Sections)
	ed := &audienceForm{Form: emptyForm(nil)}
	if pb != nil && pb.audience == a.ID {
		ed.Form, ed.Open = pb.form, true
		chosenContacts, chosenSections = pb.checked[contactsField], pb.checked[sectionsField]
	}
	prefix := "a-" + string(a.ID) + "-"
	// The audience's people no longer among the organization's are offered too,
	// checked, so that a manager can see and remove them.
	offered := slices.Clone(contacts)
	for _, id := range a.Contacts {
		if _, ok := known[id]; !ok {
			offered = append(offered, contactOf(known, id))
		}
	}
	for _, c := range offered {
		ed.Contacts = append(ed.Contacts, checkView{ID: prefix + "c-" + string(c.ID), Name: contactsField,
			Value: string(c.ID), Label: c.Name, Hint: contactHint(c), Checked: slices.Contains(chosenContacts, string(c.ID))})
	}
	for _, sec := range sections {
		ed.Sections = append(ed.Sections, checkView{ID: prefix + "s-" + string(sec.ID), Name: sectionsField,
			Value: string(sec.ID), Label: sec.Title, Checked: slices.Contains(chosenSections, string(sec.ID))})
	}
	av.Edit = ed
	return av
}

// contactOf returns the contact with id, or a stand-in for a person who is no
// longer among the organization's people.
func contactOf(known map[kernel.ID]advancing.Contact, id kernel.ID) advancing.Contact {
	if c, ok := known[id]; ok {
		return c
	}
	return advancing.Contact{ID: id, Name: "A removed person"}
}

func idStrings(ids []kernel.ID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = string(id)
	}
	return out
}
