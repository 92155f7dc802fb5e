package exchange

import "github.com/roadcase/roadcase/core/records"

// Key prefixes Export uses, one per kind: the 4th show in the document is "show-4".
const (
	prefixVenue         = "venue"
	prefixPerson        = "person"
	prefixProject       = "project"
	prefixShow          = "show"
	prefixCrew          = "crew"
	prefixTimesheet     = "timesheet"
	prefixSchedule      = "schedule"
	prefixTravel        = "travel"
	prefixAccommodation = "accommodation"
	prefixGuest         = "guest"
	prefixBudget        = "budget"
	prefixExpense       = "expense"
	prefixIncome        = "income"
	prefixInvoice       = "invoice"
	prefixSettlement    = "settlement"
)

// Export converts one organization's records into a document. Each kind is sorted by
// content (its natural fields such as date or name first, then every other field),
// records are keyed "<kind>-<n>" in that order and references are written as keys,
// so the result does not depend on stored ids or on the order of d's slices. People
// are keyed first, then venues, projects and shows, because later kinds refer to them.
func Export(org Organization, d records.Dataset) Document {
	k := newKeyer()
	doc := Document{Format: FormatVersion, Organization: org, Profile: exportProfile(d.Profile)}
	doc.People = exportPeople(k, d.People)
	doc.Venues = exportVenues(k, d.Venues)
	doc.Projects = exportProjects(k, d.Projects)
	doc.Shows = exportShows(k, d.Shows)
	doc.CrewAssignments = exportCrew(k, d.CrewAssignments)
	doc.Timesheets = exportTimesheets(k, d.Timesheets)
	doc.Schedule = exportSchedule(k, d.Schedule)
	doc.Travel = exportTravel(k, d.Travel)
	doc.Accommodations = exportAccommodations(k, d.Accommodations)
	doc.GuestList = exportGuests(k, d.GuestList)
	doc.BudgetLines = exportBudget(k, d.BudgetLines)
	doc.Expenses = exportExpenses(k, d.Expenses)
	doc.Income = exportIncome(k, d.Income)
	doc.Invoices = exportInvoices(k, d.Invoices)
	doc.Settlements = exportSettlements(k, d.Settlements)
	return doc
}

// exportProfile writes the legal profile, or null when none is recorded.
func exportProfile(p records.LegalProfile) *Profile {
	if p.IsZero() {
		return nil
	}
	return &Profile{LegalName: p.LegalName, Address: p.Address, Country: p.Country, VATID: p.VATID,
		CompanyNumber: p.CompanyNumber, Email: p.Email, Phone: p.Phone, BankName: p.BankName,
		AccountName: p.AccountName, IBAN: p.IBAN, BIC: p.BIC, InvoiceFooter: p.InvoiceFooter}
}

func exportPeople(k *keyer, in []records.Person) []Person {
	es := make([]entry[Person], 0, len(in))
	for _, p := range in {
		dto := Person{FirstName: p.FirstName, LastName: p.LastName, Email: p.Email, Phone: p.Phone,
			Company: p.Company, Title: p.Title, Notes: p.Notes, CreatedAt: instant(p.CreatedAt)}
		es = append(es, newEntry(dto, p.ID, p.LastName, p.FirstName, p.Email))
	}
	return place(k, records.KindPerson, prefixPerson, es, func(p *Person, key string) { p.ID = key })
}

func exportVenues(k *keyer, in []records.Venue) []Venue {
	es := make([]entry[Venue], 0, len(in))
	for _, v := range in {
		dto := Venue{Name: v.Name, Address: v.Address, City: v.City, Region: v.Region,
			PostalCode: v.PostalCode, Country: v.Country, TimeZone: v.TimeZone, Capacity: v.Capacity,
			Phone: v.Phone, Email: v.Email, Website: v.Website, Hospital: v.Hospital, HospPhone: v.HospitalPhone,
			Parking: v.Parking, WiFi: v.WiFi, Notes: v.Notes,
			Contacts: exportContacts(k, v.Contacts), CreatedAt: instant(v.CreatedAt)}
		es = append(es, newEntry(dto, v.ID, v.Country, v.City, v.Name))
	}
	return place(k, records.KindVenue, prefixVenue, es, func(v *Venue, key string) { v.ID = key })
}

func exportContacts(k *keyer, in []records.ContactRole) []Contact {
	out := make([]Contact, 0, len(in))
	for _, c := range in {
		out = append(out, Contact{PersonID: k.ref(records.KindPerson, c.PersonID), Role: c.Role})
	}
	return sortNested(out, func(c Contact) string { return c.Role })
}

func exportProjects(k *keyer, in []records.Project) []Project {
	es := make([]entry[Project], 0, len(in))
	for _, p := range in {
		dto := Project{Name: p.Name, Code: p.Code, Kind: string(p.Kind), Status: string(p.Status),
			Artist: p.Artist, Currency: p.Currency, StartsOn: optDate(p.StartsOn),
			EndsOn: optDate(p.EndsOn), Notes: p.Notes, CreatedAt: instant(p.CreatedAt)}
		es = append(es, newEntry(dto, p.ID, string(p.StartsOn), p.Name, p.Code))
	}
	return place(k, records.KindProject, prefixProject, es, func(p *Project, key string) { p.ID = key })
}

func exportShows(k *keyer, in []records.Show) []Show {
	es := make([]entry[Show], 0, len(in))
	for _, s := range in {
		dto := Show{ProjectID: k.ref(records.KindProject, s.ProjectID),
			VenueID: k.ref(records.KindVenue, s.VenueID), Date: optDate(s.Date),
			Status: string(s.Status), Stage: s.Stage, TimeZone: s.TimeZone,
			DoorsAt: optInstant(s.DoorsAt), StartsAt: optInstant(s.StartsAt),
			CurfewAt: optInstant(s.CurfewAt), Capacity: s.Capacity, Currency: s.Currency,
			Deal: exportDeal(s.Deal), Cancellation: exportCancellation(s.Cancellation),
			Tiers: exportTiers(s.Tiers), ScannedAttendance: s.ScannedAttendance,
			MerchGross: s.MerchGross, MerchTaxRatePPM: ppm(s.MerchTaxRate), VenueMerchRateBP: int64(s.VenueMerchRate),
			GuestAllocation: s.GuestAllocation, GuestCutoffAt: optInstant(s.GuestCutoffAt), GuestPickup: s.GuestPickup,
			Contacts: exportContacts(k, s.Contacts), Notes: s.Notes, CreatedAt: instant(s.CreatedAt)}
		es = append(es, newEntry(dto, s.ID, string(s.Date), k.sortPos(records.KindProject, s.ProjectID),
			s.Stage, k.sortPos(records.KindVenue, s.VenueID)))
	}
	return place(k, records.KindShow, prefixShow, es, func(s *Show, key string) { s.ID = key })
}

func exportDeal(d records.Deal) Deal {
	return Deal{Type: string(d.Type), Guarantee: d.Guarantee, ArtistPercentBP: int64(d.ArtistPercent),
		PromoterProfitPercentBP: int64(d.PromoterProfitPercent), ShowExpenses: d.ShowExpenses,
		FacilityFeePerTicket: d.FacilityFeePerTicket, TicketTaxRatePPM: ppm(d.TicketTaxRate),
		Deposit: d.Deposit, CommissionRateBP: int64(d.CommissionRate),
		WithholdingRatePPM: ppm(d.WithholdingRate)}
}

// exportCancellation writes a show's cancellation, or null when it has none.
func exportCancellation(x *records.Cancellation) *Cancellation {
	if x == nil {
		return nil
	}
	return &Cancellation{On: optDate(x.On), By: string(x.By), Reason: x.Reason, Fee: x.Fee}
}

// exportTiers keeps the tiers in their author's order, which every store preserves
// and documents print.
func exportTiers(in []records.TicketTier) []Tier {
	out := make([]Tier, 0, len(in))
	for _, t := range in {
		out = append(out, Tier{Name: t.Name, Price: t.Price, Allotment: t.Allotment, Sold: t.Sold,
			Comps: t.Comps, Kills: t.Kills})
	}
	return out
}

func exportSettlements(k *keyer, in []records.Settlement) []Settlement {
	es := make([]entry[Settlement], 0, len(in))
	for _, s := range in {
		dto := Settlement{ShowID: k.ref(records.KindShow, s.ShowID), SettledAt: instant(s.SettledAt),
			Currency: s.Currency, Rate: s.Rate.String(),
			GrossBoxOffice: s.GrossBoxOffice, TicketTax: s.TicketTax, FacilityFees: s.FacilityFees,
			ShowExpenses: s.ShowExpenses, PromoterProfit: s.PromoterProfit,
			ArtistPayout: s.ArtistPayout, Withholding: s.Withholding, Commission: s.Commission,
			DepositsPaid: s.DepositsPaid, Expenses: []SettledExpense{}, PaymentMethod: s.PaymentMethod,
			SettledBy: s.SettledBy, PromoterSignatory: s.PromoterSignatory, Draft: s.Draft, Notes: s.Notes, CreatedAt: instant(s.CreatedAt)}
		for _, e := range s.Expenses {
			dto.Expenses = append(dto.Expenses, SettledExpense{Description: e.Description, Budget: e.Budget, Actual: e.Actual})
		}
		es = append(es, newEntry(dto, s.ID, k.sortPos(records.KindShow, s.ShowID)))
	}
	return place(k, records.KindSettlement, prefixSettlement, es, func(s *Settlement, key string) { s.ID = key })
}
