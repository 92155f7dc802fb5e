package demo

import (
	"hash/fnv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// vary returns a number in [0, n) that depends only on parts: a stable stand-in
// for randomness, so that hours or no-shows differ between days but never between runs.
func vary(n int, parts ...string) int {
	h := fnv.New32a()
	h.Write([]byte(strings.Join(parts, "/")))
	return int(h.Sum32() % uint32(n))
}

// item adds a schedule item starting at start and lasting minutes (zero for a point
// in time such as doors).
func (b *builder) item(id, project, show kernel.ID, kind records.ScheduleKind, title, zoneName string,
	start time.Time, minutes int, location string) {
	it := records.ScheduleItem{ID: id, OrgID: b.org, ProjectID: project, ShowID: show, Kind: kind,
		Title: title, StartsAt: start, TimeZone: zoneName, Location: location, CreatedAt: CreatedAt}
	if minutes > 0 {
		it.EndsAt = ptr(start.Add(time.Duration(minutes) * time.Minute))
	}
	b.d.Schedule = append(b.d.Schedule, it)
}

// showDay adds the day schedule of the show at index i: load-in, soundcheck,
// dinner, doors, the set, curfew and load-out, at local times in the venue's zone.
func (b *builder) showDay(i int, setTitle string) {
	s := b.d.Shows[i]
	v := b.venueByID(s.VenueID)
	at := func(clock string) time.Time { return local(s.TimeZone, s.Date, clock) }
	b.item(b.under(s.ID, "schedule", "load-in"), s.ProjectID, s.ID, records.ScheduleLoadIn, "Load-in", s.TimeZone, at("11:00"), 120, "Loading dock, "+v.name)
	b.item(b.under(s.ID, "schedule", "soundcheck"), s.ProjectID, s.ID, records.ScheduleSoundcheck, "Soundcheck", s.TimeZone, at("16:00"), 60, "Main room")
	b.item(b.under(s.ID, "schedule", "dinner"), s.ProjectID, s.ID, records.ScheduleMeal, "Dinner", s.TimeZone, at("17:30"), 60, "Catering room")
	if s.DoorsAt != nil {
		b.item(b.under(s.ID, "schedule", "doors"), s.ProjectID, s.ID, records.ScheduleDoors, "Doors", s.TimeZone, *s.DoorsAt, 0, "Front of house")
	}
	b.item(b.under(s.ID, "schedule", "lobby-call"), s.ProjectID, s.ID, records.ScheduleTravel, "Lobby call: bus to the venue", s.TimeZone, at("10:15"), 0, "Hotel lobby")
	if s.StartsAt != nil {
		if support := supportActs[setTitle]; support != "" && s.DoorsAt != nil {
			b.item(b.under(s.ID, "schedule", "support"), s.ProjectID, s.ID, records.ScheduleSet, "Support: "+support, s.TimeZone,
				s.StartsAt.Add(-75*time.Minute), 45, "Main stage")
		}
		b.item(b.under(s.ID, "schedule", "set"), s.ProjectID, s.ID, records.ScheduleSet, setTitle, s.TimeZone, *s.StartsAt, 105, "Main stage")
		b.item(b.under(s.ID, "schedule", "settlement"), s.ProjectID, s.ID, records.ScheduleMeeting, "Settlement with the promoter", s.TimeZone,
			s.StartsAt.Add(75*time.Minute), 30, "Production office")
	}
	if s.CurfewAt != nil {
		b.item(b.under(s.ID, "schedule", "curfew"), s.ProjectID, s.ID, records.ScheduleCurfew, "Curfew", s.TimeZone, *s.CurfewAt, 0, "")
		b.item(b.under(s.ID, "schedule", "load-out"), s.ProjectID, s.ID, records.ScheduleLoadOut, "Load-out", s.TimeZone,
			s.CurfewAt.Add(15*time.Minute), 105, "Loading dock, "+v.name)
	}
}

// supportActs names the act that opens for a headliner's shows.
var supportActs = map[string]string{"Aurora Lane": "Saltwater Sons", "The Severn Quartet": "Ada Quinn"}

// venueByID returns the spec of the venue with id.
func (b *builder) venueByID(id kernel.ID) venueSpec {
	for key, v := range b.venues {
		if b.id("venue", key) == id {
			return v
		}
	}
	panic("demo: unknown venue id " + string(id))
}

// timesheets adds a day's hours at the show at index i for each crew member: a
// twelve-hour day and one to three hours' overtime, approved unless the day is
// recent.
func (b *builder) timesheets(i int, crew ...string) {
	s := b.d.Shows[i]
	for _, key := range crew {
		// A show day runs from load-in late morning to load-out after the
		// show: 13 to 15 hours on site. The day rate covers 12; the rest is
		// overtime.
		minutes := 720
		overtime := 60 + 30*vary(5, string(s.Date), key)
		status := records.TimesheetApproved
		if s.Date.AddDays(30) >= Today {
			status = records.TimesheetSubmitted
		}
		b.d.Timesheets = append(b.d.Timesheets, records.TimesheetEntry{ID: b.under(s.ID, "timesheet", key),
			OrgID: b.org, ProjectID: s.ProjectID, ShowID: s.ID, PersonID: b.person(key), WorkDate: s.Date,
			Minutes: minutes, OvertimeMinutes: overtime, Status: status, CreatedAt: CreatedAt})
	}
}

// guestSpec is a guest list name.
type guestSpec struct {
	name, category, requestedBy, pass string
	plusOnes                          int
}

var guestPool = []guestSpec{
	{"Harriet Lowe", "press", "Leo Marchetti", "ticket only", 1},
	{"Owen Price", "industry", "Hannah Cole", "aftershow", 1},
	{"Mina Castell", "family", "Aurora Lane", "all access", 2},
	{"Rob Tanaka", "industry", "Leo Marchetti", "aftershow", 0},
	{"Isla Fenwick", "guest", "Felix Grant", "ticket only", 1},
	{"Daniel Brooks", "press", "Leo Marchetti", "ticket only", 0},
	{"Yara Haddad", "vip", "Hannah Cole", "aftershow", 1},
	{"Paul Svensson", "guest", "Nadia Osei", "ticket only", 1},
	{"Chloe Martin", "industry", "Hannah Cole", "ticket only", 0},
	{"Luca Bianchi", "guest", "Kit Moreno", "ticket only", 1},
	{"Nora Quinn", "artist", "Aurora Lane", "all access", 0},
}

// guests adds n names from the pool to the guest list of the show at index i;
// names of past shows are checked in, the rest approved, and one request of some
// shows was declined.
//
// The show gets its guest terms: twenty places, the list closing at 16:00 and
// passes at the box office from doors.
func (b *builder) guests(i, n int) {
	cutoff := local(b.d.Shows[i].TimeZone, b.d.Shows[i].Date, "16:00")
	b.d.Shows[i].GuestAllocation, b.d.Shows[i].GuestCutoffAt = 20, &cutoff
	b.d.Shows[i].GuestPickup = "Guest list window at the box office from doors; photo ID required."
	s := b.d.Shows[i]
	start := vary(len(guestPool), string(s.ID))
	for k := range n {
		g := guestPool[(start+k)%len(guestPool)]
		status := records.GuestApproved
		switch {
		case k == n-1 && vary(3, string(s.ID), "declined") == 0:
			status = records.GuestDeclined
		case s.Date < Today && vary(4, string(s.ID), g.name) != 0:
			status = records.GuestCheckedIn // about one approved guest in four does not turn up
		}
		b.d.GuestList = append(b.d.GuestList, records.GuestListEntry{ID: b.under(s.ID, "guest", slug(g.name)),
			OrgID: b.org, ShowID: s.ID, Name: g.name, PlusOnes: g.plusOnes, Category: g.category,
			RequestedBy: g.requestedBy, Status: status, PassType: g.pass, CreatedAt: CreatedAt})
	}
}
