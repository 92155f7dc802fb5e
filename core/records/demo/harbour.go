package demo

import "github.com/roadcase/roadcase/core/records"

var harbourVenues = []venueSpec{
	{key: "bristol-beacon", name: "Bristol Beacon", address: "Trenchard Street", city: "Bristol", region: "England",
		postal: "BS1 5AR", country: "GB", zone: "Europe/London", capacity: 2075, contact: "ben-carter", role: "production manager"},
	{key: "st-georges-bristol", name: "St George's Bristol", address: "Great George Street", city: "Bristol", region: "England",
		postal: "BS1 5RR", country: "GB", zone: "Europe/London", capacity: 562},
}

var harbourPeople = []personSpec{
	{"priya-shah", "Priya", "Shah", "ops@harbour-events.example", "+44 117 496 0100", "Harbour Events", "Director"},
	{"ben-carter", "Ben", "Carter", "ben@harbour-events.example", "+44 117 496 0101", "Harbour Events", "Production Manager"},
	{"lucy-evans", "Lucy", "Evans", "lucy@harbour-events.example", "+44 117 496 0102", "Harbour Events", "Box Office Manager"},
	{"marcus-reid", "Marcus", "Reid", "marcus@severnquartet.example", "+44 7700 900301", "The Severn Quartet", "Band Leader"},
}

// jazzWeekend adds Harbour Events' only project, HJW26: two settled shows in
// Bristol with crew, schedule and money, and no invoices (see the package comment).
func (b *builder) jazzWeekend() {
	const code = "hjw26"
	b.addVenues(harbourVenues)
	b.addPeople(harbourPeople)
	project := b.id("project", code)
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: "Harbourside Jazz Weekend 2026", Code: "HJW26", Kind: records.ProjectFestival,
		Status: records.ProjectCompleted, Artist: "The Severn Quartet", Currency: "GBP",
		StartsOn: "2026-08-01", EndsOn: "2026-08-02", CreatedAt: CreatedAt})
	contacts := []records.ContactRole{{PersonID: b.person("priya-shah"), Role: "promoter"},
		{PersonID: b.person("marcus-reid"), Role: "artist contact"}}
	shows := []showPlan{
		{code: code, project: project, venue: "bristol-beacon", date: "2026-08-01", status: records.ShowConfirmed,
			deal: records.Deal{Type: records.DealDoorSplit, Guarantee: money(6000), ArtistPercent: 7000,
				PromoterProfitPercent: 1000, ShowExpenses: money(14000), FacilityFeePerTicket: 100, TicketTaxRate: 200_000},
			tiers: []tierPlan{{"Stalls", 3800, 600, 0}, {"Circle", 3200, 400, 30}}, sell: 810, noShows: 35,
			doors: "18:30", start: "19:30", curfew: "22:30", merch: 600, merchBP: 2500, contacts: contacts},
		{code: code, project: project, venue: "st-georges-bristol", date: "2026-08-02", status: records.ShowConfirmed,
			deal:  records.Deal{Type: records.DealFlat, Guarantee: money(4500), ShowExpenses: money(5000), TicketTaxRate: 200_000},
			tiers: []tierPlan{{"Unreserved", 3000, 1000, 0}}, sell: 1000, noShows: 20,
			doors: "15:00", start: "16:00", curfew: "18:30", merch: 800, merchBP: 0, contacts: contacts},
	}
	for k, p := range shows {
		i := b.show(p)
		b.showDay(i, "The Severn Quartet")
		b.timesheets(i, "ben-carter", "lucy-evans")
		b.guests(i, 2)
		st := b.settle(i, p.deal.ShowExpenses*int64(980+40*k)/1000, "Priya Shah", "23:00")
		s := b.d.Shows[i]
		b.income(project, code, "tickets-"+string(s.Date), s.ID, records.IncomeTicketing, "Ticket sales", st.GrossBoxOffice-st.TicketTax, s.Date)
		b.expense(project, code, spend{name: "fee-" + string(s.Date), show: s.ID, category: "artist_fees",
			vendor: "The Severn Quartet", what: "Artist fee", amount: st.ArtistPayout, on: s.Date})
	}
	for _, key := range []string{"ben-carter", "lucy-evans"} {
		b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{ID: b.id("crew", code, key),
			OrgID: b.org, ProjectID: project, PersonID: b.person(key), Role: b.personTitle(key), Department: "production",
			DayRate: money(260), PerDiemRate: 0, StartsOn: "2026-08-01", EndsOn: "2026-08-02", CreatedAt: CreatedAt})
	}
	b.accommodation(project, code, stay{name: "artists", hotel: "Harbour Hotel Bristol", address: "55 Corn Street, Bristol BS1 1HT",
		city: "Bristol", in: "2026-08-01", out: "2026-08-03", confirmation: "HHB-1208",
		rooms: []room{{"double", money(165), []string{"marcus-reid"}}}})
	b.expense(project, code, spend{name: "venue-beacon", category: "venue", vendor: "Bristol Beacon", what: "Hall hire", amount: money(7800), on: "2026-08-01"})
	b.expense(project, code, spend{name: "venue-st-georges", category: "venue", vendor: "St George's Bristol", what: "Hall hire", amount: money(2600), on: "2026-08-02"})
	b.expense(project, code, spend{name: "hotel", category: "accommodation", vendor: "Harbour Hotel Bristol", what: "Artist rooms", amount: money(330), on: "2026-08-03"})
	b.budget(project, code, "artist_fees", budgetDescriptions["artist_fees"], money(11000))
	b.budget(project, code, "venue", budgetDescriptions["venue"], money(10000))
	b.budget(project, code, "accommodation", "Artist hotel", money(400))
}

// personTitle returns the job title of the person with key.
func (b *builder) personTitle(key string) string {
	id := b.person(key)
	for _, p := range b.d.People {
		if p.ID == id {
			return p.Title
		}
	}
	panic("demo: unknown person " + key)
}
