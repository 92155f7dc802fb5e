package binding

import (
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// daySheetTestData is a short tour used by the day-and-tour binders' tests: Berlin
// on Sat 14 March 2026 (confirmed, with a full schedule, a promoter and the tour
// manager as show contacts), a press day in Copenhagen on the 15th and a hold in
// Copenhagen on the 16th. The party flies in on the 13th and the bus leaves Berlin
// at 01:30 on the 15th, after the show.
func daySheetTestData() records.Dataset {
	at := func(s string) time.Time {
		t, err := time.Parse(time.RFC3339, s)
		if err != nil {
			panic(err)
		}
		return t.UTC()
	}
	show := records.Show{
		ID: "s1", ProjectID: "p1", VenueID: "v1", Date: "2026-03-14", Status: records.ShowConfirmed, TimeZone: "Europe/Berlin",
		DoorsAt: new(at("2026-03-14T19:00:00+01:00")), StartsAt: new(at("2026-03-14T20:45:00+01:00")),
		CurfewAt: new(at("2026-03-14T23:00:00+01:00")), Capacity: 3200,
		Tiers: []records.TicketTier{
			{ID: "t1", Name: "Standing", Price: 4500, Allotment: 3000, Sold: 2800, Comps: 40, Kills: 10},
			{ID: "t2", Name: "Balcony", Price: 5900, Allotment: 200, Sold: 150, Comps: 10},
		},
		VenueMerchRate: 2000,
		Contacts:       []records.ContactRole{{PersonID: "promoter", Role: "promoter rep"}, {PersonID: "tm", Role: "tour manager"}},
	}
	item := func(id, showID string, kind records.ScheduleKind, title, start, end string) records.ScheduleItem {
		it := records.ScheduleItem{ID: kernel.ID(id), ProjectID: "p1", ShowID: kernel.ID(showID), Kind: kind, Title: title,
			StartsAt: at(start), TimeZone: "Europe/Berlin", Location: "Dock"}
		if end != "" {
			it.EndsAt = new(at(end))
		}
		return it
	}
	person := func(id, first, last, phone string) records.Person {
		return records.Person{ID: kernel.ID(id), FirstName: first, LastName: last, Phone: phone}
	}
	crew := func(id, personID, role, dept, from, to string) records.CrewAssignment {
		return records.CrewAssignment{ID: kernel.ID(id), ProjectID: "p1", PersonID: kernel.ID(personID), Role: role,
			Department: dept, StartsOn: kernel.Date(from), EndsOn: kernel.Date(to)}
	}
	return records.Dataset{
		Projects: []records.Project{{ID: "p1", Name: "Northern Lights — European Tour 2026", Code: "NLT26",
			Artist: "Northern Lights", Currency: "EUR", StartsOn: "2026-03-13", EndsOn: "2026-03-16"}},
		Venues: []records.Venue{
			{ID: "v1", Name: "Columbiahalle", City: "Berlin", Country: "DE", TimeZone: "Europe/Berlin", Capacity: 3500,
				Website: "www.columbiahalle.example"},
			{ID: "v2", Name: "Vega", City: "Copenhagen", Country: "DK", TimeZone: "Europe/Copenhagen", Capacity: 1550},
		},
		People: []records.Person{
			person("tm", "Elin", "Sandberg", "+46 70 1"), person("pm", "Oskar", "Nyberg", ""),
			person("foh", "Per", "Åberg", ""), person("singer", "Maya", "Lind", ""),
			person("ld", "Ingrid", "Dahl", ""), person("promoter", "Lukas", "Brandt", ""),
		},
		Shows: []records.Show{show, {ID: "s2", ProjectID: "p1", VenueID: "v2", Date: "2026-03-16",
			Status: records.ShowHold, TimeZone: "Europe/Copenhagen"}},
		CrewAssignments: []records.CrewAssignment{
			crew("c1", "tm", "Tour Manager", "production", "2026-03-13", "2026-03-16"),
			crew("c2", "pm", "Production Manager", "production", "2026-03-13", "2026-03-16"),
			crew("c3", "foh", "FOH Engineer", "audio", "2026-03-13", "2026-03-16"),
			crew("c4", "singer", "Lead vocals", "artist team", "2026-03-13", "2026-03-16"),
			crew("c5", "ld", "Lighting Designer", "lighting", "2026-03-15", "2026-03-16"),
		},
		Schedule: []records.ScheduleItem{
			item("i1", "s1", records.ScheduleLoadIn, "Load-in", "2026-03-14T10:00:00+01:00", "2026-03-14T13:00:00+01:00"),
			item("i2", "s1", records.ScheduleSoundcheck, "Soundcheck", "2026-03-14T16:00:00+01:00", "2026-03-14T17:30:00+01:00"),
			item("i3", "s1", records.ScheduleMeal, "Dinner", "2026-03-14T18:00:00+01:00", ""),
			item("i4", "s1", records.ScheduleSet, "Northern Lights", "2026-03-14T20:45:00+01:00", "2026-03-14T22:15:00+01:00"),
			item("i5", "s1", records.ScheduleLoadOut, "Load-out", "2026-03-14T22:30:00+01:00", "2026-03-15T00:45:00+01:00"),
			item("i6", "", records.ScheduleTravel, "Bus call", "2026-03-15T01:30:00+01:00", ""),
			item("i7", "", records.SchedulePress, "Radio interview", "2026-03-15T11:00:00+01:00", "2026-03-15T12:00:00+01:00"),
		},
		Travel: []records.TravelSegment{
			{ID: "tr1", ProjectID: "p1", Mode: records.TravelFlight, Carrier: "SAS", Number: "SK 1805", FromPlace: "ARN", ToPlace: "BER",
				DepartsAt: at("2026-03-13T09:10:00+01:00"), ArrivesAt: at("2026-03-13T10:55:00+01:00"),
				DepartTimeZone: "Europe/Stockholm", ArriveTimeZone: "Europe/Berlin", PassengerIDs: []kernel.ID{"singer", "tm", "singer"}},
			{ID: "tr2", ProjectID: "p1", Mode: records.TravelBus, FromPlace: "Columbiahalle", ToPlace: "Copenhagen",
				DepartsAt: at("2026-03-15T01:30:00+01:00"), ArrivesAt: at("2026-03-15T09:30:00+01:00"),
				DepartTimeZone: "Europe/Berlin", ArriveTimeZone: "Europe/Copenhagen", PassengerIDs: []kernel.ID{"singer", "tm", "foh", "pm"}},
		},
		Accommodations: []records.Accommodation{
			{ID: "a1", ProjectID: "p1", HotelName: "Hotel Amano", City: "Berlin", CheckIn: "2026-03-13", CheckOut: "2026-03-15",
				Rooms: []records.Room{
					{ID: "r1", RoomType: "single", NightlyRate: 13900, OccupantIDs: []kernel.ID{"singer"}},
					{ID: "r2", RoomType: "twin", NightlyRate: 15900, OccupantIDs: []kernel.ID{"tm", "pm"}},
					{ID: "r3", RoomType: "double"},
				}},
			{ID: "a2", ProjectID: "p1", HotelName: "Skt. Petri", City: "Copenhagen", CheckIn: "2026-03-15", CheckOut: "2026-03-17",
				Rooms: []records.Room{{ID: "r4", RoomType: "single", NightlyRate: 18500, OccupantIDs: []kernel.ID{"singer"}}}},
		},
		GuestList: []records.GuestListEntry{
			{ID: "g1", ShowID: "s1", Name: "anna Svensson", PlusOnes: 1, Category: "family", Status: records.GuestApproved},
			{ID: "g2", ShowID: "s1", Name: "Felix Wagner", Category: "press", Status: records.GuestCheckedIn},
			{ID: "g3", ShowID: "s1", Name: "Karl Hoffmann", PlusOnes: 3, Category: "guest", Status: records.GuestDeclined},
			{ID: "g4", ShowID: "s1", Name: "Jana Richter", PlusOnes: 2, Status: records.GuestRequested},
			{ID: "g5", ShowID: "s2", Name: "Other show", Status: records.GuestApproved},
		},
	}
}

// daySheetTestSource points at the record id of kind in daySheetTestData.
func daySheetTestSource(kind records.Kind, id kernel.ID) Source {
	return Source{Ref: records.Ref{Kind: kind, ID: id, ProjectID: "p1"}, OrgName: "Northern Lights Touring",
		Now: time.Date(2026, 2, 20, 9, 0, 0, 0, time.UTC), Index: testIndex(daySheetTestData())}
}

// daySheetTestStrings returns the string member k of every object in list.
func daySheetTestStrings(t *testing.T, list any, k string) []string {
	t.Helper()
	var out []string
	for _, v := range list.([]any) {
		s, _ := v.(map[string]any)[k].(string)
		out = append(out, s)
	}
	return out
}

func TestDaySheetTouringDayRunsFromSixToSix(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, at, tz string
		want         kernel.Date
	}{
		{"a bus call after midnight belongs to the show day", "2026-03-15T00:30:00Z", "Europe/Berlin", "2026-03-14"},
		{"a minute before six is still the day before", "2026-03-15T04:59:00Z", "Europe/Berlin", "2026-03-14"},
		{"six o'clock local starts the new day", "2026-03-15T05:00:00Z", "Europe/Berlin", "2026-03-15"},
		{"the evening is the same day", "2026-03-14T22:00:00Z", "Europe/Berlin", "2026-03-14"},
		{"an unknown zone counts in UTC", "2026-03-15T05:30:00Z", "Mars/Olympus", "2026-03-14"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			at, _ := time.Parse(time.RFC3339, tt.at)
			if got := daySheetTouringDay(at, tt.tz); got != tt.want {
				t.Errorf("daySheetTouringDay(%s, %s) = %s, want %s", tt.at, tt.tz, got, tt.want)
			}
		})
	}
}

func TestDaySheetGathersTheShowDay(t *testing.T) {
	t.Parallel()
	out, err := daySheetFromShow(daySheetTestSource(records.KindShow, "s1"))
	if err != nil {
		t.Fatal(err)
	}
	if out["day_number"] != 2 || out["time_zone"] != "Europe/Berlin" || out["doors_at"] != "2026-03-14T19:00:00+01:00" {
		t.Errorf("day %v, zone %v, doors %v; want day 2 in Europe/Berlin with doors at 19:00", out["day_number"], out["time_zone"], out["doors_at"])
	}
	wantSchedule := []string{"Load-in", "Soundcheck", "Dinner", "Northern Lights", "Load-out", "Bus call"}
	if got := daySheetTestStrings(t, out["schedule"], "title"); !slices.Equal(got, wantSchedule) {
		t.Errorf("schedule %q, want %q (the bus call after midnight, not the next day's press)", got, wantSchedule)
	}
	if got := daySheetTestStrings(t, out["travel"], "from"); !slices.Equal(got, []string{"Columbiahalle"}) {
		t.Errorf("travel from %q, want only the overnight bus", got)
	}
	if got := out["travel"].([]any)[0].(map[string]any)["passengers"]; !slices.Equal(got.([]any), []any{"Elin Sandberg", "Maya Lind", "Oskar Nyberg", "Per Åberg"}) {
		t.Errorf("bus passengers %v", got)
	}
	if got := daySheetTestStrings(t, out["hotels"], "name"); !slices.Equal(got, []string{"Hotel Amano"}) {
		t.Errorf("hotels %q, want the hotel of the night of the 14th", got)
	}
	wantContacts := []string{"Promoter rep/Lukas Brandt", "Tour manager/Elin Sandberg", "Production Manager/Oskar Nyberg"}
	var contacts []string
	for _, c := range out["contacts"].([]any) {
		m := c.(map[string]any)
		contacts = append(contacts, m["role"].(string)+"/"+m["name"].(string))
	}
	if !slices.Equal(contacts, wantContacts) {
		t.Errorf("contacts %q, want %q (the tour manager once)", contacts, wantContacts)
	}
	if v := out["venue"].(map[string]any); v["capacity"] != 3200 || v["website"] != "https://www.columbiahalle.example" {
		t.Errorf("venue %v, want the show's capacity and a website with its scheme", v)
	}
}

func TestDaySheetWebsite(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"a full URL is kept", "https://vega.dk/en", "https://vega.dk/en"},
		{"a bare host gets https", "www.vega.dk", "https://www.vega.dk"},
		{"blank is left out", "  ", ""},
		{"another scheme is left out", "ftp://vega.dk", ""},
		{"junk is left out", "not a url ::", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := daySheetWebsite(tt.in); got != tt.want {
				t.Errorf("daySheetWebsite(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestDaySheetRefusesAShowOutsideTheSource(t *testing.T) {
	t.Parallel()
	_, err := daySheetFromShow(daySheetTestSource(records.KindShow, "nope"))
	if kernel.KindOf(err) != kernel.KindInternal {
		t.Errorf("err = %v, want an internal error", err)
	}
}
