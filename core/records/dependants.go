package records

import "github.com/roadcase/roadcase/core/kernel"

// Dependants returns the records of d that refer to the record of kind k with id,
// in d's order: what removing it would leave dangling. A venue's shows; a person's
// crew assignments, timesheets and expenses, and the records naming them as a
// contact, passenger or room occupant; a project's records; a show's timesheets,
// schedule items, hotel stays, guest list entries, expenses, income lines,
// invoices and settlement. Children (a show's tiers, a stay's rooms) are part of
// their record, not dependants. Other kinds have none.
func (d Dataset) Dependants(k Kind, id kernel.ID) []Ref {
	var out []Ref
	add := func(kind Kind, rid, project kernel.ID, refers bool) {
		if refers {
			out = append(out, Ref{Kind: kind, ID: rid, ProjectID: project})
		}
	}
	switch k {
	case KindVenue:
		for _, s := range d.Shows {
			add(KindShow, s.ID, s.ProjectID, s.VenueID == id)
		}
	case KindPerson:
		d.personDependants(id, add)
	case KindProject:
		for _, r := range d.Refs() {
			add(r.Kind, r.ID, r.ProjectID, r.Kind != KindProject && r.ProjectID == id)
		}
	case KindShow:
		d.showDependants(id, add)
	}
	return out
}

// showDependants adds the records that refer to show id.
func (d Dataset) showDependants(id kernel.ID, add func(Kind, kernel.ID, kernel.ID, bool)) {
	for _, r := range d.Timesheets {
		add(KindTimesheetEntry, r.ID, r.ProjectID, r.ShowID == id)
	}
	for _, r := range d.Schedule {
		add(KindScheduleItem, r.ID, r.ProjectID, r.ShowID == id)
	}
	for _, r := range d.Accommodations {
		add(KindAccommodation, r.ID, r.ProjectID, r.ShowID == id)
	}
	project := kernel.ID("")
	for _, s := range d.Shows {
		if s.ID == id {
			project = s.ProjectID
		}
	}
	for _, r := range d.GuestList {
		add(KindGuestListEntry, r.ID, project, r.ShowID == id)
	}
	for _, r := range d.BudgetLines {
		add(KindBudgetLine, r.ID, r.ProjectID, r.ShowID == id)
	}
	for _, r := range d.Expenses {
		add(KindExpense, r.ID, r.ProjectID, r.ShowID == id)
	}
	for _, r := range d.Income {
		add(KindIncomeLine, r.ID, r.ProjectID, r.ShowID == id)
	}
	for _, r := range d.Invoices {
		add(KindInvoice, r.ID, r.ProjectID, r.ShowID == id)
	}
	for _, r := range d.Settlements {
		add(KindSettlement, r.ID, project, r.ShowID == id)
	}
}

// personDependants adds the records that refer to person id.
func (d Dataset) personDependants(id kernel.ID, add func(Kind, kernel.ID, kernel.ID, bool)) {
	for _, r := range d.Venues {
		add(KindVenue, r.ID, "", hasContact(r.Contacts, id))
	}
	for _, r := range d.Shows {
		add(KindShow, r.ID, r.ProjectID, hasContact(r.Contacts, id))
	}
	for _, r := range d.CrewAssignments {
		add(KindCrewAssignment, r.ID, r.ProjectID, r.PersonID == id)
	}
	for _, r := range d.Timesheets {
		add(KindTimesheetEntry, r.ID, r.ProjectID, r.PersonID == id)
	}
	for _, r := range d.Travel {
		add(KindTravelSegment, r.ID, r.ProjectID, containsID(r.PassengerIDs, id))
	}
	for _, r := range d.Accommodations {
		occupied := false
		for _, room := range r.Rooms {
			occupied = occupied || containsID(room.OccupantIDs, id)
		}
		add(KindAccommodation, r.ID, r.ProjectID, occupied)
	}
	for _, r := range d.Expenses {
		add(KindExpense, r.ID, r.ProjectID, r.PersonID == id)
	}
}

func hasContact(cs []ContactRole, id kernel.ID) bool {
	for _, c := range cs {
		if c.PersonID == id {
			return true
		}
	}
	return false
}

func containsID(ids []kernel.ID, id kernel.ID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
