package records

import (
	"slices"
	"time"
)

// Clone returns a deep copy of d: no slice or pointer of the copy is shared with d,
// so either can be changed without affecting the other. Memory stores use it to
// keep what callers hand them apart from what they return.
func (d Dataset) Clone() Dataset {
	out := Dataset{
		Profile:         d.Profile,
		Venues:          slices.Clone(d.Venues),
		People:          slices.Clone(d.People),
		Projects:        slices.Clone(d.Projects),
		Shows:           slices.Clone(d.Shows),
		CrewAssignments: slices.Clone(d.CrewAssignments),
		Timesheets:      slices.Clone(d.Timesheets),
		Schedule:        slices.Clone(d.Schedule),
		Travel:          slices.Clone(d.Travel),
		Accommodations:  slices.Clone(d.Accommodations),
		GuestList:       slices.Clone(d.GuestList),
		BudgetLines:     slices.Clone(d.BudgetLines),
		Expenses:        slices.Clone(d.Expenses),
		Income:          slices.Clone(d.Income),
		Invoices:        slices.Clone(d.Invoices),
		Settlements:     slices.Clone(d.Settlements),
	}
	for i := range out.Venues {
		out.Venues[i].Contacts = slices.Clone(out.Venues[i].Contacts)
	}
	for i := range out.Shows {
		s := &out.Shows[i]
		s.DoorsAt, s.StartsAt, s.CurfewAt = clonePtr(s.DoorsAt), clonePtr(s.StartsAt), clonePtr(s.CurfewAt)
		s.ScannedAttendance = clonePtr(s.ScannedAttendance)
		s.Cancellation, s.GuestCutoffAt = clonePtr(s.Cancellation), clonePtr(s.GuestCutoffAt)
		s.Tiers = slices.Clone(s.Tiers)
		s.Contacts = slices.Clone(s.Contacts)
	}
	for i := range out.Settlements {
		out.Settlements[i].Expenses = slices.Clone(out.Settlements[i].Expenses)
	}
	for i := range out.Schedule {
		out.Schedule[i].EndsAt = clonePtr(out.Schedule[i].EndsAt)
	}
	for i := range out.Travel {
		out.Travel[i].PassengerIDs = slices.Clone(out.Travel[i].PassengerIDs)
	}
	for i := range out.Accommodations {
		a := &out.Accommodations[i]
		a.Rooms = slices.Clone(a.Rooms)
		for j := range a.Rooms {
			a.Rooms[j].OccupantIDs = slices.Clone(a.Rooms[j].OccupantIDs)
		}
	}
	for i := range out.Invoices {
		out.Invoices[i].Lines = slices.Clone(out.Invoices[i].Lines)
		out.Invoices[i].Payments = slices.Clone(out.Invoices[i].Payments)
	}
	return out
}

func clonePtr[T int | time.Time | Cancellation](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
