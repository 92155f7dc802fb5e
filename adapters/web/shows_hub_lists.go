package web

import (
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// hubIndex finds the people of a show's scope by id.
type hubIndex struct{ people map[kernel.ID]records.Person }

func newHubIndex(d records.Dataset) hubIndex {
	ix := hubIndex{people: make(map[kernel.ID]records.Person, len(d.People))}
	for _, p := range d.People {
		ix.people[p.ID] = p
	}
	return ix
}

// name is a person's full name, "someone removed" for an id the scope lacks.
func (ix hubIndex) name(id kernel.ID) string {
	if p, ok := ix.people[id]; ok {
		return p.FullName()
	}
	return "someone removed"
}

// hubItem is one schedule item on its zone's clock.
type hubItem struct {
	ID, Kind, Title, Location, Zone string
	Starts, Ends                    hubClock
}

// scheduleOf lists the show's schedule and the untied items of its day in time
// order, each on its own zone's clock.
func scheduleOf(d records.Dataset, x records.Show) []hubItem {
	items := slices.Clone(d.Schedule)
	slices.SortStableFunc(items, func(a, b records.ScheduleItem) int { return a.StartsAt.Compare(b.StartsAt) })
	out := make([]hubItem, len(items))
	for i, it := range items {
		loc := zone(it.TimeZone)
		starts := it.StartsAt
		out[i] = hubItem{ID: string(it.ID), Kind: optionLabel(scheduleKinds, string(it.Kind)), Title: it.Title,
			Location: it.Location, Zone: it.TimeZone, Starts: clockOf(&starts, x.Date, loc), Ends: clockOf(it.EndsAt, x.Date, loc)}
	}
	return out
}

// hubContact is a person and what they are to the show.
type hubContact struct{ Name, Role, Phone, PhoneText, Email string }

// phoneText is a phone number as a page prints it: its spaces not breaking.
func phoneText(phone string) string { return strings.ReplaceAll(phone, " ", "\u00a0") }

// hubContactsOf lists the show's contacts, then the venue's.
func hubContactsOf(d records.Dataset, x records.Show, ix hubIndex) []hubContact {
	var out []hubContact
	add := func(c records.ContactRole, where string) {
		p := ix.people[c.PersonID]
		out = append(out, hubContact{Name: ix.name(c.PersonID), Role: joinNonEmpty(", ", c.Role, where), Phone: p.Phone,
			PhoneText: phoneText(p.Phone), Email: p.Email})
	}
	for _, c := range x.Contacts {
		add(c, "")
	}
	for _, v := range d.Venues {
		for _, c := range v.Contacts {
			add(c, "venue")
		}
	}
	return out
}

// crewOf lists the crew engaged on the show's date.
func crewOf(d records.Dataset, ix hubIndex) []hubContact {
	out := make([]hubContact, 0, len(d.CrewAssignments))
	for _, a := range d.CrewAssignments {
		p := ix.people[a.PersonID]
		out = append(out, hubContact{Name: ix.name(a.PersonID), Role: joinNonEmpty(", ", a.Role, a.Department), Phone: p.Phone,
			PhoneText: phoneText(p.Phone), Email: p.Email})
	}
	return out
}

// hubTravel is one travel segment, each end on its own zone's clock.
type hubTravel struct {
	ID, Mode, Service, From, To, Confirmation string
	Departs, Arrives                          hubClock
	DepartZone, ArriveZone                    string
	// Passengers names them, comma-separated.
	Passengers     string
	PassengerCount int
	CanEdit        bool
}

// travelOf sorts the scope's segments into those that bring the party in for
// the show (arriving on its touring day, leaving before the show starts) and
// those that take it out (leaving on its touring day from the start on).
func travelOf(d records.Dataset, x records.Show, ix hubIndex) (in, out []hubTravel) {
	anchor := showAnchor(x)
	segs := slices.Clone(d.Travel)
	slices.SortStableFunc(segs, func(a, b records.TravelSegment) int { return a.DepartsAt.Compare(b.DepartsAt) })
	for _, t := range segs {
		switch {
		case touringDay(t.ArrivesAt, t.ArriveTimeZone) == x.Date && t.DepartsAt.Before(anchor):
			in = append(in, hubTravelOf(t, x.Date, ix))
		case touringDay(t.DepartsAt, t.DepartTimeZone) == x.Date && !t.DepartsAt.Before(anchor):
			out = append(out, hubTravelOf(t, x.Date, ix))
		}
	}
	return in, out
}

// showAnchor is when the show starts: its start, else its doors, else 18:00
// on its date in its zone. Travel before it comes in, travel after goes out.
func showAnchor(x records.Show) time.Time {
	switch {
	case x.StartsAt != nil:
		return *x.StartsAt
	case x.DoorsAt != nil:
		return *x.DoorsAt
	}
	return x.Date.Time(zone(x.TimeZone)).Add(18 * time.Hour)
}

// touringDay is the touring day an instant belongs to, as the day sheet counts
// it (core/documents/binding): a touring day runs from 06:00 to 06:00 local
// time, so the bus after the show belongs to the show's day.
func touringDay(t time.Time, tz string) kernel.Date {
	loc := zone(tz)
	return kernel.DateOf(t.In(loc).Add(-6*time.Hour), loc)
}

func hubTravelOf(t records.TravelSegment, date kernel.Date, ix hubIndex) hubTravel {
	departs, arrives := t.DepartsAt, t.ArrivesAt
	l := hubTravel{ID: string(t.ID), Mode: optionLabel(travelModes, string(t.Mode)), Service: joinNonEmpty(" ", t.Carrier, t.Number),
		From: t.FromPlace, To: t.ToPlace, Confirmation: t.Confirmation, DepartZone: t.DepartTimeZone, ArriveZone: t.ArriveTimeZone,
		Departs: clockOf(&departs, date, zone(t.DepartTimeZone)), Arrives: clockOf(&arrives, date, zone(t.ArriveTimeZone))}
	names := make([]string, len(t.PassengerIDs))
	for i, id := range t.PassengerIDs {
		names[i] = ix.name(id)
	}
	l.Passengers, l.PassengerCount = joinNonEmpty(", ", names...), len(names)
	return l
}

// hubHotel is one hotel stay covering the show's night.
type hubHotel struct {
	ID, Name, Where, Phone, PhoneText, CheckIn, CheckOut, Confirmation string
	Rooms                                                              []string
}

func hotelsOf(d records.Dataset, ix hubIndex) []hubHotel {
	out := make([]hubHotel, 0, len(d.Accommodations))
	for _, a := range d.Accommodations {
		h := hubHotel{ID: string(a.ID), Name: a.HotelName, Where: joinNonEmpty(", ", a.Address, a.City), Phone: a.Phone, PhoneText: phoneText(a.Phone),
			CheckIn: a.CheckIn.String(), CheckOut: a.CheckOut.String(), Confirmation: a.Confirmation}
		for _, r := range a.Rooms {
			names := make([]string, len(r.OccupantIDs))
			for i, id := range r.OccupantIDs {
				names[i] = ix.name(id)
			}
			h.Rooms = append(h.Rooms, joinNonEmpty(": ", r.RoomType, joinNonEmpty(", ", names...)))
		}
		out = append(out, h)
	}
	return out
}

// hubGuests is the guest list with its places (names and plus-ones) counted
// against the allocation agreed with the promoter.
type hubGuests struct {
	Entries []hubGuest
	// Places counts the requested, approved and checked-in names with their
	// plus-ones; declined ones take no place.
	Places, Allocation int
	Over               bool
}

type hubGuest struct {
	ID, Name, Category, RequestedBy, Status, StatusKey, PassType string
	PlusOnes                                                     int
}

func guestsOf(d records.Dataset, x records.Show) hubGuests {
	g := hubGuests{Allocation: x.GuestAllocation}
	entries := slices.Clone(d.GuestList)
	slices.SortStableFunc(entries, func(a, b records.GuestListEntry) int { return compareFold(a.Name, b.Name) })
	for _, e := range entries {
		g.Entries = append(g.Entries, hubGuest{ID: string(e.ID), Name: e.Name, Category: e.Category, RequestedBy: e.RequestedBy,
			Status: optionLabel(guestStatuses, string(e.Status)), StatusKey: string(e.Status), PassType: e.PassType, PlusOnes: e.PlusOnes})
		if e.Status != records.GuestDeclined {
			g.Places += 1 + e.PlusOnes
		}
	}
	g.Over = g.Allocation > 0 && g.Places > g.Allocation
	return g
}

// compareFold orders names ignoring case, then as they are.
func compareFold(a, b string) int {
	if c := strings.Compare(strings.ToLower(a), strings.ToLower(b)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}
