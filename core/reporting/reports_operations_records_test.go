package reporting_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// onRecords returns a sheet holding a project's records, for show (zero for the
// whole project).
func onRecords(d records.Dataset, show kernel.ID) func() *reporting.Sheet {
	return func() *reporting.Sheet {
		s := reporting.NewSheet(&reporting.Facts{}, reporting.Args{}, "2026-05-10", reporting.Default)
		s.Records, s.Show = &d, show
		return s
	}
}

func utc(s string) time.Time { t, _ := time.Parse(time.RFC3339, s); return t }

// touring is a pound tour's records around its London show on 1 May (British
// summer time, UTC+1): three crew, a schedule, guests, hotels, travel and
// expenses.
func touring() records.Dataset {
	end := utc("2026-05-01T12:00:00Z")
	return records.Dataset{
		Venues:   []records.Venue{{ID: "v1", Name: "Roundhouse", TimeZone: "Europe/London"}},
		Projects: []records.Project{{ID: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Shows: []records.Show{{ID: "s1", ProjectID: "p1", VenueID: "v1", Date: "2026-05-01"},
			{ID: "s2", ProjectID: "p1", VenueID: "v1", Date: "2026-05-03"}},
		People: []records.Person{{ID: "a", FirstName: "Ann", LastName: "Lee", Email: "ann@example.com", Phone: "+44 20 7946 0000"},
			{ID: "b", FirstName: "Bo", LastName: "Kim"}, {ID: "c", FirstName: "Cy", LastName: "Doe"}},
		CrewAssignments: []records.CrewAssignment{
			{ID: "c1", ProjectID: "p1", PersonID: "a", Role: "FOH Engineer", Department: "audio", DayRate: 30000, PerDiemRate: 5000, StartsOn: "2026-04-28", EndsOn: "2026-05-02"},
			{ID: "c2", ProjectID: "p1", PersonID: "b", Role: "LD", Department: "lighting", DayRate: 28000, PerDiemRate: 5000, StartsOn: "2026-05-02", EndsOn: "2026-05-10"},
			{ID: "c3", ProjectID: "p1", PersonID: "c", Role: "Monitor Engineer", Department: "audio", DayRate: 25000, PerDiemRate: 4000, StartsOn: "2026-04-28", EndsOn: "2026-05-01"},
		},
		Schedule: []records.ScheduleItem{
			{ID: "i1", ShowID: "s1", Kind: records.ScheduleLoadIn, Title: "Load in", StartsAt: utc("2026-05-01T09:00:00Z"), EndsAt: &end, Location: "Dock"},
			{ID: "i2", ShowID: "s1", Kind: records.ScheduleDoors, Title: "Doors", StartsAt: utc("2026-05-01T18:30:00Z")},
			{ID: "i3", Kind: records.ScheduleTravel, Title: "Drive to London", StartsAt: utc("2026-05-01T07:00:00Z")},
			{ID: "i4", Kind: records.ScheduleTravel, Title: "Drive to Leeds", StartsAt: utc("2026-05-02T08:00:00Z")},
			{ID: "i5", ShowID: "s2", Kind: records.ScheduleSet, Title: "Set", StartsAt: utc("2026-05-03T20:00:00Z")},
			{ID: "i6", ShowID: "s1", Kind: records.ScheduleSoundcheck, Title: "Soundcheck", StartsAt: utc("2026-05-01T14:00:00Z"),
				TimeZone: "Europe/Berlin", Notes: "Line check first"},
		},
		GuestList: []records.GuestListEntry{
			{ID: "g1", ShowID: "s1", Name: "Zed Press", PlusOnes: 1, Category: "press", RequestedBy: "Label", Status: records.GuestApproved, PassType: "aftershow"},
			{ID: "g2", ShowID: "s1", Name: "Amy Vip", Category: "vip", Status: records.GuestCheckedIn, PassType: "all access"},
			{ID: "g3", ShowID: "s1", Name: "No Pass", Category: "guest", Status: records.GuestApproved},
			{ID: "g4", ShowID: "s1", Name: "Dee Clined", Category: "guest", Status: records.GuestDeclined, PassType: "aftershow"},
			{ID: "g5", ShowID: "s2", Name: "Other Night", Category: "guest", Status: records.GuestApproved, PassType: "aftershow"},
		},
		Accommodations: []records.Accommodation{
			{ID: "h1", ProjectID: "p1", ShowID: "s1", HotelName: "Hotel One", City: "London", CheckIn: "2026-05-01", CheckOut: "2026-05-02",
				Confirmation: "H1", Rooms: []records.Room{{ID: "r1", RoomType: "single", OccupantIDs: []kernel.ID{"a"}},
					{ID: "r2", RoomType: "twin", OccupantIDs: []kernel.ID{"b", "c"}, Confirmation: "R2"}}},
			{ID: "h2", ProjectID: "p1", HotelName: "Hotel Two", City: "Leeds", CheckIn: "2026-04-29", CheckOut: "2026-05-01",
				Rooms: []records.Room{{ID: "r3", RoomType: "double", OccupantIDs: []kernel.ID{"a"}}}},
			{ID: "h3", ProjectID: "p1", HotelName: "Hotel Three", CheckIn: "2026-04-30", CheckOut: "2026-05-02",
				Rooms: []records.Room{{ID: "r4", RoomType: "suite"}}},
		},
		Travel: []records.TravelSegment{
			{ID: "t1", ProjectID: "p1", Mode: records.TravelFlight, Carrier: "BA", Number: "BA123", FromPlace: "LHR", ToPlace: "BER",
				DepartsAt: utc("2026-05-02T08:00:00Z"), ArrivesAt: utc("2026-05-02T10:00:00Z"), DepartTimeZone: "Europe/London",
				ArriveTimeZone: "Europe/Berlin", Confirmation: "ABC", PassengerIDs: []kernel.ID{"a", "b"}},
			{ID: "t2", ProjectID: "p1", Mode: records.TravelBus, FromPlace: "Leeds", ToPlace: "London",
				DepartsAt: utc("2026-04-30T22:30:00Z"), ArrivesAt: utc("2026-05-01T06:00:00Z"), DepartTimeZone: "Europe/London",
				ArriveTimeZone: "Europe/London", PassengerIDs: []kernel.ID{"c"}},
		},
		Expenses: []records.Expense{
			{ID: "e1", ProjectID: "p1", ShowID: "s1", Vendor: "Stage Co", Amount: 100000, Currency: "GBP", Rate: kernel.RateOne, Status: records.ExpensePending},
			{ID: "e2", ProjectID: "p1", ShowID: "s2", Vendor: "stage co ", Amount: 50000, Currency: "GBP", Rate: kernel.RateOne, Status: records.ExpensePaid},
			{ID: "e3", ProjectID: "p1", Vendor: "Stage Co", Amount: 20000, Currency: "EUR", Rate: 85_000_000, Status: records.ExpenseApproved},
			{ID: "e4", ProjectID: "p1", ShowID: "s1", Vendor: "Bus Ltd", Amount: 80000, Currency: "GBP", Rate: kernel.RateOne, Status: records.ExpenseRejected},
			{ID: "e5", ProjectID: "p1", ShowID: "s1", Amount: 3000, Currency: "GBP", Rate: kernel.RateOne, Status: records.ExpenseApproved},
		},
	}
}

func TestRecordsReportsListTheProjectsRecords(t *testing.T) {
	annLee := []string{"a", "Ann Lee", "FOH Engineer", "audio", "2026-04-28", "2026-05-02", "5", "GBP", "30000", "5000", "ann@example.com", "+44 20 7946 0000"}
	cyDoe := []string{"c", "Cy Doe", "Monitor Engineer", "audio", "2026-04-28", "2026-05-01", "4", "GBP", "25000", "4000", "null", "null"}
	hotelOne := [][]string{{"Hotel One", "London", "2026-05-01", "2026-05-02", "1", "single", "Ann Lee", "1", "H1"},
		{"Hotel One", "London", "2026-05-01", "2026-05-02", "1", "twin", "Bo Kim; Cy Doe", "2", "R2"}}
	hotelThree := []string{"Hotel Three", "null", "2026-04-30", "2026-05-02", "2", "suite", "null", "0", "null"}
	bus := []string{"2026-04-30", "bus", "null", "null", "Leeds", "London", "2026-04-30T23:30:00+01:00", "2026-05-01T07:00:00+01:00", "Cy Doe", "1", "null"}
	runListCases(t, []listCase{
		{name: "the run of show is the show's day in time order, in local time",
			key: "run_of_show", sheet: onRecords(touring(), "s1"),
			rows: [][]string{
				{"2026-05-01", "08:00", "null", "travel", "Drive to London", "null", "null", "Europe/London"},
				{"2026-05-01", "10:00", "13:00", "load_in", "Load in", "Dock", "null", "Europe/London"},
				{"2026-05-01", "16:00", "null", "soundcheck", "Soundcheck", "null", "Line check first", "Europe/Berlin"},
				{"2026-05-01", "19:30", "null", "doors", "Doors", "null", "null", "Europe/London"},
			}},
		{name: "the crew roster is by department and name",
			key: "crew_roster", sheet: onRecords(touring(), ""),
			rows: [][]string{annLee, cyDoe,
				{"b", "Bo Kim", "LD", "lighting", "2026-05-02", "2026-05-10", "9", "GBP", "28000", "5000", "null", "null"}}},
		{name: "a show's crew roster is the crew engaged on its date",
			key: "crew_roster", sheet: onRecords(touring(), "s1"), rows: [][]string{annLee, cyDoe}},
		{name: "credentials are the guests with a pass, then the crew",
			key: "credentials", sheet: onRecords(touring(), "s1"),
			rows: [][]string{
				{"Zed Press", "guest", "press", "aftershow", "approved", "2", "Label"},
				{"Amy Vip", "guest", "vip", "all access", "checked_in", "1", "null"},
				{"Ann Lee", "crew", "audio", "null", "assigned", "1", "FOH Engineer"},
				{"Cy Doe", "crew", "audio", "null", "assigned", "1", "Monitor Engineer"},
			}},
		{name: "the rooming list is a room a row by check-in",
			key: "rooming", sheet: onRecords(touring(), ""),
			rows: [][]string{{"Hotel Two", "Leeds", "2026-04-29", "2026-05-01", "2", "double", "Ann Lee", "1", "null"},
				hotelThree, hotelOne[0], hotelOne[1]}},
		{name: "a show's rooming list is its stays and those covering its night",
			key: "rooming", sheet: onRecords(touring(), "s1"), rows: [][]string{hotelThree, hotelOne[0], hotelOne[1]}},
		{name: "the travel manifest is in departure order, each end in its own zone",
			key: "travel_manifest", sheet: onRecords(touring(), ""),
			rows: [][]string{bus,
				{"2026-05-02", "flight", "BA", "BA123", "LHR", "BER", "2026-05-02T09:00:00+01:00", "2026-05-02T12:00:00+02:00", "Ann Lee; Bo Kim", "2", "ABC"}}},
		{name: "a show's travel is what departs or arrives on its date",
			key: "travel_manifest", sheet: onRecords(touring(), "s1"), rows: [][]string{bus}},
		{name: "purchase orders are the committed spend per vendor in the home currency, rejected left out",
			key: "purchase_orders_by_vendor", sheet: onRecords(touring(), ""),
			rows: [][]string{{"null", "GBP", "1", "0", "3000", "0", "3000"},
				{"Stage Co", "GBP", "3", "100000", "17000", "50000", "167000"}},
			totals: [][]string{{"null", "GBP", "4", "100000", "20000", "50000", "170000"}}},
		{name: "a show's purchase orders are its expenses",
			key: "purchase_orders_by_vendor", sheet: onRecords(touring(), "s1"),
			rows: [][]string{{"null", "GBP", "1", "0", "3000", "0", "3000"},
				{"Stage Co", "GBP", "1", "100000", "0", "0", "100000"}},
			totals: [][]string{{"null", "GBP", "2", "100000", "3000", "0", "103000"}}},
	})
}
