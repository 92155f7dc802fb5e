package records

import "time"

// MapTimes replaces every instant of d, in place, with f of it: creation times,
// show times, schedule and travel times and settlement times. Stores use it to
// bring instants to the form they keep (UTC at microsecond precision).
func (d *Dataset) MapTimes(f func(time.Time) time.Time) {
	opt := func(t *time.Time) *time.Time {
		if t == nil {
			return nil
		}
		v := f(*t)
		return &v
	}
	for i := range d.Venues {
		d.Venues[i].CreatedAt = f(d.Venues[i].CreatedAt)
	}
	for i := range d.People {
		d.People[i].CreatedAt = f(d.People[i].CreatedAt)
	}
	for i := range d.Projects {
		d.Projects[i].CreatedAt = f(d.Projects[i].CreatedAt)
	}
	for i := range d.Shows {
		s := &d.Shows[i]
		s.DoorsAt, s.StartsAt, s.CurfewAt = opt(s.DoorsAt), opt(s.StartsAt), opt(s.CurfewAt)
		s.CreatedAt = f(s.CreatedAt)
	}
	for i := range d.CrewAssignments {
		d.CrewAssignments[i].CreatedAt = f(d.CrewAssignments[i].CreatedAt)
	}
	for i := range d.Timesheets {
		d.Timesheets[i].CreatedAt = f(d.Timesheets[i].CreatedAt)
	}
	for i := range d.Schedule {
		s := &d.Schedule[i]
		s.StartsAt, s.EndsAt, s.CreatedAt = f(s.StartsAt), opt(s.EndsAt), f(s.CreatedAt)
	}
	for i := range d.Travel {
		s := &d.Travel[i]
		s.DepartsAt, s.ArrivesAt, s.CreatedAt = f(s.DepartsAt), f(s.ArrivesAt), f(s.CreatedAt)
	}
	for i := range d.Accommodations {
		d.Accommodations[i].CreatedAt = f(d.Accommodations[i].CreatedAt)
	}
	for i := range d.GuestList {
		d.GuestList[i].CreatedAt = f(d.GuestList[i].CreatedAt)
	}
	for i := range d.BudgetLines {
		d.BudgetLines[i].CreatedAt = f(d.BudgetLines[i].CreatedAt)
	}
	for i := range d.Expenses {
		d.Expenses[i].CreatedAt = f(d.Expenses[i].CreatedAt)
	}
	for i := range d.Income {
		d.Income[i].CreatedAt = f(d.Income[i].CreatedAt)
	}
	for i := range d.Invoices {
		d.Invoices[i].CreatedAt = f(d.Invoices[i].CreatedAt)
	}
	for i := range d.Settlements {
		s := &d.Settlements[i]
		s.SettledAt, s.CreatedAt = f(s.SettledAt), f(s.CreatedAt)
	}
}
