package sql

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordRows holds a dataset as rows of the records tables, in the order the
// tables must be written (a table only refers to tables before it), and the
// organization's legal profile (no row when the dataset has none).
type recordRows struct {
	profile       []profileRow
	venues        []venueRow
	people        []personRow
	venueContacts []venueContactRow
	projects      []projectRow
	shows         []showRow
	showContacts  []showContactRow
	tiers         []tierRow
	crew          []crewRow
	timesheets    []timesheetRow
	schedule      []scheduleRow
	travel        []travelRow
	passengers    []passengerRow
	stays         []accommodationRow
	rooms         []roomRow
	occupants     []occupantRow
	guests        []guestRow
	budget        []budgetRow
	expenses      []expenseRow
	income        []incomeRow
	invoices      []invoiceRow
	lines         []invoiceLineRow
	payments      []paymentRow
	settlements   []settlementRow
	settleLines   []settlementExpenseRow
}

// toRows turns d into rows of org, with every instant in StorageTime form.
func toRows(org kernel.ID, d records.Dataset) *recordRows {
	r := sizedRows(d)
	if p := d.Profile; !p.IsZero() {
		r.profile = []profileRow{{OrgID: org, LegalName: p.LegalName, Address: p.Address, Country: p.Country,
			VATID: p.VATID, CompanyNumber: p.CompanyNumber, Email: p.Email, Phone: p.Phone,
			BankName: p.BankName, AccountName: p.AccountName, IBAN: p.IBAN, BIC: p.BIC,
			InvoiceFooter: p.InvoiceFooter}}
	}
	for _, v := range d.Venues {
		r.venues = append(r.venues, venueRow{OrgID: org, ID: v.ID, Name: v.Name, Address: v.Address,
			City: v.City, Region: v.Region, PostalCode: v.PostalCode, Country: v.Country,
			TimeZone: v.TimeZone, Capacity: v.Capacity, Phone: v.Phone, Email: v.Email,
			Website: v.Website, Hospital: v.Hospital, HospPhone: v.HospitalPhone, Parking: v.Parking, WiFi: v.WiFi,
			Notes: v.Notes, CreatedAt: StorageTime(v.CreatedAt)})
		for _, c := range v.Contacts {
			r.venueContacts = append(r.venueContacts, venueContactRow{OrgID: org, VenueID: v.ID,
				PersonID: c.PersonID, Role: c.Role})
		}
	}
	for _, p := range d.People {
		r.people = append(r.people, personRow{OrgID: org, ID: p.ID, FirstName: p.FirstName,
			LastName: p.LastName, Email: p.Email, Phone: p.Phone, Company: p.Company, Title: p.Title,
			Notes: p.Notes, CreatedAt: StorageTime(p.CreatedAt)})
	}
	for _, p := range d.Projects {
		r.projects = append(r.projects, projectRow{OrgID: org, ID: p.ID, Name: p.Name, Code: p.Code,
			Kind: string(p.Kind), Status: string(p.Status), Artist: p.Artist, Currency: p.Currency,
			StartsOn: p.StartsOn, EndsOn: p.EndsOn, Notes: p.Notes, CreatedAt: StorageTime(p.CreatedAt)})
	}
	for _, s := range d.Shows {
		r.addShow(org, s)
	}
	r.addCrew(org, d)
	r.addLogistics(org, d)
	r.addMoney(org, d)
	return r
}

func (r *recordRows) addShow(org kernel.ID, s records.Show) {
	row := showRow{OrgID: org, ID: s.ID, ProjectID: s.ProjectID, VenueID: s.VenueID,
		Date: s.Date, Status: string(s.Status), Stage: s.Stage, TimeZone: s.TimeZone,
		DoorsAt: storageTimePtr(s.DoorsAt), StartsAt: storageTimePtr(s.StartsAt),
		CurfewAt: storageTimePtr(s.CurfewAt), Capacity: s.Capacity, Currency: s.Currency,
		DealType: string(s.Deal.Type), Guarantee: s.Deal.Guarantee, ArtistPercent: int64(s.Deal.ArtistPercent),
		PromoterProfitPercent: int64(s.Deal.PromoterProfitPercent), ShowExpenses: s.Deal.ShowExpenses,
		FacilityFeePerTicket: s.Deal.FacilityFeePerTicket, TicketTaxRate: int64(s.Deal.TicketTaxRate),
		Deposit: s.Deal.Deposit, CommissionRate: int64(s.Deal.CommissionRate),
		WithholdingRate: int64(s.Deal.WithholdingRate), ScannedAttendance: s.ScannedAttendance,
		MerchGross: s.MerchGross, MerchTaxRate: int64(s.MerchTaxRate), VenueMerchRate: int64(s.VenueMerchRate),
		GuestAllocation: s.GuestAllocation, GuestCutoffAt: storageTimePtr(s.GuestCutoffAt), GuestPickup: s.GuestPickup,
		Notes: s.Notes, CreatedAt: StorageTime(s.CreatedAt)}
	if x := s.Cancellation; x != nil {
		by, reason, fee := string(x.By), x.Reason, x.Fee
		row.CancelledOn, row.CancelledBy, row.CancellationReason, row.CancellationFee = x.On, &by, &reason, &fee
	}
	r.shows = append(r.shows, row)
	for i, t := range s.Tiers {
		r.tiers = append(r.tiers, tierRow{OrgID: org, ID: t.ID, ShowID: s.ID, Position: i, Name: t.Name,
			Price: t.Price, Allotment: t.Allotment, Sold: t.Sold, Comps: t.Comps, Kills: t.Kills})
	}
	for _, c := range s.Contacts {
		r.showContacts = append(r.showContacts, showContactRow{OrgID: org, ShowID: s.ID,
			PersonID: c.PersonID, Role: c.Role})
	}
}

func (r *recordRows) addCrew(org kernel.ID, d records.Dataset) {
	for _, a := range d.CrewAssignments {
		r.crew = append(r.crew, crewRow{OrgID: org, ID: a.ID, ProjectID: a.ProjectID, PersonID: a.PersonID,
			Role: a.Role, Department: a.Department, DayRate: a.DayRate, PerDiemRate: a.PerDiemRate,
			StartsOn: a.StartsOn, EndsOn: a.EndsOn, CreatedAt: StorageTime(a.CreatedAt)})
	}
	for _, e := range d.Timesheets {
		r.timesheets = append(r.timesheets, timesheetRow{OrgID: org, ID: e.ID, ProjectID: e.ProjectID,
			ShowID: e.ShowID, PersonID: e.PersonID, WorkDate: e.WorkDate, Minutes: e.Minutes,
			OvertimeMinutes: e.OvertimeMinutes, Status: string(e.Status), Notes: e.Notes,
			CreatedAt: StorageTime(e.CreatedAt)})
	}
	for _, s := range d.Schedule {
		r.schedule = append(r.schedule, scheduleRow{OrgID: org, ID: s.ID, ProjectID: s.ProjectID,
			ShowID: s.ShowID, Kind: string(s.Kind), Title: s.Title, StartsAt: StorageTime(s.StartsAt),
			EndsAt: storageTimePtr(s.EndsAt), TimeZone: s.TimeZone, Location: s.Location, Notes: s.Notes,
			CreatedAt: StorageTime(s.CreatedAt)})
	}
}

func (r *recordRows) addLogistics(org kernel.ID, d records.Dataset) {
	for _, t := range d.Travel {
		r.travel = append(r.travel, travelRow{OrgID: org, ID: t.ID, ProjectID: t.ProjectID,
			Mode: string(t.Mode), Carrier: t.Carrier, Number: t.Number, FromPlace: t.FromPlace,
			ToPlace: t.ToPlace, DepartsAt: StorageTime(t.DepartsAt), ArrivesAt: StorageTime(t.ArrivesAt),
			DepartTimeZone: t.DepartTimeZone, ArriveTimeZone: t.ArriveTimeZone, Confirmation: t.Confirmation,
			Cost: t.Cost, Notes: t.Notes, CreatedAt: StorageTime(t.CreatedAt)})
		for _, p := range t.PassengerIDs {
			r.passengers = append(r.passengers, passengerRow{OrgID: org, TravelID: t.ID, PersonID: p})
		}
	}
	for _, a := range d.Accommodations {
		r.stays = append(r.stays, accommodationRow{OrgID: org, ID: a.ID, ProjectID: a.ProjectID,
			ShowID: a.ShowID, HotelName: a.HotelName, Address: a.Address, City: a.City, Phone: a.Phone,
			CheckIn: a.CheckIn, CheckOut: a.CheckOut, Confirmation: a.Confirmation, Notes: a.Notes,
			CreatedAt: StorageTime(a.CreatedAt)})
		for i, room := range a.Rooms {
			r.rooms = append(r.rooms, roomRow{OrgID: org, ID: room.ID, AccommodationID: a.ID, Position: i,
				RoomType: room.RoomType, NightlyRate: room.NightlyRate, Confirmation: room.Confirmation})
			for _, p := range room.OccupantIDs {
				r.occupants = append(r.occupants, occupantRow{OrgID: org, RoomID: room.ID, PersonID: p})
			}
		}
	}
	for _, g := range d.GuestList {
		r.guests = append(r.guests, guestRow{OrgID: org, ID: g.ID, ShowID: g.ShowID, Name: g.Name,
			PlusOnes: g.PlusOnes, Category: g.Category, RequestedBy: g.RequestedBy, Status: string(g.Status),
			PassType: g.PassType, Notes: g.Notes, CreatedAt: StorageTime(g.CreatedAt)})
	}
}

func (r *recordRows) addMoney(org kernel.ID, d records.Dataset) {
	for _, b := range d.BudgetLines {
		r.budget = append(r.budget, budgetRow{OrgID: org, ID: b.ID, ProjectID: b.ProjectID, ShowID: b.ShowID,
			Category: b.Category, CategoryKey: b.CategoryKey(), Description: b.Description, Amount: b.Amount,
			CreatedAt: StorageTime(b.CreatedAt)})
	}
	for _, e := range d.Expenses {
		r.expenses = append(r.expenses, expenseRow{OrgID: org, ID: e.ID, ProjectID: e.ProjectID,
			ShowID: e.ShowID, PersonID: e.PersonID, Category: e.Category, CategoryKey: e.CategoryKey(),
			Vendor: e.Vendor, Description: e.Description, Amount: e.Amount, Currency: e.Currency,
			Rate: int64(e.Rate), IncurredOn: e.IncurredOn, Status: string(e.Status),
			Reimbursable: e.Reimbursable, CreatedAt: StorageTime(e.CreatedAt)})
	}
	for _, l := range d.Income {
		r.income = append(r.income, incomeRow{OrgID: org, ID: l.ID, ProjectID: l.ProjectID, ShowID: l.ShowID,
			Kind: string(l.Kind), Description: l.Description, Amount: l.Amount, Currency: l.Currency,
			Rate: int64(l.Rate), ReceivedOn: l.ReceivedOn, CreatedAt: StorageTime(l.CreatedAt)})
	}
	for _, inv := range d.Invoices {
		r.invoices = append(r.invoices, invoiceRow{OrgID: org, ID: inv.ID, ProjectID: inv.ProjectID,
			ShowID: inv.ShowID, Number: inv.Number, Kind: string(inv.Kind), CreditsID: inv.CreditsID, ClientName: inv.ClientName,
			ClientEmail: inv.ClientEmail, ClientAddress: inv.ClientAddress, ClientCountry: inv.ClientCountry,
			ClientTaxID: inv.ClientTaxID, IssuedOn: inv.IssuedOn, DueOn: inv.DueOn, Currency: inv.Currency,
			TaxRate: int64(inv.TaxRate), Status: string(inv.Status), Notes: inv.Notes,
			CreatedAt: StorageTime(inv.CreatedAt)})
		for i, l := range inv.Lines {
			r.lines = append(r.lines, invoiceLineRow{OrgID: org, ID: l.ID, InvoiceID: inv.ID, Position: i,
				Description: l.Description, Quantity: l.Quantity, UnitPrice: l.UnitPrice})
		}
		for _, p := range inv.Payments {
			r.payments = append(r.payments, paymentRow{OrgID: org, ID: p.ID, InvoiceID: inv.ID,
				Amount: p.Amount, ReceivedOn: p.ReceivedOn, Method: p.Method, ProcessorRef: p.ProcessorRef})
		}
	}
	for _, s := range d.Settlements {
		r.settlements = append(r.settlements, settlementRow{OrgID: org, ID: s.ID, ShowID: s.ShowID,
			SettledAt: StorageTime(s.SettledAt), Currency: s.Currency, Rate: int64(s.Rate), GrossBoxOffice: s.GrossBoxOffice, TicketTax: s.TicketTax,
			FacilityFees: s.FacilityFees, ShowExpenses: s.ShowExpenses, PromoterProfit: s.PromoterProfit,
			ArtistPayout: s.ArtistPayout, Withholding: s.Withholding, Commission: s.Commission,
			DepositsPaid: s.DepositsPaid, PaymentMethod: s.PaymentMethod, SettledBy: s.SettledBy, Notes: s.Notes,
			PromoterSignatory: s.PromoterSignatory, Draft: s.Draft, CreatedAt: StorageTime(s.CreatedAt)})
		for i, e := range s.Expenses {
			r.settleLines = append(r.settleLines, settlementExpenseRow{OrgID: org, SettlementID: s.ID, Position: i,
				Description: e.Description, Budget: e.Budget, Actual: e.Actual})
		}
	}
}

func storageTimePtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	v := StorageTime(*t)
	return &v
}
