package records_test

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// id derives a stable identifier from a name, so tests can refer to records by name.
func id(name string) kernel.ID { return kernel.NameID(kernel.Namespace, "records-test/"+name) }

// at returns an instant on 2026-05-02 at the given UTC hour and minute.
func at(hour, minute int) time.Time { return time.Date(2026, 5, 2, hour, minute, 0, 0, time.UTC) }

func ptr[T any](v T) *T { return &v }

func project() records.Project {
	return records.Project{ID: id("project"), Name: "Northern Lights Tour", Code: "NLT26",
		Kind: records.ProjectTour, Status: records.ProjectConfirmed, Artist: "Aurora Lane",
		Currency: "EUR", StartsOn: "2026-05-01", EndsOn: "2026-05-31"}
}

func venue() records.Venue {
	return records.Venue{ID: id("venue"), Name: "Tempodrom", City: "Berlin", Country: "DE",
		TimeZone: "Europe/Berlin", Capacity: 3500, Email: "booking@tempodrom.example",
		Contacts: []records.ContactRole{{PersonID: id("person"), Role: "production manager"}}}
}

func person() records.Person {
	return records.Person{ID: id("person"), FirstName: "Mara", LastName: "Voss", Email: "mara@example.com"}
}

func show() records.Show {
	return records.Show{ID: id("show"), ProjectID: id("project"), VenueID: id("venue"),
		Date: "2026-05-02", Status: records.ShowSettled, TimeZone: "Europe/Berlin",
		DoorsAt: ptr(at(17, 30)), StartsAt: ptr(at(19, 0)), CurfewAt: ptr(at(21, 0)),
		Capacity: 1000, Currency: "EUR",
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500,
			PromoterProfitPercent: 1500, ShowExpenses: 900_000},
		Tiers: []records.TicketTier{
			{ID: id("tier-ga"), Name: "GA", Price: 4500, Allotment: 800, Sold: 600, Comps: 20, Kills: 10},
			{ID: id("tier-vip"), Name: "VIP", Price: 12000, Allotment: 200, Sold: 150, Comps: 5},
		},
		ScannedAttendance: ptr(700), MerchGross: 1_234_500, VenueMerchRate: 2000,
		Contacts: []records.ContactRole{{PersonID: id("person"), Role: "promoter rep"}}}
}

func crew() records.CrewAssignment {
	return records.CrewAssignment{ID: id("crew"), ProjectID: id("project"), PersonID: id("person"),
		Role: "FOH Engineer", Department: "audio", DayRate: 45000, PerDiemRate: 4000,
		StartsOn: "2026-05-01", EndsOn: "2026-05-10"}
}

func timesheet() records.TimesheetEntry {
	return records.TimesheetEntry{ID: id("timesheet"), ProjectID: id("project"), ShowID: id("show"),
		PersonID: id("person"), WorkDate: "2026-05-02", Minutes: 600, OvertimeMinutes: 90,
		Status: records.TimesheetApproved}
}

func scheduleItem() records.ScheduleItem {
	return records.ScheduleItem{ID: id("schedule"), ProjectID: id("project"), ShowID: id("show"),
		Kind: records.ScheduleSoundcheck, Title: "Soundcheck", StartsAt: at(15, 0), EndsAt: ptr(at(16, 0)),
		TimeZone: "Europe/Berlin"}
}

func travel() records.TravelSegment {
	return records.TravelSegment{ID: id("travel"), ProjectID: id("project"), Mode: records.TravelFlight,
		Carrier: "LH", Number: "LH 1700", FromPlace: "MUC", ToPlace: "TXL",
		DepartsAt: at(8, 0), ArrivesAt: at(9, 10), DepartTimeZone: "Europe/Berlin",
		ArriveTimeZone: "Europe/Berlin", Cost: 31000, PassengerIDs: []kernel.ID{id("person")}}
}

func accommodation() records.Accommodation {
	return records.Accommodation{ID: id("stay"), ProjectID: id("project"), ShowID: id("show"),
		HotelName: "Hotel Adlon", City: "Berlin", CheckIn: "2026-05-01", CheckOut: "2026-05-03",
		Rooms: []records.Room{
			{ID: id("room-1"), RoomType: "single", NightlyRate: 18000, OccupantIDs: []kernel.ID{id("person")}},
			{ID: id("room-2"), RoomType: "double", NightlyRate: 24000},
		}}
}

func guest() records.GuestListEntry {
	return records.GuestListEntry{ID: id("guest"), ShowID: id("show"), Name: "Jo Park", PlusOnes: 1,
		Category: "press", Status: records.GuestApproved}
}

func budgetLine() records.BudgetLine {
	return records.BudgetLine{ID: id("budget"), ProjectID: id("project"), Category: "crew", Amount: 2_000_000}
}

func expense() records.Expense {
	return records.Expense{ID: id("expense"), ProjectID: id("project"), ShowID: id("show"),
		PersonID: id("person"), Category: "catering", Vendor: "Curry 36", Amount: 12050,
		Currency: "EUR", Rate: kernel.RateOne, IncurredOn: "2026-05-02", Status: records.ExpenseApproved}
}

func income() records.IncomeLine {
	return records.IncomeLine{ID: id("income"), ProjectID: id("project"), ShowID: id("show"),
		Kind: records.IncomeGuarantee, Amount: 1_500_000, Currency: "EUR", Rate: kernel.RateOne, ReceivedOn: "2026-05-03"}
}

func invoice() records.Invoice {
	return records.Invoice{ID: id("invoice"), ProjectID: id("project"), ShowID: id("show"),
		Number: "INV-2026-0001", ClientName: "Tempodrom GmbH", ClientEmail: "accounts@tempodrom.example",
		IssuedOn: "2026-05-03", DueOn: "2026-05-17", Currency: "EUR", TaxRate: 190_000, Kind: records.InvoiceStandard,
		Status: records.InvoiceSent,
		Lines: []records.InvoiceLine{
			{ID: id("line-1"), Description: "Guarantee", Quantity: 1, UnitPrice: 1_500_000},
			{ID: id("line-2"), Description: "Backline hire", Quantity: 3, UnitPrice: 3333},
		},
		Payments: []records.Payment{
			{ID: id("payment-1"), Amount: 1_000_000, ReceivedOn: "2026-05-10", Method: "bank_transfer"},
		}}
}

func settlement() records.Settlement {
	return records.Settlement{ID: id("settlement"), ShowID: id("show"), SettledAt: at(22, 30),
		Currency: "EUR", Rate: kernel.RateOne,
		GrossBoxOffice: 4_500_000, ShowExpenses: 900_000, ArtistPayout: 1_700_000, SettledBy: "Mara Voss"}
}

// dataset returns one of each record, all consistent with each other.
func dataset() records.Dataset {
	return records.Dataset{
		Venues: []records.Venue{venue()}, People: []records.Person{person()},
		Projects: []records.Project{project()}, Shows: []records.Show{show()},
		CrewAssignments: []records.CrewAssignment{crew()}, Timesheets: []records.TimesheetEntry{timesheet()},
		Schedule: []records.ScheduleItem{scheduleItem()}, Travel: []records.TravelSegment{travel()},
		Accommodations: []records.Accommodation{accommodation()}, GuestList: []records.GuestListEntry{guest()},
		BudgetLines: []records.BudgetLine{budgetLine()}, Expenses: []records.Expense{expense()},
		Income: []records.IncomeLine{income()}, Invoices: []records.Invoice{invoice()},
		Settlements: []records.Settlement{settlement()},
	}
}
