package app

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// withoutIDs returns d without the records whose id is in gone.
func withoutIDs(d records.Dataset, gone map[kernel.ID]bool) records.Dataset {
	d.Venues = dropIDs(d.Venues, gone, func(r records.Venue) kernel.ID { return r.ID })
	d.People = dropIDs(d.People, gone, func(r records.Person) kernel.ID { return r.ID })
	d.Projects = dropIDs(d.Projects, gone, func(r records.Project) kernel.ID { return r.ID })
	d.Shows = dropIDs(d.Shows, gone, func(r records.Show) kernel.ID { return r.ID })
	d.CrewAssignments = dropIDs(d.CrewAssignments, gone, func(r records.CrewAssignment) kernel.ID { return r.ID })
	d.Timesheets = dropIDs(d.Timesheets, gone, func(r records.TimesheetEntry) kernel.ID { return r.ID })
	d.Schedule = dropIDs(d.Schedule, gone, func(r records.ScheduleItem) kernel.ID { return r.ID })
	d.Travel = dropIDs(d.Travel, gone, func(r records.TravelSegment) kernel.ID { return r.ID })
	d.Accommodations = dropIDs(d.Accommodations, gone, func(r records.Accommodation) kernel.ID { return r.ID })
	d.GuestList = dropIDs(d.GuestList, gone, func(r records.GuestListEntry) kernel.ID { return r.ID })
	d.BudgetLines = dropIDs(d.BudgetLines, gone, func(r records.BudgetLine) kernel.ID { return r.ID })
	d.Expenses = dropIDs(d.Expenses, gone, func(r records.Expense) kernel.ID { return r.ID })
	d.Income = dropIDs(d.Income, gone, func(r records.IncomeLine) kernel.ID { return r.ID })
	d.Invoices = dropIDs(d.Invoices, gone, func(r records.Invoice) kernel.ID { return r.ID })
	d.Settlements = dropIDs(d.Settlements, gone, func(r records.Settlement) kernel.ID { return r.ID })
	return d
}

// dropIDs returns s without the records whose id is in gone, in a new slice.
func dropIDs[T any](s []T, gone map[kernel.ID]bool, id func(T) kernel.ID) []T {
	out := make([]T, 0, len(s))
	for _, r := range s {
		if !gone[id(r)] {
			out = append(out, r)
		}
	}
	return out
}

// referredIDs returns the ids of the venues, people, projects and shows that
// d's records refer to: the records that have dependants in d
// (records.Dataset.Dependants), found in one pass.
func referredIDs(d records.Dataset) map[kernel.ID]bool {
	ids := d.PeopleReferred()
	for _, s := range d.Shows {
		ids[s.VenueID] = true
	}
	for _, r := range d.Refs() {
		if r.Kind != records.KindProject {
			ids[r.ProjectID] = true
		}
	}
	add := func(show kernel.ID) { ids[show] = true }
	for _, r := range d.Timesheets {
		add(r.ShowID)
	}
	for _, r := range d.Schedule {
		add(r.ShowID)
	}
	for _, r := range d.Accommodations {
		add(r.ShowID)
	}
	for _, r := range d.GuestList {
		add(r.ShowID)
	}
	for _, r := range d.BudgetLines {
		add(r.ShowID)
	}
	for _, r := range d.Expenses {
		add(r.ShowID)
	}
	for _, r := range d.Income {
		add(r.ShowID)
	}
	for _, r := range d.Invoices {
		add(r.ShowID)
	}
	for _, r := range d.Settlements {
		add(r.ShowID)
	}
	return ids
}
