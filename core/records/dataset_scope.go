package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// ShowScope returns what d holds of the records a document about one show reads
// (DatasetFilter.ShowID), in d's order: the show, its project and its venue;
// the guest list entries, settlements, invoices, expenses and income lines tied
// to the show; of its project, the schedule items tied to the show, and those
// tied to no show that start in the show's window (a day sheet prints the untied
// items of its touring day), the travel segments departing in that window (a
// day sheet prints the day's and the next day's), the crew assignments that run
// on the show's date (its managers and calls) and the accommodations whose stay
// covers it (checked in on or before it, checked out after it); the people
// these refer to; and the organization's legal profile. Timesheets and budget
// lines are left out. The window runs from midnight UTC the day before the
// show's date to midnight UTC three days after: wider than any touring day (06:00
// to 06:00 local time, in zones from UTC−12 to UTC+14) of the show's date and the
// next. d must hold the show's project; without the show the result holds only
// the profile.
func (d Dataset) ShowScope(show kernel.ID) Dataset {
	out := Dataset{Profile: d.Profile, Shows: kept(d.Shows, func(s Show) bool { return s.ID == show })}
	if len(out.Shows) == 0 {
		return out
	}
	s := out.Shows[0]
	project := func(id kernel.ID) bool { return id == s.ProjectID }
	tied := func(id kernel.ID) bool { return id == show }
	out.Projects = kept(d.Projects, func(p Project) bool { return project(p.ID) })
	out.Venues = kept(d.Venues, func(v Venue) bool { return v.ID == s.VenueID })
	out.GuestList = kept(d.GuestList, func(g GuestListEntry) bool { return tied(g.ShowID) })
	out.Settlements = kept(d.Settlements, func(x Settlement) bool { return tied(x.ShowID) })
	out.Invoices = kept(d.Invoices, func(i Invoice) bool { return tied(i.ShowID) })
	out.Expenses = kept(d.Expenses, func(e Expense) bool { return tied(e.ShowID) })
	out.Income = kept(d.Income, func(i IncomeLine) bool { return tied(i.ShowID) })
	from, to := s.Date.AddDays(-1).Time(time.UTC), s.Date.AddDays(3).Time(time.UTC)
	window := func(t time.Time) bool { return !t.Before(from) && t.Before(to) }
	out.Schedule = kept(d.Schedule, func(i ScheduleItem) bool {
		return project(i.ProjectID) && (tied(i.ShowID) || (i.ShowID.IsZero() && window(i.StartsAt)))
	})
	out.CrewAssignments = kept(d.CrewAssignments, func(a CrewAssignment) bool {
		return project(a.ProjectID) && !s.Date.Before(a.StartsOn) && !a.EndsOn.Before(s.Date)
	})
	out.Travel = kept(d.Travel, func(t TravelSegment) bool { return project(t.ProjectID) && window(t.DepartsAt) })
	out.Accommodations = kept(d.Accommodations, func(a Accommodation) bool {
		return project(a.ProjectID) && !s.Date.Before(a.CheckIn) && s.Date.Before(a.CheckOut)
	})
	people := out.PeopleReferred()
	out.People = kept(d.People, func(p Person) bool { return people[p.ID] })
	return out
}

// OnlyKinds returns d's records of the given kinds, with their children (a show's
// tiers and contacts, a stay's rooms, an invoice's lines and payments, a
// settlement's expense lines), and its projects whatever the kinds; its venues
// only if KindVenue is given, and then those the kept shows refer to; its people
// only if KindPerson is given, and then those the kept records refer to; and the
// legal profile. Empty kinds give d as it is.
func (d Dataset) OnlyKinds(kinds []Kind) Dataset {
	if len(kinds) == 0 {
		return d
	}
	has := map[Kind]bool{}
	for _, k := range kinds {
		has[k] = true
	}
	out := Dataset{Profile: d.Profile, Projects: d.Projects}
	if has[KindShow] {
		out.Shows = d.Shows
	}
	pick(has[KindCrewAssignment], &out.CrewAssignments, d.CrewAssignments)
	pick(has[KindTimesheetEntry], &out.Timesheets, d.Timesheets)
	pick(has[KindScheduleItem], &out.Schedule, d.Schedule)
	pick(has[KindTravelSegment], &out.Travel, d.Travel)
	pick(has[KindAccommodation], &out.Accommodations, d.Accommodations)
	pick(has[KindGuestListEntry], &out.GuestList, d.GuestList)
	pick(has[KindBudgetLine], &out.BudgetLines, d.BudgetLines)
	pick(has[KindExpense], &out.Expenses, d.Expenses)
	pick(has[KindIncomeLine], &out.Income, d.Income)
	pick(has[KindInvoice], &out.Invoices, d.Invoices)
	pick(has[KindSettlement], &out.Settlements, d.Settlements)
	if has[KindVenue] {
		venues := map[kernel.ID]bool{}
		for _, s := range out.Shows {
			venues[s.VenueID] = true
		}
		out.Venues = kept(d.Venues, func(v Venue) bool { return venues[v.ID] })
	}
	if has[KindPerson] {
		people := out.PeopleReferred()
		out.People = kept(d.People, func(p Person) bool { return people[p.ID] })
	}
	return out
}

// pick sets *dst to src when keep is true.
func pick[T any](keep bool, dst *[]T, src []T) {
	if keep {
		*dst = src
	}
}

// PeopleReferred returns the ids of the people d's records refer to: show and
// venue contacts, crew, timesheets, expenses, passengers and room occupants.
func (d Dataset) PeopleReferred() map[kernel.ID]bool {
	ids := map[kernel.ID]bool{}
	for _, s := range d.Shows {
		for _, c := range s.Contacts {
			ids[c.PersonID] = true
		}
	}
	for _, v := range d.Venues {
		for _, c := range v.Contacts {
			ids[c.PersonID] = true
		}
	}
	for _, a := range d.CrewAssignments {
		ids[a.PersonID] = true
	}
	for _, e := range d.Timesheets {
		ids[e.PersonID] = true
	}
	for _, e := range d.Expenses {
		ids[e.PersonID] = true
	}
	for _, t := range d.Travel {
		for _, id := range t.PassengerIDs {
			ids[id] = true
		}
	}
	for _, a := range d.Accommodations {
		for _, r := range a.Rooms {
			for _, id := range r.OccupantIDs {
				ids[id] = true
			}
		}
	}
	return ids
}

// kept returns the elements of s that keep accepts, nil when none.
func kept[T any](s []T, keep func(T) bool) []T {
	var out []T
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}
