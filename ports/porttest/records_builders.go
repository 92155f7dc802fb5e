package porttest

import (
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordBuilder makes the fixture records of one organization. Every record gets
// the organization's id, a created time and an id derived from its key.
type recordBuilder struct{ org kernel.ID }

// recordCreated is when every fixture record was created: UTC with microseconds.
var recordCreated = time.Date(2026, 3, 1, 8, 15, 30, 654321000, time.UTC)

func (b recordBuilder) id(key string) kernel.ID {
	if key == "" {
		return kernel.NilID
	}
	return RecordID(b.org, key)
}

func (b recordBuilder) ids(keys ...string) []kernel.ID {
	out := make([]kernel.ID, len(keys))
	for i, k := range keys {
		out[i] = b.id(k)
	}
	return out
}

// at returns the instant of date at hour:minute UTC, with microseconds, so that a
// store that drops them is caught.
func (b recordBuilder) at(date string, hour, minute int) time.Time {
	d := kernel.Date(date).Time(time.UTC)
	return d.Add(time.Duration(hour)*time.Hour + time.Duration(minute)*time.Minute + 250*time.Microsecond)
}

func (b recordBuilder) contact(person, role string) records.ContactRole {
	return records.ContactRole{PersonID: b.id(person), Role: role}
}

func (b recordBuilder) venue(key, name, country, zone string, capacity int, contacts ...records.ContactRole) records.Venue {
	return records.Venue{ID: b.id(key), OrgID: b.org, Name: name, Address: "1 " + name + " Street",
		City: "City of " + name, Region: "Region", PostalCode: "10115", Country: country, TimeZone: zone,
		Capacity: capacity, Phone: "+49 30 000000", Email: "office@" + key + ".example",
		Website: "https://" + key + ".example", Notes: "Load-in through the back.", Contacts: contacts,
		Hospital: "City Hospital, 1 Infirmary Road", HospitalPhone: "+44 20 7946 0999",
		Parking: "Bus bay behind the stage door", WiFi: "Crew-" + key,
		CreatedAt: recordCreated}
}

func (b recordBuilder) person(key, first, last string) records.Person {
	return records.Person{ID: b.id(key), OrgID: b.org, FirstName: first, LastName: last,
		Email: key + "@people.example", Phone: "+49 170 000000", Company: "Crew Co", Title: "Crew",
		Notes: "Vegetarian.", CreatedAt: recordCreated}
}

func (b recordBuilder) project(key, name string, kind records.ProjectKind, currency, starts, ends string) records.Project {
	return records.Project{ID: b.id(key), OrgID: b.org, Name: name, Code: "P-" + key, Kind: kind,
		Status: records.ProjectConfirmed, Artist: "Aurora Lane", Currency: currency,
		StartsOn: kernel.Date(starts), EndsOn: kernel.Date(ends), Notes: "Fixture project.", CreatedAt: recordCreated}
}

func (b recordBuilder) show(key, project, venue, date string, contacts ...records.ContactRole) records.Show {
	doors, starts, curfew := b.at(date, 17, 30), b.at(date, 19, 0), b.at(date, 22, 45)
	cutoff := b.at(date, 16, 0)
	scanned := 640
	return records.Show{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), VenueID: b.id(venue),
		Date: kernel.Date(date), Status: records.ShowConfirmed, Stage: "Main", TimeZone: "Europe/Berlin",
		DoorsAt: &doors, StartsAt: &starts, CurfewAt: &curfew, Capacity: 1000, Currency: "EUR",
		Deal: records.Deal{Type: records.DealVersus, Guarantee: 1_500_000, ArtistPercent: 8500,
			PromoterProfitPercent: 1500, ShowExpenses: 900_000, FacilityFeePerTicket: 150,
			TicketTaxRate: 70_000, Deposit: 750_000, CommissionRate: 1000, WithholdingRate: 158_250},
		Tiers: []records.TicketTier{
			{ID: b.id(key + "/tier-vip"), Name: "VIP", Price: 12000, Allotment: 200, Sold: 150, Comps: 5},
			{ID: b.id(key + "/tier-ga"), Name: "GA", Price: 4500, Allotment: 800, Sold: 600, Comps: 20, Kills: 10},
		},
		ScannedAttendance: &scanned, MerchGross: 1_234_500, MerchTaxRate: 190_000, VenueMerchRate: 2000, Contacts: contacts,
		GuestAllocation: 40, GuestCutoffAt: &cutoff, GuestPickup: "Box office from doors, photo ID",
		Notes: "Fixture show.", CreatedAt: recordCreated}
}

func (b recordBuilder) crew(key, project, person, role, starts, ends string) records.CrewAssignment {
	return records.CrewAssignment{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), PersonID: b.id(person),
		Role: role, Department: "production", DayRate: 45000, PerDiemRate: 4000,
		StartsOn: kernel.Date(starts), EndsOn: kernel.Date(ends), CreatedAt: recordCreated}
}

func (b recordBuilder) timesheet(key, project, show, person, date string) records.TimesheetEntry {
	return records.TimesheetEntry{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), ShowID: b.id(show),
		PersonID: b.id(person), WorkDate: kernel.Date(date), Minutes: 600, OvertimeMinutes: 45,
		Status: records.TimesheetApproved, Notes: "Load-out ran late.", CreatedAt: recordCreated}
}

func (b recordBuilder) schedule(key, project, show string, kind records.ScheduleKind, starts time.Time, minutes int) records.ScheduleItem {
	item := records.ScheduleItem{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), ShowID: b.id(show),
		Kind: kind, Title: string(kind), StartsAt: starts, TimeZone: "Europe/Berlin", Location: "Main stage",
		Notes: "Fixture item.", CreatedAt: recordCreated}
	if minutes > 0 {
		ends := starts.Add(time.Duration(minutes) * time.Minute)
		item.EndsAt = &ends
	}
	return item
}

func (b recordBuilder) travel(key, project string, departs time.Time, passengers ...string) records.TravelSegment {
	return records.TravelSegment{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), Mode: records.TravelFlight,
		Carrier: "LH", Number: "LH 1700", FromPlace: "MUC Munich", ToPlace: "BER Berlin", DepartsAt: departs,
		ArrivesAt: departs.Add(70 * time.Minute), DepartTimeZone: "Europe/Berlin", ArriveTimeZone: "Europe/Berlin",
		Confirmation: "ABC123", Cost: 31000, PassengerIDs: b.ids(passengers...), Notes: "Window seats.",
		CreatedAt: recordCreated}
}

func (b recordBuilder) room(key, kind string, rate int64, occupants ...string) records.Room {
	return records.Room{ID: b.id(key), RoomType: kind, NightlyRate: rate, OccupantIDs: b.ids(occupants...),
		Confirmation: "R-" + key}
}

func (b recordBuilder) stay(key, project, show, in, out string, rooms ...records.Room) records.Accommodation {
	return records.Accommodation{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), ShowID: b.id(show),
		HotelName: "Hotel " + key, Address: "2 Hotel Street", City: "Berlin", Phone: "+49 30 111111",
		CheckIn: kernel.Date(in), CheckOut: kernel.Date(out), Confirmation: "H-" + key, Rooms: rooms,
		Notes: "Late check-in.", CreatedAt: recordCreated}
}

func (b recordBuilder) guest(key, show, name string, plusOnes int) records.GuestListEntry {
	return records.GuestListEntry{ID: b.id(key), OrgID: b.org, ShowID: b.id(show), Name: name, PlusOnes: plusOnes,
		Category: "industry", RequestedBy: "Mara Voss", Status: records.GuestApproved, PassType: "aftershow",
		Notes: "At the box office.", CreatedAt: recordCreated}
}

func (b recordBuilder) budget(key, project, category string, amount int64) records.BudgetLine {
	return records.BudgetLine{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), Category: category,
		Description: "Budget for " + category, Amount: amount, CreatedAt: recordCreated}
}

func (b recordBuilder) expense(key, project, show, person, category string, amount int64, on string) records.Expense {
	return records.Expense{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), ShowID: b.id(show),
		PersonID: b.id(person), Category: category, Vendor: "Vendor " + key, Description: "Spent on " + category,
		Amount: amount, Currency: "EUR", Rate: kernel.RateOne, IncurredOn: kernel.Date(on),
		Status: records.ExpenseApproved, Reimbursable: person != "",
		CreatedAt: recordCreated}
}

func (b recordBuilder) income(key, project, show string, kind records.IncomeKind, amount int64, on string) records.IncomeLine {
	return records.IncomeLine{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), ShowID: b.id(show), Kind: kind,
		Description: "Income " + key, Amount: amount, Currency: "EUR", Rate: kernel.RateOne,
		ReceivedOn: kernel.Date(on), CreatedAt: recordCreated}
}

func (b recordBuilder) invoice(key, project, show, number string, paid bool) records.Invoice {
	inv := records.Invoice{ID: b.id(key), OrgID: b.org, ProjectID: b.id(project), ShowID: b.id(show), Number: number,
		Kind: records.InvoiceStandard, ClientName: "Client " + key, ClientEmail: "accounts@" + key + ".example",
		ClientAddress: "3 Client Road", ClientCountry: "DE",
		IssuedOn: "2026-05-03", DueOn: "2026-05-17", Currency: "EUR", TaxRate: 190_000, Status: records.InvoiceSent,
		Lines: []records.InvoiceLine{
			{ID: b.id(key + "/line-2"), Description: "Guarantee", Quantity: 1, UnitPrice: 1_500_000},
			{ID: b.id(key + "/line-1"), Description: "Backline hire", Quantity: 3, UnitPrice: 3333},
		},
		Notes: "Net 14.", CreatedAt: recordCreated}
	if paid {
		inv.Payments = []records.Payment{
			{ID: b.id(key + "/payment-1"), Amount: 1_000_000, ReceivedOn: "2026-05-10", Method: "bank_transfer", ProcessorRef: "tr_1"},
			{ID: b.id(key + "/payment-2"), Amount: 796_899, ReceivedOn: "2026-05-20", Method: "card"},
		}
	}
	return inv
}

func (b recordBuilder) settlement(key, show string, at time.Time) records.Settlement {
	return records.Settlement{ID: b.id(key), OrgID: b.org, ShowID: b.id(show), SettledAt: at,
		Currency: "EUR", Rate: kernel.RateOne,
		GrossBoxOffice: 4_500_000, TicketTax: 294_393, FacilityFees: 112_500, ShowExpenses: 910_000,
		PromoterProfit: 135_000, ArtistPayout: 2_100_000, Withholding: 315_000, Commission: 210_000,
		DepositsPaid: 750_000, PaymentMethod: "bank_transfer", SettledBy: "Mara Voss", Notes: "Signed at the venue.",
		Expenses: []records.SettledExpense{
			{Description: "Hall hire", Budget: 400_000, Actual: 400_000},
			{Description: "Local crew", Budget: 300_000, Actual: 330_000},
			{Description: "Advertising", Budget: 200_000, Actual: 180_000},
		}, CreatedAt: recordCreated}
}

// rate returns the exchange rate written as the decimal s, such as "1.1732".
func (b recordBuilder) rate(s string) kernel.Rate {
	r, err := kernel.ParseRate(s)
	if err != nil {
		panic("porttest: " + err.Error())
	}
	return r
}

// profile returns the organization's legal profile, every part of it set and
// told apart from another organization's by name.
func (b recordBuilder) profile(name string) records.LegalProfile {
	return records.LegalProfile{LegalName: name + " Touring GmbH", Address: "4 Office Yard\n10115 Berlin",
		Country: "DE", VATID: "DE123456789", CompanyNumber: "HRB 123456 B, Amtsgericht Charlottenburg",
		Email: "accounts@" + strings.ToLower(name) + ".example", Phone: "+49 30 222222",
		BankName: "Fixture Bank", AccountName: name + " Touring GmbH", IBAN: "DE89370400440532013000",
		BIC: "COBADEFFXXX", InvoiceFooter: "Payment within 14 days. Thank you."}
}
