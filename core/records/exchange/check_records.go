package exchange

import "strconv"

// keysOf returns the key of every element of a slice.
func keysOf[T any](items []T, key func(T) string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = key(it)
	}
	return out
}

// document checks d: first every key, so that references do not depend on the
// order of the arrays, then every record.
func (c *docCheck) document(d Document) {
	if d.Format != FormatVersion && d.Format != FormatVersion1 {
		reads := "this version reads " + strconv.Quote(FormatVersion) + " and " + strconv.Quote(FormatVersion1)
		detail := "is required: " + reads
		if d.Format != "" {
			detail = strconv.Quote(d.Format) + " is not supported: " + reads
		}
		c.r.add("unsupported_format", detail, "format")
	}
	c.v2 = d.Format != FormatVersion1
	c.organization(d.Organization)
	c.profile(d.Profile)
	c.registerAll(d)
	c.places(d)
	c.shows(d.Shows)
	c.logistics(d)
	c.money(d)
	c.taxRates(d)
}

// registerAll claims the keys of every array.
func (c *docCheck) registerAll(d Document) {
	c.register("venues", keysOf(d.Venues, func(v Venue) string { return v.ID }))
	c.register("people", keysOf(d.People, func(v Person) string { return v.ID }))
	c.register("projects", keysOf(d.Projects, func(v Project) string { return v.ID }))
	c.register("shows", keysOf(d.Shows, func(v Show) string { return v.ID }))
	c.register("crew_assignments", keysOf(d.CrewAssignments, func(v CrewAssignment) string { return v.ID }))
	c.register("timesheets", keysOf(d.Timesheets, func(v Timesheet) string { return v.ID }))
	c.register("schedule", keysOf(d.Schedule, func(v ScheduleItem) string { return v.ID }))
	c.register("travel", keysOf(d.Travel, func(v Travel) string { return v.ID }))
	c.register("accommodations", keysOf(d.Accommodations, func(v Accommodation) string { return v.ID }))
	c.register("guest_list", keysOf(d.GuestList, func(v Guest) string { return v.ID }))
	c.register("budget_lines", keysOf(d.BudgetLines, func(v BudgetLine) string { return v.ID }))
	c.register("expenses", keysOf(d.Expenses, func(v Expense) string { return v.ID }))
	c.register("income", keysOf(d.Income, func(v Income) string { return v.ID }))
	c.register("invoices", keysOf(d.Invoices, func(v Invoice) string { return v.ID }))
	c.register("settlements", keysOf(d.Settlements, func(v Settlement) string { return v.ID }))
}

func (c *docCheck) contacts(cs []Contact, array string, i int) {
	for j, ct := range cs {
		c.ref("people", ct.PersonID, array, i, "contacts", j, "person_id")
	}
}

func (c *docCheck) places(d Document) {
	for i, v := range d.Venues {
		c.contacts(v.Contacts, "venues", i)
		c.instant(v.CreatedAt, "venues", i, "created_at")
	}
	for i, p := range d.People {
		c.instant(p.CreatedAt, "people", i, "created_at")
	}
	for i, p := range d.Projects {
		c.date(p.StartsOn, "projects", i, "starts_on")
		c.date(p.EndsOn, "projects", i, "ends_on")
		c.instant(p.CreatedAt, "projects", i, "created_at")
	}
}

func (c *docCheck) shows(shows []Show) {
	for i, s := range shows {
		c.ref("projects", s.ProjectID, "shows", i, "project_id")
		c.ref("venues", s.VenueID, "shows", i, "venue_id")
		c.date(s.Date, "shows", i, "date")
		c.optInstant(s.DoorsAt, "shows", i, "doors_at")
		c.optInstant(s.StartsAt, "shows", i, "starts_at")
		c.optInstant(s.CurfewAt, "shows", i, "curfew_at")
		c.optInstant(s.GuestCutoffAt, "shows", i, "guest_cutoff_at")
		if s.Cancellation != nil {
			c.date(s.Cancellation.On, "shows", i, "cancellation", "on")
		}
		c.contacts(s.Contacts, "shows", i)
		c.instant(s.CreatedAt, "shows", i, "created_at")
	}
}

func (c *docCheck) logistics(d Document) {
	for i, a := range d.CrewAssignments {
		c.ref("projects", a.ProjectID, "crew_assignments", i, "project_id")
		c.ref("people", a.PersonID, "crew_assignments", i, "person_id")
		c.date(a.StartsOn, "crew_assignments", i, "starts_on")
		c.date(a.EndsOn, "crew_assignments", i, "ends_on")
		c.instant(a.CreatedAt, "crew_assignments", i, "created_at")
	}
	for i, t := range d.Timesheets {
		c.ref("projects", t.ProjectID, "timesheets", i, "project_id")
		c.optRef("shows", t.ShowID, "timesheets", i, "show_id")
		c.ref("people", t.PersonID, "timesheets", i, "person_id")
		c.date(t.WorkDate, "timesheets", i, "work_date")
		c.instant(t.CreatedAt, "timesheets", i, "created_at")
	}
	for i, s := range d.Schedule {
		c.ref("projects", s.ProjectID, "schedule", i, "project_id")
		c.optRef("shows", s.ShowID, "schedule", i, "show_id")
		c.instant(s.StartsAt, "schedule", i, "starts_at")
		c.optInstant(s.EndsAt, "schedule", i, "ends_at")
		c.instant(s.CreatedAt, "schedule", i, "created_at")
	}
	for i, t := range d.Travel {
		c.ref("projects", t.ProjectID, "travel", i, "project_id")
		c.instant(t.DepartsAt, "travel", i, "departs_at")
		c.instant(t.ArrivesAt, "travel", i, "arrives_at")
		c.refs("people", t.PassengerIDs, "travel", i, "passenger_ids")
		c.instant(t.CreatedAt, "travel", i, "created_at")
	}
	for i, a := range d.Accommodations {
		c.ref("projects", a.ProjectID, "accommodations", i, "project_id")
		c.optRef("shows", a.ShowID, "accommodations", i, "show_id")
		c.date(a.CheckIn, "accommodations", i, "check_in")
		c.date(a.CheckOut, "accommodations", i, "check_out")
		for j, r := range a.Rooms {
			c.refs("people", r.OccupantIDs, "accommodations", i, "rooms", j, "occupant_ids")
		}
		c.instant(a.CreatedAt, "accommodations", i, "created_at")
	}
	for i, g := range d.GuestList {
		c.ref("shows", g.ShowID, "guest_list", i, "show_id")
		c.instant(g.CreatedAt, "guest_list", i, "created_at")
	}
}

func (c *docCheck) money(d Document) {
	for i, b := range d.BudgetLines {
		c.ref("projects", b.ProjectID, "budget_lines", i, "project_id")
		c.optRef("shows", b.ShowID, "budget_lines", i, "show_id")
		c.instant(b.CreatedAt, "budget_lines", i, "created_at")
	}
	for i, e := range d.Expenses {
		c.ref("projects", e.ProjectID, "expenses", i, "project_id")
		c.optRef("shows", e.ShowID, "expenses", i, "show_id")
		c.optRef("people", e.PersonID, "expenses", i, "person_id")
		c.date(e.IncurredOn, "expenses", i, "incurred_on")
		c.rate(e.Rate, "expenses", i, "rate")
		c.instant(e.CreatedAt, "expenses", i, "created_at")
	}
	for i, in := range d.Income {
		c.ref("projects", in.ProjectID, "income", i, "project_id")
		c.optRef("shows", in.ShowID, "income", i, "show_id")
		c.date(in.ReceivedOn, "income", i, "received_on")
		c.rate(in.Rate, "income", i, "rate")
		c.instant(in.CreatedAt, "income", i, "created_at")
	}
	for i, inv := range d.Invoices {
		c.ref("projects", inv.ProjectID, "invoices", i, "project_id")
		c.optRef("shows", inv.ShowID, "invoices", i, "show_id")
		c.optRef("invoices", inv.CreditsID, "invoices", i, "credits_id")
		c.date(inv.IssuedOn, "invoices", i, "issued_on")
		c.date(inv.DueOn, "invoices", i, "due_on")
		for j, p := range inv.Payments {
			c.date(p.ReceivedOn, "invoices", i, "payments", j, "received_on")
		}
		c.instant(inv.CreatedAt, "invoices", i, "created_at")
	}
	for i, s := range d.Settlements {
		c.ref("shows", s.ShowID, "settlements", i, "show_id")
		c.instant(s.SettledAt, "settlements", i, "settled_at")
		c.rate(s.Rate, "settlements", i, "rate")
		c.instant(s.CreatedAt, "settlements", i, "created_at")
	}
}
