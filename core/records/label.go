package records

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Label names the record of kind k with id the way people know it, from what d
// holds: a project's name, a show's date and venue, a person's name, a flight's
// carrier, number and places. It is what the activity log keeps beside a change
// and what a refusal names a dependant by. A record d does not hold is named by
// its kind and id.
func (d Dataset) Label(k Kind, id kernel.ID) string {
	one, ok := d.Record(k, id)
	if !ok {
		return string(k) + " " + string(id)
	}
	parts := one.labelParts(d)
	return strings.Join(kept(parts, func(s string) bool { return strings.TrimSpace(s) != "" }), " · ")
}

// labelParts returns the pieces of the label of the one record d holds; all is
// the dataset names of referenced records come from.
func (d Dataset) labelParts(all Dataset) []string {
	switch {
	case len(d.Venues) > 0:
		return []string{d.Venues[0].Name, d.Venues[0].City}
	case len(d.People) > 0:
		return []string{d.People[0].FullName()}
	case len(d.Projects) > 0:
		return []string{d.Projects[0].Name}
	case len(d.Shows) > 0:
		s := d.Shows[0]
		return []string{s.Date.String(), all.name(KindVenue, s.VenueID), s.Stage}
	case len(d.CrewAssignments) > 0:
		a := d.CrewAssignments[0]
		return []string{all.name(KindPerson, a.PersonID), a.Role}
	case len(d.Timesheets) > 0:
		t := d.Timesheets[0]
		return []string{all.name(KindPerson, t.PersonID), t.WorkDate.String()}
	case len(d.Schedule) > 0:
		i := d.Schedule[0]
		return []string{i.Title, kernel.DateOf(i.StartsAt, zoneOr(i.TimeZone)).String()}
	case len(d.Travel) > 0:
		t := d.Travel[0]
		return []string{strings.TrimSpace(t.Carrier + " " + t.Number), t.FromPlace + " → " + t.ToPlace}
	case len(d.Accommodations) > 0:
		a := d.Accommodations[0]
		return []string{a.HotelName, a.CheckIn.String()}
	case len(d.GuestList) > 0:
		return []string{d.GuestList[0].Name}
	case len(d.BudgetLines) > 0:
		return []string{d.BudgetLines[0].Category, d.BudgetLines[0].Description}
	case len(d.Expenses) > 0:
		return []string{d.Expenses[0].Description, d.Expenses[0].IncurredOn.String()}
	case len(d.Income) > 0:
		return []string{d.Income[0].Description}
	case len(d.Invoices) > 0:
		return []string{d.Invoices[0].Number}
	case len(d.Settlements) > 0:
		return []string{"Settlement", all.Label(KindShow, d.Settlements[0].ShowID)}
	}
	return nil
}

// name is the label of a referenced record, empty when d does not hold it.
func (d Dataset) name(k Kind, id kernel.ID) string {
	if _, ok := d.Record(k, id); !ok {
		return ""
	}
	return d.Label(k, id)
}
