package records

import (
	"cmp"
	"slices"
	"time"
)

// Sort puts every slice of d, in place, in the stable order that stores return
// and exports print: each kind by a natural key and then by id.
//
//	venues            name, id
//	people            last name, first name, id
//	projects          start date, name, id
//	shows             date, id
//	crew_assignments  start date, role, id
//	timesheets        work date, person id, id
//	schedule          start, id
//	travel            departure, id
//	accommodations    check-in, hotel name, id
//	guest_list        show id, name, id
//	budget_lines      project id, category, id
//	expenses          date incurred, id
//	income            date received, id
//	invoices          number, id
//	settlements       settlement time, id
//
// Children without an order of their own are sorted too: contacts by role and then
// person id, passengers and room occupants by id, payments by date received and
// then id. Children whose order their author chose, and which documents print in
// that order, keep it: a show's ticket tiers, an invoice's lines and a stay's
// rooms. Every store preserves that order.
func (d *Dataset) Sort() {
	sortBy(d.Venues, func(a, b Venue) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID))
	})
	for i := range d.Venues {
		sortContacts(d.Venues[i].Contacts)
	}
	sortBy(d.People, func(a, b Person) int {
		return cmp.Or(cmp.Compare(a.LastName, b.LastName), cmp.Compare(a.FirstName, b.FirstName), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Projects, compareProjects)
	sortBy(d.Shows, func(a, b Show) int {
		return cmp.Or(cmp.Compare(a.Date, b.Date), cmp.Compare(a.ID, b.ID))
	})
	for i := range d.Shows {
		sortContacts(d.Shows[i].Contacts)
	}
	sortBy(d.CrewAssignments, func(a, b CrewAssignment) int {
		return cmp.Or(cmp.Compare(a.StartsOn, b.StartsOn), cmp.Compare(a.Role, b.Role), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Timesheets, func(a, b TimesheetEntry) int {
		return cmp.Or(cmp.Compare(a.WorkDate, b.WorkDate), cmp.Compare(a.PersonID, b.PersonID), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Schedule, func(a, b ScheduleItem) int {
		return cmp.Or(compareTimes(a.StartsAt, b.StartsAt), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Travel, func(a, b TravelSegment) int {
		return cmp.Or(compareTimes(a.DepartsAt, b.DepartsAt), cmp.Compare(a.ID, b.ID))
	})
	for i := range d.Travel {
		slices.Sort(d.Travel[i].PassengerIDs)
	}
	sortBy(d.Accommodations, func(a, b Accommodation) int {
		return cmp.Or(cmp.Compare(a.CheckIn, b.CheckIn), cmp.Compare(a.HotelName, b.HotelName), cmp.Compare(a.ID, b.ID))
	})
	for i := range d.Accommodations {
		for j := range d.Accommodations[i].Rooms {
			slices.Sort(d.Accommodations[i].Rooms[j].OccupantIDs)
		}
	}
	sortBy(d.GuestList, func(a, b GuestListEntry) int {
		return cmp.Or(cmp.Compare(a.ShowID, b.ShowID), cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.BudgetLines, func(a, b BudgetLine) int {
		return cmp.Or(cmp.Compare(a.ProjectID, b.ProjectID), cmp.Compare(a.Category, b.Category), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Expenses, func(a, b Expense) int {
		return cmp.Or(cmp.Compare(a.IncurredOn, b.IncurredOn), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Income, func(a, b IncomeLine) int {
		return cmp.Or(cmp.Compare(a.ReceivedOn, b.ReceivedOn), cmp.Compare(a.ID, b.ID))
	})
	sortBy(d.Invoices, func(a, b Invoice) int {
		return cmp.Or(cmp.Compare(a.Number, b.Number), cmp.Compare(a.ID, b.ID))
	})
	for i := range d.Invoices {
		sortBy(d.Invoices[i].Payments, comparePayments)
	}
	sortBy(d.Settlements, func(a, b Settlement) int {
		return cmp.Or(compareTimes(a.SettledAt, b.SettledAt), cmp.Compare(a.ID, b.ID))
	})
}

// SortProjects puts projects in the order FindProjects promises: start date, then
// name, then id.
func SortProjects(ps []Project) { sortBy(ps, compareProjects) }

func compareProjects(a, b Project) int {
	return cmp.Or(cmp.Compare(a.StartsOn, b.StartsOn), cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID))
}

func sortContacts(cs []ContactRole) {
	sortBy(cs, func(a, b ContactRole) int {
		return cmp.Or(cmp.Compare(a.Role, b.Role), cmp.Compare(a.PersonID, b.PersonID))
	})
}

func sortBy[T any](s []T, compare func(a, b T) int) { slices.SortStableFunc(s, compare) }

func compareTimes(a, b time.Time) int { return a.Compare(b) }
