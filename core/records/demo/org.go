package demo

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Org is one demonstration organization: who it is, who owns it and its records.
// Every record of Data has OrgID set to ID.
type Org struct {
	Slug       string
	Name       string
	Currency   string
	TimeZone   string
	OwnerEmail string
	OwnerName  string
	ID         kernel.ID
	Data       records.Dataset
}

// CreatedAt is the instant every demo record was created at.
var CreatedAt = time.Date(2026, time.January, 5, 9, 0, 0, 0, time.UTC)

// Today is the date the demo data is written for: invoices due before it with an
// amount outstanding are overdue, shows before it have happened. Overdue is computed
// when read, so a clock fixed at this date gives the figures the demo was designed for.
const Today kernel.Date = "2026-11-22"

// OrgID returns the id of the demo organization with slug: a name-based id, the
// same on every run.
func OrgID(slug string) kernel.ID { return kernel.NameID(kernel.Namespace, "org/"+slug) }

// Organizations returns the demo organization ("demo", owned by demo@example.com)
// and a second, smaller one ("harbour-events"), built afresh on every call and equal
// on every call.
func Organizations() []Org {
	return []Org{northernLights(), harbourEvents()}
}

func northernLights() Org {
	b := newBuilder("demo")
	b.addVenues(europeanVenues)
	b.addVenues(americanVenues)
	b.addVenues(festivalVenues)
	b.addPeople(demoPeople)
	b.tour()
	b.northAmerica()
	b.festival()
	b.gala()
	b.albumCampaign()
	b.finish(northernLightsProfile)
	return Org{Slug: "demo", Name: "Northern Lights Touring", Currency: "EUR",
		TimeZone: "Europe/London", OwnerEmail: "demo@example.com", OwnerName: "Morgan Hale",
		ID: b.org, Data: b.d}
}

func harbourEvents() Org {
	b := newBuilder("harbour-events")
	b.jazzWeekend()
	b.finish(harbourProfile)
	return Org{Slug: "harbour-events", Name: "Harbour Events", Currency: "GBP",
		TimeZone: "Europe/London", OwnerEmail: "ops@harbour-events.example", OwnerName: "Priya Shah",
		ID: b.org, Data: b.d}
}
