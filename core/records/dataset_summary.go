package records

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// exportNames maps each kind to the snake_case name of its slice in the export
// format, which is also the first segment of a dataset field error's pointer.
var exportNames = map[Kind]string{
	KindVenue:          "venues",
	KindPerson:         "people",
	KindProject:        "projects",
	KindShow:           "shows",
	KindCrewAssignment: "crew_assignments",
	KindTimesheetEntry: "timesheets",
	KindScheduleItem:   "schedule",
	KindTravelSegment:  "travel",
	KindAccommodation:  "accommodations",
	KindGuestListEntry: "guest_list",
	KindBudgetLine:     "budget_lines",
	KindExpense:        "expenses",
	KindIncomeLine:     "income",
	KindInvoice:        "invoices",
	KindSettlement:     "settlements",
}

// ExportName returns the snake_case name of k's records in the export format and in
// dataset field pointers ("shows" for KindShow); empty for an unknown kind.
func (k Kind) ExportName() string { return exportNames[k] }

// Count returns how many records of each kind d holds, with every kind present
// (zero included). Children such as ticket tiers or payments are not records of
// their own and are not counted.
func (d Dataset) Count() map[Kind]int {
	out := make(map[Kind]int, len(Kinds))
	for _, k := range Kinds {
		out[k] = 0
	}
	d.each(func(k Kind, _ int, id kernel.ID) { out[k]++ })
	return out
}

// Children counts the children of d's records, which are rows of their own
// but not records: what a writer sizes its rows by, and what Rows adds.
type Children struct {
	VenueContacts, ShowContacts, Tiers, Passengers, Rooms, Occupants int
	InvoiceLines, Payments, SettledExpenses                          int
}

// Children counts the children of d's records.
func (d Dataset) Children() Children {
	var c Children
	for _, v := range d.Venues {
		c.VenueContacts += len(v.Contacts)
	}
	for _, s := range d.Shows {
		c.ShowContacts += len(s.Contacts)
		c.Tiers += len(s.Tiers)
	}
	for _, t := range d.Travel {
		c.Passengers += len(t.PassengerIDs)
	}
	for _, a := range d.Accommodations {
		c.Rooms += len(a.Rooms)
		for _, r := range a.Rooms {
			c.Occupants += len(r.OccupantIDs)
		}
	}
	for _, inv := range d.Invoices {
		c.InvoiceLines += len(inv.Lines)
		c.Payments += len(inv.Payments)
	}
	for _, s := range d.Settlements {
		c.SettledExpenses += len(s.Expenses)
	}
	return c
}

// Rows counts the records of d with their children as the rows they become: one
// per record, ticket tier, contact, passenger, room, occupant, invoice line,
// payment and itemised settlement expense.
func (d Dataset) Rows() int {
	n := 0
	for _, c := range d.Count() {
		n += c
	}
	c := d.Children()
	return n + c.VenueContacts + c.ShowContacts + c.Tiers + c.Passengers + c.Rooms + c.Occupants +
		c.InvoiceLines + c.Payments + c.SettledExpenses
}

// IDs returns the ids of d's records by kind, each list sorted, with every kind
// present (an empty list for a kind without records).
func (d Dataset) IDs() map[Kind][]kernel.ID {
	out := make(map[Kind][]kernel.ID, len(Kinds))
	for _, k := range Kinds {
		out[k] = []kernel.ID{}
	}
	d.each(func(k Kind, _ int, id kernel.ID) { out[k] = append(out[k], id) })
	for _, ids := range out {
		slices.Sort(ids)
	}
	return out
}

// each calls fn for every record of d with its kind, its index in its slice and
// its id, kind by kind in the order of Kinds.
func (d Dataset) each(fn func(k Kind, i int, id kernel.ID)) {
	for i, r := range d.Venues {
		fn(KindVenue, i, r.ID)
	}
	for i, r := range d.People {
		fn(KindPerson, i, r.ID)
	}
	for i, r := range d.Projects {
		fn(KindProject, i, r.ID)
	}
	for i, r := range d.Shows {
		fn(KindShow, i, r.ID)
	}
	for i, r := range d.CrewAssignments {
		fn(KindCrewAssignment, i, r.ID)
	}
	for i, r := range d.Timesheets {
		fn(KindTimesheetEntry, i, r.ID)
	}
	for i, r := range d.Schedule {
		fn(KindScheduleItem, i, r.ID)
	}
	for i, r := range d.Travel {
		fn(KindTravelSegment, i, r.ID)
	}
	for i, r := range d.Accommodations {
		fn(KindAccommodation, i, r.ID)
	}
	for i, r := range d.GuestList {
		fn(KindGuestListEntry, i, r.ID)
	}
	for i, r := range d.BudgetLines {
		fn(KindBudgetLine, i, r.ID)
	}
	for i, r := range d.Expenses {
		fn(KindExpense, i, r.ID)
	}
	for i, r := range d.Income {
		fn(KindIncomeLine, i, r.ID)
	}
	for i, r := range d.Invoices {
		fn(KindInvoice, i, r.ID)
	}
	for i, r := range d.Settlements {
		fn(KindSettlement, i, r.ID)
	}
}
