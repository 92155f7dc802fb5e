package exchange

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// dataset converts every record of d, each array in its document order.
func (m *mapper) dataset(d Document) records.Dataset {
	var ds records.Dataset
	if p := d.Profile; p != nil {
		ds.Profile = records.LegalProfile{LegalName: p.LegalName, Address: p.Address, Country: p.Country,
			VATID: p.VATID, CompanyNumber: p.CompanyNumber, Email: p.Email, Phone: p.Phone,
			BankName: p.BankName, AccountName: p.AccountName, IBAN: p.IBAN, BIC: p.BIC,
			InvoiceFooter: p.InvoiceFooter}
	}
	for _, p := range d.Projects {
		m.projects[p.ID] = p.Currency
	}
	for _, v := range d.Venues {
		ds.Venues = append(ds.Venues, records.Venue{ID: m.id(records.KindVenue, v.ID), OrgID: m.org,
			Name: v.Name, Address: v.Address, City: v.City, Region: v.Region, PostalCode: v.PostalCode,
			Country: v.Country, TimeZone: v.TimeZone, Capacity: v.Capacity, Phone: v.Phone,
			Email: v.Email, Website: v.Website, Hospital: v.Hospital, HospitalPhone: v.HospPhone,
			Parking: v.Parking, WiFi: v.WiFi, Notes: v.Notes, Contacts: m.contacts(v.Contacts),
			CreatedAt: at(v.CreatedAt)})
	}
	for _, p := range d.People {
		ds.People = append(ds.People, records.Person{ID: m.id(records.KindPerson, p.ID), OrgID: m.org,
			FirstName: p.FirstName, LastName: p.LastName, Email: p.Email, Phone: p.Phone,
			Company: p.Company, Title: p.Title, Notes: p.Notes, CreatedAt: at(p.CreatedAt)})
	}
	for _, p := range d.Projects {
		ds.Projects = append(ds.Projects, records.Project{ID: m.id(records.KindProject, p.ID), OrgID: m.org,
			Name: p.Name, Code: p.Code, Kind: records.ProjectKind(p.Kind),
			Status: records.ProjectStatus(p.Status), Artist: p.Artist, Currency: p.Currency,
			StartsOn: date(p.StartsOn), EndsOn: date(p.EndsOn), Notes: p.Notes, CreatedAt: at(p.CreatedAt)})
	}
	for _, s := range d.Shows {
		ds.Shows = append(ds.Shows, m.show(s))
	}
	for _, s := range d.Settlements {
		ds.Settlements = append(ds.Settlements, records.Settlement{ID: m.id(records.KindSettlement, s.ID),
			OrgID: m.org, ShowID: m.id(records.KindShow, s.ShowID), SettledAt: at(s.SettledAt),
			Currency: m.currency(s.Currency, m.shows[s.ShowID]), Rate: m.rate(s.Rate),
			GrossBoxOffice: s.GrossBoxOffice, TicketTax: s.TicketTax, FacilityFees: s.FacilityFees,
			ShowExpenses: s.ShowExpenses, PromoterProfit: s.PromoterProfit, ArtistPayout: s.ArtistPayout,
			Withholding: s.Withholding, Commission: s.Commission, DepositsPaid: s.DepositsPaid,
			Expenses: settledExpenses(s.Expenses), PaymentMethod: s.PaymentMethod,
			SettledBy: s.SettledBy, PromoterSignatory: s.PromoterSignatory, Draft: s.Draft, Notes: s.Notes, CreatedAt: at(s.CreatedAt)})
	}
	m.logistics(d, &ds)
	m.money(d, &ds)
	return ds
}

func (m *mapper) contacts(cs []Contact) []records.ContactRole {
	if cs == nil {
		return nil
	}
	out := make([]records.ContactRole, len(cs))
	for i, c := range cs {
		out[i] = records.ContactRole{PersonID: m.id(records.KindPerson, c.PersonID), Role: c.Role}
	}
	return out
}

func (m *mapper) show(s Show) records.Show {
	var tiers []records.TicketTier
	for i, t := range s.Tiers {
		tiers = append(tiers, records.TicketTier{ID: m.child(records.KindShow, s.ID, "tier", i),
			Name: t.Name, Price: t.Price, Allotment: t.Allotment, Sold: t.Sold, Comps: t.Comps, Kills: t.Kills})
	}
	d := s.Deal
	currency := m.currency(s.Currency, m.projects[s.ProjectID])
	m.shows[s.ID] = currency
	var cancellation *records.Cancellation
	if x := s.Cancellation; x != nil {
		cancellation = &records.Cancellation{On: date(x.On), By: records.CancelledBy(x.By), Reason: x.Reason, Fee: x.Fee}
	}
	return records.Show{ID: m.id(records.KindShow, s.ID), OrgID: m.org,
		ProjectID: m.id(records.KindProject, s.ProjectID), VenueID: m.id(records.KindVenue, s.VenueID),
		Date: date(s.Date), Status: records.ShowStatus(s.Status), Stage: s.Stage, TimeZone: s.TimeZone,
		DoorsAt: optAt(s.DoorsAt), StartsAt: optAt(s.StartsAt), CurfewAt: optAt(s.CurfewAt),
		Capacity: s.Capacity, Currency: currency, Cancellation: cancellation,
		Deal: records.Deal{Type: records.DealType(d.Type), Guarantee: d.Guarantee,
			ArtistPercent: kernel.BasisPoints(d.ArtistPercentBP), PromoterProfitPercent: kernel.BasisPoints(d.PromoterProfitPercentBP),
			ShowExpenses: d.ShowExpenses, FacilityFeePerTicket: d.FacilityFeePerTicket,
			TicketTaxRate: taxRate(d.TicketTaxRateBP, d.TicketTaxRatePPM), Deposit: d.Deposit,
			CommissionRate: kernel.BasisPoints(d.CommissionRateBP), WithholdingRate: taxRate(d.WithholdingRateBP, d.WithholdingRatePPM)},
		Tiers: tiers, ScannedAttendance: s.ScannedAttendance, MerchGross: s.MerchGross,
		MerchTaxRate: taxRate(s.MerchTaxRateBP, s.MerchTaxRatePPM), VenueMerchRate: kernel.BasisPoints(s.VenueMerchRateBP), Contacts: m.contacts(s.Contacts),
		GuestAllocation: s.GuestAllocation, GuestCutoffAt: optAt(s.GuestCutoffAt), GuestPickup: s.GuestPickup,
		Notes: s.Notes, CreatedAt: at(s.CreatedAt)}
}

func (m *mapper) logistics(d Document, ds *records.Dataset) {
	for _, a := range d.CrewAssignments {
		ds.CrewAssignments = append(ds.CrewAssignments, records.CrewAssignment{
			ID: m.id(records.KindCrewAssignment, a.ID), OrgID: m.org,
			ProjectID: m.id(records.KindProject, a.ProjectID), PersonID: m.id(records.KindPerson, a.PersonID),
			Role: a.Role, Department: a.Department, DayRate: a.DayRate, PerDiemRate: a.PerDiemRate,
			StartsOn: date(a.StartsOn), EndsOn: date(a.EndsOn), CreatedAt: at(a.CreatedAt)})
	}
	for _, t := range d.Timesheets {
		ds.Timesheets = append(ds.Timesheets, records.TimesheetEntry{
			ID: m.id(records.KindTimesheetEntry, t.ID), OrgID: m.org,
			ProjectID: m.id(records.KindProject, t.ProjectID), ShowID: m.optID(records.KindShow, t.ShowID),
			PersonID: m.id(records.KindPerson, t.PersonID), WorkDate: date(t.WorkDate), Minutes: t.Minutes,
			OvertimeMinutes: t.OvertimeMinutes, Status: records.TimesheetStatus(t.Status), Notes: t.Notes,
			CreatedAt: at(t.CreatedAt)})
	}
	for _, s := range d.Schedule {
		ds.Schedule = append(ds.Schedule, records.ScheduleItem{ID: m.id(records.KindScheduleItem, s.ID),
			OrgID: m.org, ProjectID: m.id(records.KindProject, s.ProjectID),
			ShowID: m.optID(records.KindShow, s.ShowID), Kind: records.ScheduleKind(s.Kind), Title: s.Title,
			StartsAt: at(s.StartsAt), EndsAt: optAt(s.EndsAt), TimeZone: s.TimeZone, Location: s.Location,
			Notes: s.Notes, CreatedAt: at(s.CreatedAt)})
	}
	for _, t := range d.Travel {
		ds.Travel = append(ds.Travel, records.TravelSegment{ID: m.id(records.KindTravelSegment, t.ID),
			OrgID: m.org, ProjectID: m.id(records.KindProject, t.ProjectID), Mode: records.TravelMode(t.Mode),
			Carrier: t.Carrier, Number: t.Number, FromPlace: t.FromPlace, ToPlace: t.ToPlace,
			DepartsAt: at(t.DepartsAt), ArrivesAt: at(t.ArrivesAt), DepartTimeZone: t.DepartTimeZone,
			ArriveTimeZone: t.ArriveTimeZone, Confirmation: t.Confirmation, Cost: t.Cost,
			PassengerIDs: m.ids(records.KindPerson, t.PassengerIDs), Notes: t.Notes, CreatedAt: at(t.CreatedAt)})
	}
	for _, a := range d.Accommodations {
		var rooms []records.Room
		for i, r := range a.Rooms {
			rooms = append(rooms, records.Room{ID: m.child(records.KindAccommodation, a.ID, "room", i),
				RoomType: r.RoomType, NightlyRate: r.NightlyRate,
				OccupantIDs: m.ids(records.KindPerson, r.OccupantIDs), Confirmation: r.Confirmation})
		}
		ds.Accommodations = append(ds.Accommodations, records.Accommodation{
			ID: m.id(records.KindAccommodation, a.ID), OrgID: m.org,
			ProjectID: m.id(records.KindProject, a.ProjectID), ShowID: m.optID(records.KindShow, a.ShowID),
			HotelName: a.HotelName, Address: a.Address, City: a.City, Phone: a.Phone,
			CheckIn: date(a.CheckIn), CheckOut: date(a.CheckOut), Confirmation: a.Confirmation,
			Rooms: rooms, Notes: a.Notes, CreatedAt: at(a.CreatedAt)})
	}
	for _, g := range d.GuestList {
		ds.GuestList = append(ds.GuestList, records.GuestListEntry{ID: m.id(records.KindGuestListEntry, g.ID),
			OrgID: m.org, ShowID: m.id(records.KindShow, g.ShowID), Name: g.Name, PlusOnes: g.PlusOnes,
			Category: g.Category, RequestedBy: g.RequestedBy, Status: records.GuestStatus(g.Status),
			PassType: g.PassType, Notes: g.Notes, CreatedAt: at(g.CreatedAt)})
	}
}

func (m *mapper) money(d Document, ds *records.Dataset) {
	for _, b := range d.BudgetLines {
		ds.BudgetLines = append(ds.BudgetLines, records.BudgetLine{ID: m.id(records.KindBudgetLine, b.ID),
			OrgID: m.org, ProjectID: m.id(records.KindProject, b.ProjectID), ShowID: m.optID(records.KindShow, b.ShowID),
			Category:    b.Category,
			Description: b.Description, Amount: b.Amount, CreatedAt: at(b.CreatedAt)})
	}
	for _, e := range d.Expenses {
		ds.Expenses = append(ds.Expenses, records.Expense{ID: m.id(records.KindExpense, e.ID), OrgID: m.org,
			ProjectID: m.id(records.KindProject, e.ProjectID), ShowID: m.optID(records.KindShow, e.ShowID),
			PersonID: m.optID(records.KindPerson, e.PersonID), Category: e.Category, Vendor: e.Vendor,
			Description: e.Description, Amount: e.Amount, Currency: m.currency(e.Currency, m.projects[e.ProjectID]),
			Rate: m.rate(e.Rate), IncurredOn: date(e.IncurredOn),
			Status: records.ExpenseStatus(e.Status), Reimbursable: e.Reimbursable, CreatedAt: at(e.CreatedAt)})
	}
	for _, in := range d.Income {
		ds.Income = append(ds.Income, records.IncomeLine{ID: m.id(records.KindIncomeLine, in.ID), OrgID: m.org,
			ProjectID: m.id(records.KindProject, in.ProjectID), ShowID: m.optID(records.KindShow, in.ShowID),
			Kind: records.IncomeKind(in.Kind), Description: in.Description, Amount: in.Amount,
			Currency: m.currency(in.Currency, m.projects[in.ProjectID]), Rate: m.rate(in.Rate),
			ReceivedOn: date(in.ReceivedOn), CreatedAt: at(in.CreatedAt)})
	}
	for _, inv := range d.Invoices {
		var lines []records.InvoiceLine
		for i, l := range inv.Lines {
			lines = append(lines, records.InvoiceLine{ID: m.child(records.KindInvoice, inv.ID, "line", i),
				Description: l.Description, Quantity: l.Quantity, UnitPrice: l.UnitPrice})
		}
		var payments []records.Payment
		for i, p := range inv.Payments {
			payments = append(payments, records.Payment{ID: m.child(records.KindInvoice, inv.ID, "payment", i),
				Amount: p.Amount, ReceivedOn: date(p.ReceivedOn), Method: p.Method, ProcessorRef: p.ProcessorRef})
		}
		ds.Invoices = append(ds.Invoices, records.Invoice{ID: m.id(records.KindInvoice, inv.ID), OrgID: m.org,
			ProjectID: m.id(records.KindProject, inv.ProjectID), ShowID: m.optID(records.KindShow, inv.ShowID),
			Number: inv.Number, Kind: m.invoiceKind(inv.Kind), CreditsID: m.optID(records.KindInvoice, inv.CreditsID),
			ClientName:  inv.ClientName,
			ClientEmail: inv.ClientEmail, ClientAddress: inv.ClientAddress, ClientCountry: inv.ClientCountry,
			ClientTaxID: inv.ClientTaxID, IssuedOn: date(inv.IssuedOn), DueOn: date(inv.DueOn),
			Currency: inv.Currency, TaxRate: taxRate(inv.TaxRateBP, inv.TaxRatePPM),
			Status: records.InvoiceStatus(inv.Status), Lines: lines, Payments: payments, Notes: inv.Notes,
			CreatedAt: at(inv.CreatedAt)})
	}
}

// settledExpenses converts a settlement's itemised expenses; none is nil, as the
// stores give it back.
func settledExpenses(in []SettledExpense) []records.SettledExpense {
	if len(in) == 0 {
		return nil
	}
	out := make([]records.SettledExpense, len(in))
	for i, e := range in {
		out[i] = records.SettledExpense{Description: e.Description, Budget: e.Budget, Actual: e.Actual}
	}
	return out
}
