package web

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showLine is a show as the project and venue pages list it.
type showLine struct {
	ID                 kernel.ID
	Date               dateView
	Venue, City, Stage string
	Status, StatusKey  string
	Doors              string // the doors' time on the venue's clock, "" when not set
}

func newShowLine(x records.Show, venue records.Venue) showLine {
	_, doors := localClock(x.DoorsAt, x.TimeZone)
	return showLine{ID: x.ID, Date: newDate(&x.Date), Venue: venue.Name, City: venue.City, Stage: x.Stage,
		Status: humanize(string(x.Status)), StatusKey: "show-" + string(x.Status), Doors: doors}
}

// crewLine is a crew assignment as the project page lists it.
type crewLine struct {
	ID                       kernel.ID
	Person, Role, Department string
	Starts, Ends             dateView
}

// travelLine is a travel segment, each end on its own clock.
type travelLine struct {
	ID                      kernel.ID
	Mode, Service, From, To string
	Departs, Arrives        string
	DepartsAt, ArrivesAt    time.Time
	Passengers              int
}

func newTravelLine(x records.TravelSegment, passengers int) travelLine {
	service := x.Carrier
	if x.Number != "" {
		service += " " + x.Number
	}
	return travelLine{ID: x.ID, Mode: humanize(string(x.Mode)), Service: service, From: x.FromPlace, To: x.ToPlace,
		Departs: formatTime(zone(x.DepartTimeZone), x.DepartsAt), Arrives: formatTime(zone(x.ArriveTimeZone), x.ArrivesAt),
		DepartsAt: x.DepartsAt, ArrivesAt: x.ArrivesAt, Passengers: passengers}
}

// hotelLine is a hotel stay as the project page lists it.
type hotelLine struct {
	ID           kernel.ID
	Hotel, City  string
	Starts, Ends dateView
	Rooms        int
}
