package sql

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// dataset assembles the rows of org into records, children under their parents in
// the order the rows came (children are read ordered by parent and position), and
// returns it sorted, with org's legal profile. Instants come back in UTC.
func (r *recordRows) dataset(org kernel.ID) records.Dataset {
	var d records.Dataset
	for _, p := range r.profile {
		d.Profile = records.LegalProfile{LegalName: p.LegalName, Address: p.Address, Country: p.Country,
			VATID: p.VATID, CompanyNumber: p.CompanyNumber, Email: p.Email, Phone: p.Phone,
			BankName: p.BankName, AccountName: p.AccountName, IBAN: p.IBAN, BIC: p.BIC,
			InvoiceFooter: p.InvoiceFooter}
	}
	venueContacts := map[kernel.ID][]records.ContactRole{}
	for _, c := range r.venueContacts {
		venueContacts[c.VenueID] = append(venueContacts[c.VenueID], records.ContactRole{PersonID: c.PersonID, Role: c.Role})
	}
	for _, v := range r.venues {
		d.Venues = append(d.Venues, v.venue(org, venueContacts[v.ID]))
	}
	for _, p := range r.people {
		d.People = append(d.People, p.person(org))
	}
	for _, p := range r.projects {
		d.Projects = append(d.Projects, p.project(org))
	}
	d.Shows = r.assembleShows(org)
	r.assembleCrew(org, &d)
	r.assembleLogistics(org, &d)
	r.assembleMoney(org, &d)
	d.Sort()
	return d
}

func (v venueRow) venue(org kernel.ID, contacts []records.ContactRole) records.Venue {
	return records.Venue{ID: v.ID, OrgID: org, Name: v.Name, Address: v.Address,
		City: v.City, Region: v.Region, PostalCode: v.PostalCode, Country: v.Country, TimeZone: v.TimeZone,
		Capacity: v.Capacity, Phone: v.Phone, Email: v.Email, Website: v.Website,
		Hospital: v.Hospital, HospitalPhone: v.HospPhone, Parking: v.Parking, WiFi: v.WiFi, Notes: v.Notes,
		Contacts: contacts, CreatedAt: v.CreatedAt.UTC()}
}

func (p personRow) person(org kernel.ID) records.Person {
	return records.Person{ID: p.ID, OrgID: org, FirstName: p.FirstName,
		LastName: p.LastName, Email: p.Email, Phone: p.Phone, Company: p.Company, Title: p.Title,
		Notes: p.Notes, CreatedAt: p.CreatedAt.UTC()}
}

func (p projectRow) project(org kernel.ID) records.Project {
	return records.Project{ID: p.ID, OrgID: org, Name: p.Name, Code: p.Code, Kind: records.ProjectKind(p.Kind),
		Status: records.ProjectStatus(p.Status), Artist: p.Artist, Currency: p.Currency,
		StartsOn: p.StartsOn, EndsOn: p.EndsOn, Notes: p.Notes, CreatedAt: p.CreatedAt.UTC()}
}

func (r *recordRows) assembleShows(org kernel.ID) []records.Show {
	tiers := map[kernel.ID][]records.TicketTier{}
	for _, t := range r.tiers {
		tiers[t.ShowID] = append(tiers[t.ShowID], records.TicketTier{ID: t.ID, Name: t.Name, Price: t.Price,
			Allotment: t.Allotment, Sold: t.Sold, Comps: t.Comps, Kills: t.Kills})
	}
	contacts := map[kernel.ID][]records.ContactRole{}
	for _, c := range r.showContacts {
		contacts[c.ShowID] = append(contacts[c.ShowID], records.ContactRole{PersonID: c.PersonID, Role: c.Role})
	}
	var out []records.Show
	for _, s := range r.shows {
		out = append(out, s.show(org, tiers[s.ID], contacts[s.ID]))
	}
	return out
}

// show is the row as a show of org, with its tiers and contacts.
func (s showRow) show(org kernel.ID, tiers []records.TicketTier, contacts []records.ContactRole) records.Show {
	return records.Show{ID: s.ID, OrgID: org, ProjectID: s.ProjectID, VenueID: s.VenueID,
		Date: s.Date, Status: records.ShowStatus(s.Status), Stage: s.Stage, TimeZone: s.TimeZone,
		DoorsAt: utcPtr(s.DoorsAt), StartsAt: utcPtr(s.StartsAt), CurfewAt: utcPtr(s.CurfewAt),
		Capacity: s.Capacity, Currency: s.Currency, Cancellation: s.cancellation(),
		Deal: records.Deal{Type: records.DealType(s.DealType), Guarantee: s.Guarantee,
			ArtistPercent:         kernel.BasisPoints(s.ArtistPercent),
			PromoterProfitPercent: kernel.BasisPoints(s.PromoterProfitPercent),
			ShowExpenses:          s.ShowExpenses, FacilityFeePerTicket: s.FacilityFeePerTicket,
			TicketTaxRate: kernel.PPM(s.TicketTaxRate), Deposit: s.Deposit,
			CommissionRate:  kernel.BasisPoints(s.CommissionRate),
			WithholdingRate: kernel.PPM(s.WithholdingRate)},
		Tiers: tiers, ScannedAttendance: s.ScannedAttendance, MerchGross: s.MerchGross,
		MerchTaxRate: kernel.PPM(s.MerchTaxRate), VenueMerchRate: kernel.BasisPoints(s.VenueMerchRate),
		GuestAllocation: s.GuestAllocation, GuestCutoffAt: utcPtr(s.GuestCutoffAt), GuestPickup: s.GuestPickup,
		Contacts: contacts, Notes: s.Notes, CreatedAt: s.CreatedAt.UTC()}
}

// cancellation returns the show's cancellation, nil when its columns are NULL.
func (s showRow) cancellation() *records.Cancellation {
	if s.CancelledBy == nil {
		return nil
	}
	x := &records.Cancellation{On: s.CancelledOn, By: records.CancelledBy(*s.CancelledBy)}
	if s.CancellationReason != nil {
		x.Reason = *s.CancellationReason
	}
	if s.CancellationFee != nil {
		x.Fee = *s.CancellationFee
	}
	return x
}

func (r *recordRows) assembleCrew(org kernel.ID, d *records.Dataset) {
	for _, a := range r.crew {
		d.CrewAssignments = append(d.CrewAssignments, records.CrewAssignment{ID: a.ID, OrgID: org,
			ProjectID: a.ProjectID, PersonID: a.PersonID, Role: a.Role, Department: a.Department,
			DayRate: a.DayRate, PerDiemRate: a.PerDiemRate, StartsOn: a.StartsOn, EndsOn: a.EndsOn,
			CreatedAt: a.CreatedAt.UTC()})
	}
	for _, e := range r.timesheets {
		d.Timesheets = append(d.Timesheets, records.TimesheetEntry{ID: e.ID, OrgID: org, ProjectID: e.ProjectID,
			ShowID: e.ShowID, PersonID: e.PersonID, WorkDate: e.WorkDate, Minutes: e.Minutes,
			OvertimeMinutes: e.OvertimeMinutes, Status: records.TimesheetStatus(e.Status), Notes: e.Notes,
			CreatedAt: e.CreatedAt.UTC()})
	}
	for _, s := range r.schedule {
		d.Schedule = append(d.Schedule, records.ScheduleItem{ID: s.ID, OrgID: org, ProjectID: s.ProjectID,
			ShowID: s.ShowID, Kind: records.ScheduleKind(s.Kind), Title: s.Title, StartsAt: s.StartsAt.UTC(),
			EndsAt: utcPtr(s.EndsAt), TimeZone: s.TimeZone, Location: s.Location, Notes: s.Notes,
			CreatedAt: s.CreatedAt.UTC()})
	}
}

func (r *recordRows) assembleLogistics(org kernel.ID, d *records.Dataset) {
	passengers := map[kernel.ID][]kernel.ID{}
	for _, p := range r.passengers {
		passengers[p.TravelID] = append(passengers[p.TravelID], p.PersonID)
	}
	for _, t := range r.travel {
		d.Travel = append(d.Travel, records.TravelSegment{ID: t.ID, OrgID: org, ProjectID: t.ProjectID,
			Mode: records.TravelMode(t.Mode), Carrier: t.Carrier, Number: t.Number, FromPlace: t.FromPlace,
			ToPlace: t.ToPlace, DepartsAt: t.DepartsAt.UTC(), ArrivesAt: t.ArrivesAt.UTC(),
			DepartTimeZone: t.DepartTimeZone, ArriveTimeZone: t.ArriveTimeZone, Confirmation: t.Confirmation,
			Cost: t.Cost, PassengerIDs: passengers[t.ID], Notes: t.Notes, CreatedAt: t.CreatedAt.UTC()})
	}
	occupants := map[kernel.ID][]kernel.ID{}
	for _, o := range r.occupants {
		occupants[o.RoomID] = append(occupants[o.RoomID], o.PersonID)
	}
	rooms := map[kernel.ID][]records.Room{}
	for _, room := range r.rooms {
		rooms[room.AccommodationID] = append(rooms[room.AccommodationID], records.Room{ID: room.ID,
			RoomType: room.RoomType, NightlyRate: room.NightlyRate, OccupantIDs: occupants[room.ID],
			Confirmation: room.Confirmation})
	}
	for _, a := range r.stays {
		d.Accommodations = append(d.Accommodations, records.Accommodation{ID: a.ID, OrgID: org,
			ProjectID: a.ProjectID, ShowID: a.ShowID, HotelName: a.HotelName, Address: a.Address, City: a.City,
			Phone: a.Phone, CheckIn: a.CheckIn, CheckOut: a.CheckOut, Confirmation: a.Confirmation,
			Rooms: rooms[a.ID], Notes: a.Notes, CreatedAt: a.CreatedAt.UTC()})
	}
	for _, g := range r.guests {
		d.GuestList = append(d.GuestList, records.GuestListEntry{ID: g.ID, OrgID: org, ShowID: g.ShowID,
			Name: g.Name, PlusOnes: g.PlusOnes, Category: g.Category, RequestedBy: g.RequestedBy,
			Status: records.GuestStatus(g.Status), PassType: g.PassType, Notes: g.Notes, CreatedAt: g.CreatedAt.UTC()})
	}
}

func (r *recordRows) assembleMoney(org kernel.ID, d *records.Dataset) {
	for _, b := range r.budget {
		d.BudgetLines = append(d.BudgetLines, records.BudgetLine{ID: b.ID, OrgID: org, ProjectID: b.ProjectID, ShowID: b.ShowID,
			Category: b.Category, Description: b.Description, Amount: b.Amount, CreatedAt: b.CreatedAt.UTC()})
	}
	for _, e := range r.expenses {
		d.Expenses = append(d.Expenses, records.Expense{ID: e.ID, OrgID: org, ProjectID: e.ProjectID,
			ShowID: e.ShowID, PersonID: e.PersonID, Category: e.Category, Vendor: e.Vendor,
			Description: e.Description, Amount: e.Amount, Currency: e.Currency, Rate: kernel.Rate(e.Rate),
			IncurredOn: e.IncurredOn,
			Status:     records.ExpenseStatus(e.Status), Reimbursable: e.Reimbursable, CreatedAt: e.CreatedAt.UTC()})
	}
	for _, l := range r.income {
		d.Income = append(d.Income, records.IncomeLine{ID: l.ID, OrgID: org, ProjectID: l.ProjectID,
			ShowID: l.ShowID, Kind: records.IncomeKind(l.Kind), Description: l.Description, Amount: l.Amount,
			Currency: l.Currency, Rate: kernel.Rate(l.Rate), ReceivedOn: l.ReceivedOn, CreatedAt: l.CreatedAt.UTC()})
	}
	lines := map[kernel.ID][]records.InvoiceLine{}
	for _, l := range r.lines {
		lines[l.InvoiceID] = append(lines[l.InvoiceID], records.InvoiceLine{ID: l.ID,
			Description: l.Description, Quantity: l.Quantity, UnitPrice: l.UnitPrice})
	}
	payments := map[kernel.ID][]records.Payment{}
	for _, p := range r.payments {
		payments[p.InvoiceID] = append(payments[p.InvoiceID], records.Payment{ID: p.ID, Amount: p.Amount,
			ReceivedOn: p.ReceivedOn, Method: p.Method, ProcessorRef: p.ProcessorRef})
	}
	for _, inv := range r.invoices {
		d.Invoices = append(d.Invoices, records.Invoice{ID: inv.ID, OrgID: org, ProjectID: inv.ProjectID,
			ShowID: inv.ShowID, Number: inv.Number, Kind: records.InvoiceKind(inv.Kind), CreditsID: inv.CreditsID, ClientName: inv.ClientName,
			ClientEmail: inv.ClientEmail, ClientAddress: inv.ClientAddress, ClientCountry: inv.ClientCountry,
			ClientTaxID: inv.ClientTaxID, IssuedOn: inv.IssuedOn, DueOn: inv.DueOn, Currency: inv.Currency,
			TaxRate: kernel.PPM(inv.TaxRate), Status: records.InvoiceStatus(inv.Status),
			Lines: lines[inv.ID], Payments: payments[inv.ID], Notes: inv.Notes, CreatedAt: inv.CreatedAt.UTC()})
	}
	settled := map[kernel.ID][]records.SettledExpense{}
	for _, e := range r.settleLines {
		settled[e.SettlementID] = append(settled[e.SettlementID], records.SettledExpense{Description: e.Description, Budget: e.Budget, Actual: e.Actual})
	}
	for _, s := range r.settlements {
		d.Settlements = append(d.Settlements, records.Settlement{ID: s.ID, OrgID: org, ShowID: s.ShowID,
			SettledAt: s.SettledAt.UTC(), Currency: s.Currency, Rate: kernel.Rate(s.Rate), GrossBoxOffice: s.GrossBoxOffice, TicketTax: s.TicketTax,
			FacilityFees: s.FacilityFees, ShowExpenses: s.ShowExpenses, PromoterProfit: s.PromoterProfit,
			ArtistPayout: s.ArtistPayout, Withholding: s.Withholding, Commission: s.Commission,
			DepositsPaid: s.DepositsPaid, Expenses: settled[s.ID], PaymentMethod: s.PaymentMethod,
			SettledBy: s.SettledBy, PromoterSignatory: s.PromoterSignatory, Draft: s.Draft, Notes: s.Notes,
			CreatedAt: s.CreatedAt.UTC()})
	}
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	v := t.UTC()
	return &v
}
