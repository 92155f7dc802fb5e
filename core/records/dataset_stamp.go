package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Stamp returns d, which holds one record, with that record's id, organization
// and creation instant set, and every child without an id (a ticket tier, a room,
// an invoice line, a payment) given one by newID: what a write sets and a writer
// does not choose.
func (d Dataset) Stamp(id, org kernel.ID, created time.Time, newID func() kernel.ID) Dataset {
	d = d.Clone()
	fill := func(x *kernel.ID) {
		if x.IsZero() {
			*x = newID()
		}
	}
	stamp := func(rid, rorg *kernel.ID, at *time.Time) { *rid, *rorg, *at = id, org, created }
	switch {
	case len(d.Venues) > 0:
		stamp(&d.Venues[0].ID, &d.Venues[0].OrgID, &d.Venues[0].CreatedAt)
	case len(d.People) > 0:
		stamp(&d.People[0].ID, &d.People[0].OrgID, &d.People[0].CreatedAt)
	case len(d.Projects) > 0:
		stamp(&d.Projects[0].ID, &d.Projects[0].OrgID, &d.Projects[0].CreatedAt)
	case len(d.Shows) > 0:
		s := &d.Shows[0]
		stamp(&s.ID, &s.OrgID, &s.CreatedAt)
		for i := range s.Tiers {
			fill(&s.Tiers[i].ID)
		}
	case len(d.CrewAssignments) > 0:
		stamp(&d.CrewAssignments[0].ID, &d.CrewAssignments[0].OrgID, &d.CrewAssignments[0].CreatedAt)
	case len(d.Timesheets) > 0:
		stamp(&d.Timesheets[0].ID, &d.Timesheets[0].OrgID, &d.Timesheets[0].CreatedAt)
	case len(d.Schedule) > 0:
		stamp(&d.Schedule[0].ID, &d.Schedule[0].OrgID, &d.Schedule[0].CreatedAt)
	case len(d.Travel) > 0:
		stamp(&d.Travel[0].ID, &d.Travel[0].OrgID, &d.Travel[0].CreatedAt)
	case len(d.Accommodations) > 0:
		a := &d.Accommodations[0]
		stamp(&a.ID, &a.OrgID, &a.CreatedAt)
		for i := range a.Rooms {
			fill(&a.Rooms[i].ID)
		}
	case len(d.GuestList) > 0:
		stamp(&d.GuestList[0].ID, &d.GuestList[0].OrgID, &d.GuestList[0].CreatedAt)
	case len(d.BudgetLines) > 0:
		stamp(&d.BudgetLines[0].ID, &d.BudgetLines[0].OrgID, &d.BudgetLines[0].CreatedAt)
	case len(d.Expenses) > 0:
		stamp(&d.Expenses[0].ID, &d.Expenses[0].OrgID, &d.Expenses[0].CreatedAt)
	case len(d.Income) > 0:
		stamp(&d.Income[0].ID, &d.Income[0].OrgID, &d.Income[0].CreatedAt)
	case len(d.Invoices) > 0:
		inv := &d.Invoices[0]
		stamp(&inv.ID, &inv.OrgID, &inv.CreatedAt)
		for i := range inv.Lines {
			fill(&inv.Lines[i].ID)
		}
		for i := range inv.Payments {
			fill(&inv.Payments[i].ID)
		}
	case len(d.Settlements) > 0:
		stamp(&d.Settlements[0].ID, &d.Settlements[0].OrgID, &d.Settlements[0].CreatedAt)
	}
	return d
}

// CreatedAt returns when the one record d holds was created; zero when d holds
// none.
func (d Dataset) CreatedAt() time.Time {
	var at time.Time
	d.eachCreated(func(t time.Time) { at = t })
	return at
}

// eachCreated calls fn with the creation instant of every record of d.
func (d Dataset) eachCreated(fn func(time.Time)) {
	for _, r := range d.Venues {
		fn(r.CreatedAt)
	}
	for _, r := range d.People {
		fn(r.CreatedAt)
	}
	for _, r := range d.Projects {
		fn(r.CreatedAt)
	}
	for _, r := range d.Shows {
		fn(r.CreatedAt)
	}
	for _, r := range d.CrewAssignments {
		fn(r.CreatedAt)
	}
	for _, r := range d.Timesheets {
		fn(r.CreatedAt)
	}
	for _, r := range d.Schedule {
		fn(r.CreatedAt)
	}
	for _, r := range d.Travel {
		fn(r.CreatedAt)
	}
	for _, r := range d.Accommodations {
		fn(r.CreatedAt)
	}
	for _, r := range d.GuestList {
		fn(r.CreatedAt)
	}
	for _, r := range d.BudgetLines {
		fn(r.CreatedAt)
	}
	for _, r := range d.Expenses {
		fn(r.CreatedAt)
	}
	for _, r := range d.Income {
		fn(r.CreatedAt)
	}
	for _, r := range d.Invoices {
		fn(r.CreatedAt)
	}
	for _, r := range d.Settlements {
		fn(r.CreatedAt)
	}
}
