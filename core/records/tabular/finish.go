package tabular

import (
	"cmp"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// finish puts the problems in order: the sheet's first, then by row, then by
// column as the spreadsheet orders them (B before AA), errors before warnings.
func (b *builder) finish() {
	slices.SortStableFunc(b.plan.Problems, func(x, y Problem) int {
		return cmp.Or(cmp.Compare(x.Row, y.Row), cmp.Compare(len(x.Column), len(y.Column)),
			strings.Compare(x.Column, y.Column), compareBool(x.Warning, y.Warning))
	})
}

func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// say phrases a record's rule refusing a field in the words of the sheet:
// what would have been read, and the sentence to show. A code it has no words
// for keeps the rule's own sentence.
func (b *builder) say(key, code, detail string) (expected, sentence string) {
	f, ok := b.spec.Field(key)
	label := f.Label
	if !ok {
		label = "This row's " + strings.ReplaceAll(key, "_", " ")
		if key == "" {
			return "", upperFirst(strings.ReplaceAll(detail, "_", " ")) + "."
		}
	}
	switch code {
	case records.CodeRequired:
		if key == keyName || key == keyFirstName || key == keyLastName {
			return "a name", "Enter a first or a last name."
		}
		return "a value", label + " is required."
	case records.CodeNegative:
		return "zero or more", label + " must not be negative."
	case records.CodeOutOfRange:
		return "a percentage from 0 to 100", label + " must be between 0% and 100%."
	case records.CodeInvalidEmail:
		return "an e-mail address such as name@example.com", label + " is not an e-mail address such as name@example.com."
	case records.CodeInvalidCountry:
		return "a two-letter country code such as NL", "Enter the country's two-letter ISO code, such as NL, DE or US."
	case records.CodeInvalidTimeZone:
		return "a time zone such as Europe/Amsterdam", "Enter an IANA time zone, such as Europe/Amsterdam."
	case records.CodeInvalidCurrency:
		return "a currency code such as EUR", "Enter a currency's three-letter code, such as EUR."
	case records.CodeOutOfOrder:
		return "", label + " comes before the date or time it follows."
	}
	return "", upperFirst(strings.ReplaceAll(detail, "_", " ")) + "."
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// changes says what an update changes, in the activity log's words
// (exchange.FieldChanges), naming the records it refers to.
func (b *builder) changes(k records.Kind, before, after records.Dataset) []records.FieldChange {
	return exchange.FieldChanges(k, before, after, b.names(before.Plus(after)))
}

// names is the little dataset an update's changes are named from: the
// project, and the venues, people and shows its record refers to.
func (b *builder) names(d records.Dataset) records.Dataset {
	var out records.Dataset
	if b.in.Project != nil {
		out.Projects = []records.Project{*b.in.Project}
	}
	ex := b.ex
	venue := func(id kernel.ID) {
		if i, ok := ex.venueByID[id]; ok {
			out.Venues = append(out.Venues, ex.d.Venues[i])
		}
	}
	person := func(id kernel.ID) {
		if i, ok := ex.personByID[id]; ok {
			out.People = append(out.People, ex.d.People[i])
		}
	}
	show := func(id kernel.ID) {
		if i, ok := ex.showByID[id]; ok {
			out.Shows = append(out.Shows, ex.d.Shows[i])
			venue(ex.d.Shows[i].VenueID)
		}
	}
	for _, s := range d.Shows {
		venue(s.VenueID)
	}
	for _, a := range d.CrewAssignments {
		person(a.PersonID)
	}
	for _, g := range d.GuestList {
		show(g.ShowID)
	}
	for _, l := range d.BudgetLines {
		show(l.ShowID)
	}
	for _, e := range d.Expenses {
		show(e.ShowID)
		person(e.PersonID)
	}
	return out
}
