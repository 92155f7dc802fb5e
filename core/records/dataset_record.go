package records

import "github.com/roadcase/roadcase/core/kernel"

// Record returns the record of kind k with id, with its children, as a dataset
// holding it alone; ok is false when d has no such record.
func (d Dataset) Record(k Kind, id kernel.ID) (one Dataset, ok bool) {
	one = d.selected(k, func(x kernel.ID) bool { return x == id }, true)
	return one, one.Rows() > 0
}

// Without returns d without the record of kind k with id (and its children). The
// other records' slices are d's own; the one of kind k is new.
func (d Dataset) Without(k Kind, id kernel.ID) Dataset {
	out := d.selected(k, func(x kernel.ID) bool { return x != id }, false)
	return out
}

// Plus returns d with every record of more appended, kind by kind, in new slices.
func (d Dataset) Plus(more Dataset) Dataset {
	out := d.Clone()
	out.Venues = append(out.Venues, more.Venues...)
	out.People = append(out.People, more.People...)
	out.Projects = append(out.Projects, more.Projects...)
	out.Shows = append(out.Shows, more.Shows...)
	out.CrewAssignments = append(out.CrewAssignments, more.CrewAssignments...)
	out.Timesheets = append(out.Timesheets, more.Timesheets...)
	out.Schedule = append(out.Schedule, more.Schedule...)
	out.Travel = append(out.Travel, more.Travel...)
	out.Accommodations = append(out.Accommodations, more.Accommodations...)
	out.GuestList = append(out.GuestList, more.GuestList...)
	out.BudgetLines = append(out.BudgetLines, more.BudgetLines...)
	out.Expenses = append(out.Expenses, more.Expenses...)
	out.Income = append(out.Income, more.Income...)
	out.Invoices = append(out.Invoices, more.Invoices...)
	out.Settlements = append(out.Settlements, more.Settlements...)
	return out
}

// selected narrows the records of kind k to those whose id keep accepts. With
// alone, the result holds nothing else; otherwise every other kind is d's.
func (d Dataset) selected(k Kind, keep func(kernel.ID) bool, alone bool) Dataset {
	out := d
	if alone {
		out = Dataset{}
	}
	switch k {
	case KindVenue:
		out.Venues = kept(d.Venues, func(r Venue) bool { return keep(r.ID) })
	case KindPerson:
		out.People = kept(d.People, func(r Person) bool { return keep(r.ID) })
	case KindProject:
		out.Projects = kept(d.Projects, func(r Project) bool { return keep(r.ID) })
	case KindShow:
		out.Shows = kept(d.Shows, func(r Show) bool { return keep(r.ID) })
	case KindCrewAssignment:
		out.CrewAssignments = kept(d.CrewAssignments, func(r CrewAssignment) bool { return keep(r.ID) })
	case KindTimesheetEntry:
		out.Timesheets = kept(d.Timesheets, func(r TimesheetEntry) bool { return keep(r.ID) })
	case KindScheduleItem:
		out.Schedule = kept(d.Schedule, func(r ScheduleItem) bool { return keep(r.ID) })
	case KindTravelSegment:
		out.Travel = kept(d.Travel, func(r TravelSegment) bool { return keep(r.ID) })
	case KindAccommodation:
		out.Accommodations = kept(d.Accommodations, func(r Accommodation) bool { return keep(r.ID) })
	case KindGuestListEntry:
		out.GuestList = kept(d.GuestList, func(r GuestListEntry) bool { return keep(r.ID) })
	case KindBudgetLine:
		out.BudgetLines = kept(d.BudgetLines, func(r BudgetLine) bool { return keep(r.ID) })
	case KindExpense:
		out.Expenses = kept(d.Expenses, func(r Expense) bool { return keep(r.ID) })
	case KindIncomeLine:
		out.Income = kept(d.Income, func(r IncomeLine) bool { return keep(r.ID) })
	case KindInvoice:
		out.Invoices = kept(d.Invoices, func(r Invoice) bool { return keep(r.ID) })
	case KindSettlement:
		out.Settlements = kept(d.Settlements, func(r Settlement) bool { return keep(r.ID) })
	}
	return out
}

// Refs returns the Ref of every record of d, kind by kind in the order of Kinds:
// a guest list entry's or a settlement's project is its show's (empty when d
// lacks the show), and a project's is itself.
func (d Dataset) Refs() []Ref {
	shows := make(map[kernel.ID]kernel.ID, len(d.Shows))
	for _, s := range d.Shows {
		shows[s.ID] = s.ProjectID
	}
	out := make([]Ref, 0, d.Rows())
	d.each(func(k Kind, i int, id kernel.ID) {
		out = append(out, Ref{Kind: k, ID: id, ProjectID: d.projectAt(k, i, shows)})
	})
	return out
}

// projectAt returns the project of the i-th record of kind k.
func (d Dataset) projectAt(k Kind, i int, shows map[kernel.ID]kernel.ID) kernel.ID {
	switch k {
	case KindProject:
		return d.Projects[i].ID
	case KindShow:
		return d.Shows[i].ProjectID
	case KindCrewAssignment:
		return d.CrewAssignments[i].ProjectID
	case KindTimesheetEntry:
		return d.Timesheets[i].ProjectID
	case KindScheduleItem:
		return d.Schedule[i].ProjectID
	case KindTravelSegment:
		return d.Travel[i].ProjectID
	case KindAccommodation:
		return d.Accommodations[i].ProjectID
	case KindGuestListEntry:
		return shows[d.GuestList[i].ShowID]
	case KindBudgetLine:
		return d.BudgetLines[i].ProjectID
	case KindExpense:
		return d.Expenses[i].ProjectID
	case KindIncomeLine:
		return d.Income[i].ProjectID
	case KindInvoice:
		return d.Invoices[i].ProjectID
	case KindSettlement:
		return shows[d.Settlements[i].ShowID]
	}
	return ""
}
