package web

import (
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
)

// showFixture is a server over fakes with the records pages mounted on the
// real records editor: the organization of fixture with a manager and a
// viewer besides its owner and member, and a full show day in Amsterdam on
// 28 March 2027, the night the clocks go forward: a versus deal, three tiers,
// eight schedule items, a flight in and a bus out, a hotel and ten guests.
type showFixture struct {
	*fixture
	rec             *showRecordsFake
	manager, viewer identity.User

	project, venue, show, other kernel.ID
	people                      []kernel.ID
	flight, bus, hotel, guest   kernel.ID
	schedule                    []kernel.ID
}

// The fixture's show day.
const (
	showDay  = kernel.Date("2027-03-28")
	showZone = "Europe/Amsterdam"
)

func newShowFixture(t *testing.T) *showFixture {
	t.Helper()
	clock := &kernel.FixedClock{T: time.Now().UTC()}
	base := &fixture{t: t, clock: clock, platform: newPlatform(clock), sessions: newSessions()}
	base.org = base.platform.addOrg("acme", "Acme Touring")
	base.owner = base.platform.addUser("ada@example.com", "Ada Owner", password, base.org, identity.RoleOwner)
	base.member = base.platform.addUser("mo@example.com", "Mo Member", password, base.org, identity.RoleMember)
	f := &showFixture{fixture: base, rec: newShowRecordsFake()}
	f.manager = base.platform.addUser("mia@example.com", "Mia Manager", password, base.org, identity.RoleManager)
	f.viewer = base.platform.addUser("vi@example.com", "Vi Viewer", password, base.org, identity.RoleViewer)
	editor, err := recordsapp.NewEditor(recordsapp.EditorDeps{Records: f.rec, Roles: rolesFake{base.platform},
		Users: rolesFake{base.platform}, Tx: txFake{}, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: clock}, Deps{Accounts: base.platform,
		Team: base.platform, Tokens: base.platform, Sessions: base.sessions,
		Records: editor, RecordList: f.rec, RecordData: f.rec})
	if err != nil {
		t.Fatal(err)
	}
	base.server, base.handler = s, s.Handler()
	f.rec.seed(base.org.ID, f.day())
	return f
}

// at is the instant a clock in the show's zone shows on date.
func at(date kernel.Date, clock string) time.Time {
	t, err := localInstant(date, clock, showZone)
	if err != nil {
		panic(err)
	}
	return t
}

func ptr[T any](v T) *T { return &v }

// day builds the show day's records.
func (f *showFixture) day() records.Dataset {
	org := f.org.ID
	f.project, f.venue, f.show, f.other = kernel.NewID(), kernel.NewID(), kernel.NewID(), kernel.NewID()
	d := records.Dataset{
		Projects: []records.Project{{ID: f.project, OrgID: org, Name: "Spring tour", Kind: records.ProjectTour,
			Status: records.ProjectActive, Artist: "The Band", Currency: "EUR", StartsOn: "2027-03-20", EndsOn: "2027-04-10"}},
		Venues: []records.Venue{{ID: f.venue, OrgID: org, Name: "Paradiso", City: "Amsterdam", Address: "Weteringschans 6",
			Country: "NL", TimeZone: showZone, Capacity: 1500},
			{ID: f.other, OrgID: org, Name: "Columbiahalle", City: "Berlin", Country: "DE", TimeZone: "Europe/Berlin", Capacity: 3500}},
	}
	names := [][2]string{{"Ana", "Lead"}, {"Ben", "Bass"}, {"Cy", "Crew"}, {"Dee", "Drums"}, {"Eli", "Promoter"}}
	for _, n := range names {
		id := kernel.NewID()
		f.people = append(f.people, id)
		d.People = append(d.People, records.Person{ID: id, OrgID: org, FirstName: n[0], LastName: n[1],
			Email: "x@example.com", Phone: "+31 20 000 0000"})
	}
	d.Shows = []records.Show{{ID: f.show, OrgID: org, ProjectID: f.project, VenueID: f.venue, Date: showDay,
		Status: records.ShowConfirmed, TimeZone: showZone, DoorsAt: ptr(at(showDay, "19:00")), StartsAt: ptr(at(showDay, "20:30")),
		CurfewAt: ptr(at(showDay.AddDays(1), "00:30")), Capacity: 1500, Currency: "EUR", GuestAllocation: 20,
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 500000, ArtistPercent: 8500, PromoterProfitPercent: 1500,
			ShowExpenses: 1200000, TicketTaxRate: 900, CommissionRate: 1000},
		Tiers: []records.TicketTier{
			{ID: kernel.NewID(), Name: "Early bird", Price: 2500, Allotment: 300, Sold: 300},
			{ID: kernel.NewID(), Name: "Regular", Price: 3250, Allotment: 1000, Sold: 812, Comps: 20, Kills: 10},
			{ID: kernel.NewID(), Name: "VIP", Price: 7500, Allotment: 200, Sold: 57, Comps: 5}},
		Contacts: []records.ContactRole{{PersonID: f.people[4], Role: "Promoter rep"}}}}
	items := [][3]string{{"load_in", "Load-in", "12:00"}, {"soundcheck", "Soundcheck", "15:30"}, {"meal", "Dinner", "17:30"},
		{"doors", "Doors", "19:00"}, {"set", "Support", "19:45"}, {"set", "Headline set", "20:30"}, {"curfew", "Curfew", "00:30"},
		{"load_out", "Load-out", "00:45"}}
	for i, it := range items {
		id, date := kernel.NewID(), showDay
		if i >= 6 {
			date = showDay.AddDays(1)
		}
		f.schedule = append(f.schedule, id)
		d.Schedule = append(d.Schedule, records.ScheduleItem{ID: id, OrgID: org, ProjectID: f.project, ShowID: f.show,
			Kind: records.ScheduleKind(it[0]), Title: it[1], StartsAt: at(date, it[2]), TimeZone: showZone, Location: "Main hall"})
	}
	f.flight, f.bus, f.hotel = kernel.NewID(), kernel.NewID(), kernel.NewID()
	london := func(clock string) time.Time { t, _ := localInstant(showDay, clock, "Europe/London"); return t }
	d.Travel = []records.TravelSegment{
		{ID: f.flight, OrgID: org, ProjectID: f.project, Mode: records.TravelFlight, Carrier: "KLM", Number: "KL1000",
			FromPlace: "LHR London Heathrow", ToPlace: "AMS Schiphol", DepartsAt: london("08:10"), ArrivesAt: at(showDay, "10:30"),
			DepartTimeZone: "Europe/London", ArriveTimeZone: showZone, PassengerIDs: f.people[:4]},
		{ID: f.bus, OrgID: org, ProjectID: f.project, Mode: records.TravelBus, Carrier: "Nightliner", FromPlace: "Paradiso",
			ToPlace: "Berlin", DepartsAt: at(showDay.AddDays(1), "02:00"), ArrivesAt: at(showDay.AddDays(1), "10:00"),
			DepartTimeZone: showZone, ArriveTimeZone: "Europe/Berlin", PassengerIDs: f.people[:4]},
	}
	d.Accommodations = []records.Accommodation{{ID: f.hotel, OrgID: org, ProjectID: f.project, ShowID: f.show,
		HotelName: "Hotel Arena", City: "Amsterdam", CheckIn: showDay, CheckOut: showDay.AddDays(1), Confirmation: "HA-123",
		Rooms: []records.Room{{ID: kernel.NewID(), RoomType: "double", NightlyRate: 14000, OccupantIDs: f.people[:2]},
			{ID: kernel.NewID(), RoomType: "twin", NightlyRate: 12000, OccupantIDs: f.people[2:4]}}}}
	for i := range 10 {
		id := kernel.NewID()
		if i == 0 {
			f.guest = id
		}
		status := records.GuestApproved
		if i == 9 {
			status = records.GuestDeclined
		}
		d.GuestList = append(d.GuestList, records.GuestListEntry{ID: id, OrgID: org, ShowID: f.show,
			Name: fmt.Sprintf("Guest %02d", i+1), PlusOnes: i % 2, Category: "guest", RequestedBy: "Ana", Status: status, PassType: "ticket only"})
	}
	return d
}

func (f *showFixture) hubPath() string { return "/shows/" + string(f.show) }
