package web

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordsFixture is a server over fakes with the records and advancing pages
// mounted: the organization of fixture with a viewer, a manager and an admin
// besides its owner and member, and one project ("Spring tour") with two
// shows at one venue, a person who is its crew and the venue's contact, a
// flight, a hotel stay and an advance packet.
type recordsFixture struct {
	*fixture
	recs                   *recordsFake
	adv                    *advance
	viewer, manager, admin identity.User
	project                records.Project
	venue                  records.Venue
	person                 records.Person
	berlin, hamburg        records.Show
}

func newRecordsFixture(t *testing.T) *recordsFixture {
	t.Helper()
	clock := &kernel.FixedClock{T: time.Now().UTC()}
	base := &fixture{t: t, clock: clock, platform: newPlatform(clock), sessions: newSessions()}
	base.org = base.platform.addOrg("acme", "Acme Touring")
	base.owner = base.platform.addUser("ada@example.com", "Ada Owner", password, base.org, identity.RoleOwner)
	base.member = base.platform.addUser("mo@example.com", "Mo Member", password, base.org, identity.RoleMember)
	f := &recordsFixture{fixture: base, recs: newRecordsFake(clock, base.platform, base.org),
		adv: newAdvance(clock, base.platform, base.org)}
	f.viewer = base.platform.addUser("vi@example.com", "Vi Viewer", password, base.org, identity.RoleViewer)
	f.manager = base.platform.addUser("mia@example.com", "Mia Manager", password, base.org, identity.RoleManager)
	f.admin = base.platform.addUser("al@example.com", "Al Admin", password, base.org, identity.RoleAdmin)
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: clock}, Deps{Accounts: base.platform,
		Team: base.platform, Tokens: base.platform, Sessions: base.sessions,
		Advancing: f.adv, Workspace: f.adv, Send: f.adv,
		Records: f.recs, RecordList: f.recs, RecordData: f.recs})
	if err != nil {
		t.Fatal(err)
	}
	base.server, base.handler = s, s.Handler()
	f.seed()
	return f
}

func (f *recordsFixture) seed() {
	org := f.org.ID
	f.person = records.Person{ID: kernel.NewID(), OrgID: org, FirstName: "Pat", LastName: "Promoter", Company: "Loud GmbH"}
	f.venue = records.Venue{ID: kernel.NewID(), OrgID: org, Name: "Columbiahalle", City: "Berlin", Country: "DE",
		TimeZone: "Europe/Berlin", Capacity: 3500, Contacts: []records.ContactRole{{PersonID: f.person.ID, Role: "Promoter rep"}}}
	f.project = records.Project{ID: kernel.NewID(), OrgID: org, Name: "Spring tour", Code: "SPR26", Kind: records.ProjectTour,
		Status: records.ProjectConfirmed, Artist: "Nightline", Currency: "EUR", StartsOn: "2026-04-01", EndsOn: "2026-04-20"}
	doors := time.Date(2026, 4, 12, 17, 30, 0, 0, time.UTC)
	f.hamburg = records.Show{ID: kernel.NewID(), OrgID: org, ProjectID: f.project.ID, VenueID: f.venue.ID, Date: "2026-04-12",
		Status: records.ShowHold, TimeZone: "Europe/Berlin", Currency: "EUR", DoorsAt: &doors}
	f.berlin = records.Show{ID: kernel.NewID(), OrgID: org, ProjectID: f.project.ID, VenueID: f.venue.ID, Date: "2026-04-03",
		Status: records.ShowConfirmed, TimeZone: "Europe/Berlin", Currency: "EUR"}
	f.recs.data = records.Dataset{Venues: []records.Venue{f.venue}, People: []records.Person{f.person},
		Projects: []records.Project{f.project}, Shows: []records.Show{f.hamburg, f.berlin},
		CrewAssignments: []records.CrewAssignment{{ID: kernel.NewID(), OrgID: org, ProjectID: f.project.ID,
			PersonID: f.person.ID, Role: "Tour manager", Department: "production", StartsOn: "2026-04-01", EndsOn: "2026-04-20"}},
		Travel: []records.TravelSegment{{ID: kernel.NewID(), OrgID: org, ProjectID: f.project.ID, Mode: records.TravelFlight,
			Carrier: "LH", Number: "2040", FromPlace: "MUC", ToPlace: "TXL", DepartsAt: doors.Add(-30 * time.Hour),
			ArrivesAt: doors.Add(-29 * time.Hour), DepartTimeZone: "Europe/Berlin", ArriveTimeZone: "Europe/Berlin",
			PassengerIDs: []kernel.ID{f.person.ID}}},
		Accommodations: []records.Accommodation{{ID: kernel.NewID(), OrgID: org, ProjectID: f.project.ID,
			HotelName: "Hotel Adlon", City: "Berlin", CheckIn: "2026-04-02", CheckOut: "2026-04-04", Rooms: []records.Room{{ID: kernel.NewID()}}}}}
	packet := advancing.Packet{ID: kernel.NewID(), OrgID: org, ProjectID: f.project.ID, Kind: advancing.KindClubShow,
		Title: "Berlin advance", Status: advancing.StatusDraft}
	f.adv.packets[packet.ID] = &packet
	f.adv.projects = []advancing.ProjectPackets{{ProjectID: f.project.ID, Name: f.project.Name, Packets: []advancing.Packet{packet}}}
}

func (f *recordsFixture) projectPath() string { return "/projects/" + string(f.project.ID) }
func (f *recordsFixture) venuePath() string   { return "/venues/" + string(f.venue.ID) }
func (f *recordsFixture) personPath() string  { return "/people/" + string(f.person.ID) }

// empty leaves the organization without records.
func (f *recordsFixture) empty() {
	f.recs.data = records.Dataset{}
	f.adv.projects = nil
}
