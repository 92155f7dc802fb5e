package web

import (
	"strconv"
	"strings"
)

// recordPage is the data of a record form page (template logistics_form): the
// show form and every form around a show use it, their inputs laid out in
// groups, each a fieldset.
type recordPage struct {
	Title string
	// Lead says in a sentence what the form is for, and Context names the show
	// or project it belongs to.
	Lead, Context string
	Form          *recordForm
	Groups        []formGroup
	Action, Back  string
	// BackTo is the page the form returns to, posted as "back".
	BackTo string
	Submit string
	// Remove links to the record's removal confirmation; "" for a new record
	// or a viewer who may not remove it.
	Remove string
	// Cancel links to the show's cancellation ("Cancel this show"), on the
	// show form only.
	Cancel string
	// Search is a search above the form that narrows one of its choices (the
	// show form's venues); nil when none.
	Search *searchBox
	// Documents are the documents made from the record being edited (a hotel
	// stay's rooming list, a crew member's contract); nil for none.
	Documents *docsBlock
}

// searchBox is a GET form of one text input.
type searchBox struct {
	Action, Name, Label, Value, Hint string
}

// formGroup is one fieldset of a record form: its legend, an optional hint,
// its inputs by name and, for a list of people, one checkbox group.
type formGroup struct {
	Legend, Hint string
	Inputs       []string
	// Hidden are inputs the form carries unseen (a tier's id).
	Hidden []string
	Checks *checkGroup
}

// checkGroup is a list of checkboxes under one posted name (passengers, a
// room's occupants, a ticket tier's removal).
type checkGroup struct {
	ID, Name, Legend, Error string
	Options                 []option
	Checked                 map[string]bool
}

// newCheckGroup is the checkbox group of input name of f, its checked values
// being f's value of name (comma-separated ids). Its boxes are posted as
// name[] (see checkedIDs).
func newCheckGroup(f *recordForm, name, legend string, options []option) *checkGroup {
	g := &checkGroup{ID: inputID(name), Name: name + "[]", Legend: legend, Options: options, Checked: map[string]bool{}}
	for _, id := range strings.Split(f.Get(name), ",") {
		if id != "" {
			g.Checked[id] = true
		}
	}
	g.Error = f.Error(g.ID)
	return g
}

// OptionID is the element id of one checkbox of the group.
func (g *checkGroup) OptionID(i int) string {
	return g.ID + "-" + safeID(strings.ReplaceAll(g.Options[i].Value, "/", "-"))
}

func itoa(n int) string { return strconv.Itoa(n) }

// joined is the comma-separated form of ids, as a check group's value.
func joined[T ~string](ids []T) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = string(id)
	}
	return strings.Join(s, ",")
}
