package demo

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// leg describes a travel segment with local departure and arrival times.
type leg struct {
	name             string // unique within the project, names the id
	mode             records.TravelMode
	carrier, number  string
	from, to         string
	fromZone, toZone string
	departs, arrives string // "2026-02-18 10:40", local
	confirmation     string
	cost             int64
	passengers       []string
	notes            string
}

// localDateTime parses "2006-01-02 15:04" in zone and returns the UTC instant.
func localDateTime(zoneName, s string) time.Time {
	return local(zoneName, kernel.Date(s[:10]), s[11:])
}

// travel adds the segment l of project.
func (b *builder) travel(project kernel.ID, code string, l leg) {
	b.d.Travel = append(b.d.Travel, records.TravelSegment{ID: b.id("travel", code, l.name), OrgID: b.org,
		ProjectID: project, Mode: l.mode, Carrier: l.carrier, Number: l.number, FromPlace: l.from,
		ToPlace: l.to, DepartsAt: localDateTime(l.fromZone, l.departs), ArrivesAt: localDateTime(l.toZone, l.arrives),
		DepartTimeZone: l.fromZone, ArriveTimeZone: l.toZone, Confirmation: l.confirmation, Cost: l.cost,
		PassengerIDs: b.people(l.passengers...), Notes: l.notes, CreatedAt: CreatedAt})
}

// stay describes a hotel stay; rooms pair people as the rooming list.
type stay struct {
	name                        string
	show                        kernel.ID
	hotel, address, city, phone string
	in, out                     kernel.Date
	confirmation                string
	rooms                       []room
	notes                       string
}

type room struct {
	kind      string
	rate      int64
	occupants []string
}

// accommodation adds the stay s of project.
func (b *builder) accommodation(project kernel.ID, code string, s stay) {
	a := records.Accommodation{ID: b.id("stay", code, s.name), OrgID: b.org, ProjectID: project,
		ShowID: s.show, HotelName: s.hotel, Address: s.address, City: s.city, Phone: s.phone,
		CheckIn: s.in, CheckOut: s.out, Confirmation: s.confirmation, Notes: s.notes, CreatedAt: CreatedAt}
	for i, r := range s.rooms {
		a.Rooms = append(a.Rooms, records.Room{ID: b.id("stay", code, s.name, "room", string(rune('a'+i))),
			RoomType: r.kind, NightlyRate: r.rate, OccupantIDs: b.people(r.occupants...),
			Confirmation: s.confirmation + "-" + string(rune('A'+i))})
	}
	b.d.Accommodations = append(b.d.Accommodations, a)
}
