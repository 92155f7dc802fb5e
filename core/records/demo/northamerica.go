package demo

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// naDates routes the North American leg: door-split deals, facility fees on every
// ticket, US withholding at 30% and Canadian at 15%. Every date has been played
// and settled; Chicago's and Los Angeles's settlements waited for the box office
// audit and the final ticketing statement.
var naDates = []tourDate{
	{"2026-10-06", "toronto-danforth", records.DealDoorSplit, 12000, 14000, 1000, 4500, "ga", 940, 130_000, 150_000, 300, "dana-whitaker", "", "Settled in Canadian dollars at the rate of the night."},
	{"2026-10-08", "boston-paradise", records.DealDoorSplit, 10000, 11000, 1020, 3800, "ga", 1000, 0, 300_000, 250, "dana-whitaker", "", ""},
	{"2026-10-09", "nyc-webster-hall", records.DealDoorSplit, 15000, 19000, 990, 4800, "balcony", 1000, 0, 300_000, 350, "dana-whitaker", "", ""},
	{"2026-10-11", "philadelphia-union-transfer", records.DealDoorSplit, 10000, 12500, 1000, 3900, "ga", 760, 0, 300_000, 250, "dana-whitaker", "", ""},
	{"2026-10-12", "dc-930-club", records.DealDoorSplit, 11000, 13000, 1050, 4200, "ga", 890, 0, 300_000, 300, "dana-whitaker", "", ""},
	{"2026-10-14", "chicago-metro", records.DealDoorSplit, 10000, 12000, 1000, 4000, "ga", 820, 0, 300_000, 300, "dana-whitaker", "", "Settled after the box office audit."},
	{"2026-10-17", "la-fonda", records.DealDoorSplit, 14000, 17500, 1000, 4600, "balcony", 930, 0, 300_000, 350, "dana-whitaker", "", "Settled against the final ticketing statement."},
}

var (
	naParty = []string{"aurora-lane", "felix-grant", "nadia-osei", "kit-moreno", "maja-lindqvist", "tom-okafor", "ruth-brennan", "dev-patel"}
	naCrew  = []string{"tom-okafor", "ruth-brennan", "dev-patel"}
	// naRoad is the party on the coach: everyone and the coach's driver.
	naRoad = append(append([]string{}, naParty...), "hank-dorsey")
)

// northAmerica adds the North American leg NA26, in US dollars.
func (b *builder) northAmerica() {
	project := b.id("project", "na26")
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: "Aurora Lane — North America 2026", Code: "NA26", Kind: records.ProjectTour,
		Status: records.ProjectActive, Artist: "Aurora Lane", Currency: "USD",
		StartsOn: "2026-10-04", EndsOn: "2026-10-19", CreatedAt: CreatedAt})
	for _, t := range naDates {
		deal := records.Deal{Type: t.deal, Guarantee: money(t.guarantee), ArtistPercent: 8500,
			PromoterProfitPercent: 1500, ShowExpenses: money(t.expenses), FacilityFeePerTicket: t.feeCents,
			TicketTaxRate: t.taxPPM, WithholdingRate: t.withPPM, CommissionRate: 1000, Deposit: money(t.guarantee) / 2}
		i := b.show(showPlan{code: "na26", project: project, venue: t.venue, date: t.date,
			status: records.ShowConfirmed, deal: deal, tiers: tiersFor(t.layout, t.price), sell: t.sell,
			noShows: 40 + vary(30, string(t.date)), doors: "19:00", start: "21:00", curfew: "23:00",
			merch: 1400 + int64(vary(700, t.venue)), merchBP: 2000, notes: t.notes,
			contacts: []records.ContactRole{{PersonID: b.person(t.promoter), Role: "promoter rep"},
				{PersonID: b.person(promoterRunners[t.promoter]), Role: "runner"},
				{PersonID: b.person("maja-lindqvist"), Role: "tour manager"}}})
		b.showDay(i, "Aurora Lane")
		b.timesheets(i, naCrew...)
		b.guests(i, 2+vary(2, string(t.date)))
		if t.status == "" {
			b.settle(i, b.d.Shows[i].Deal.ShowExpenses*int64(t.actual)/1000, "Maja Lindqvist", "23:40")
		}
	}
	for _, key := range naParty {
		role, dept, day := "Musician", "artist team", int64(450)
		switch key {
		case "aurora-lane":
			continue
		case "maja-lindqvist":
			role, dept, day = "Tour Manager", "production", 500
		case "tom-okafor":
			role, dept, day = "Production Manager", "production", 470
		case "ruth-brennan":
			role, dept, day = "FOH Engineer", "audio", 420
		case "dev-patel":
			role, dept, day = "Backline Technician", "backline", 320
		}
		b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{ID: b.id("crew", "na26", key),
			OrgID: b.org, ProjectID: project, PersonID: b.person(key), Role: role, Department: dept,
			DayRate: money(day), PerDiemRate: money(50), StartsOn: "2026-10-04", EndsOn: "2026-10-19", CreatedAt: CreatedAt})
	}
	b.naLogistics(project)
	b.naMoney(project)
}

// withDriver adds the coach driver's room to a stay.
func withDriver(rs []room) []room {
	return append(rs, room{"single", rs[1].rate, []string{"hank-dorsey"}})
}

// naLogistics books the leg's flights, the coach between cities with its
// driver, and a hotel for every night from arrival to the flight home.
func (b *builder) naLogistics(project kernel.ID) {
	legs := []leg{
		{"fly-in", records.TravelFlight, "Air Canada", "AC 857", "LHR London Heathrow T2", "YYZ Toronto Pearson T1",
			"Europe/London", "America/Toronto", "2026-10-04 12:50", "2026-10-04 15:35", "AC4Q7Z", money(9600), naParty, ""},
		{"drive-toronto-boston", records.TravelBus, "Premier Coach Co.", "", "The Danforth Music Hall, Toronto", "Paradise Rock Club, Boston",
			"America/Toronto", "America/New_York", "2026-10-07 00:30", "2026-10-07 10:45", "PCC-2231", money(4200), naRoad, "Border crossing at Lewiston–Queenston."},
		{"drive-boston-new-york", records.TravelBus, "Premier Coach Co.", "", "Paradise Rock Club, Boston", "The Standard, East Village, New York",
			"America/New_York", "America/New_York", "2026-10-09 09:00", "2026-10-09 13:30", "PCC-2232", money(1900), naRoad, ""},
		{"drive-new-york-philadelphia", records.TravelBus, "Premier Coach Co.", "", "The Standard, East Village, New York", "Union Transfer, Philadelphia",
			"America/New_York", "America/New_York", "2026-10-10 11:00", "2026-10-10 13:15", "PCC-2233", money(1100), naRoad, "Travel day; the evening off in Philadelphia."},
		{"drive-philadelphia-washington", records.TravelBus, "Premier Coach Co.", "", "Union Transfer, Philadelphia", "9:30 Club, Washington",
			"America/New_York", "America/New_York", "2026-10-12 10:00", "2026-10-12 13:00", "PCC-2234", money(1300), naRoad, ""},
		{"drive-washington-chicago", records.TravelBus, "Premier Coach Co.", "", "9:30 Club, Washington", "Metro, Chicago",
			"America/New_York", "America/Chicago", "2026-10-13 08:00", "2026-10-13 20:30", "PCC-2235", money(3800), naRoad, "Two drivers: legal driving hours."},
		{"fly-chicago-la", records.TravelFlight, "American Airlines", "AA 2413", "ORD Chicago O'Hare T3", "LAX Los Angeles T4",
			"America/Chicago", "America/Los_Angeles", "2026-10-15 08:00", "2026-10-15 10:25", "AAJX81", money(3400), naParty, ""},
		{"fly-home", records.TravelFlight, "British Airways", "BA 268", "LAX Los Angeles TBIT", "LHR London Heathrow T5",
			"America/Los_Angeles", "Europe/London", "2026-10-18 19:30", "2026-10-19 13:50", "BA7TR4", money(11800), naParty, ""},
	}
	for _, l := range legs {
		b.travel(project, "na26", l)
	}
	rooms := func(rate int64) []room {
		return []room{
			{"suite", rate * 2, []string{"aurora-lane"}},
			{"single", rate, []string{"maja-lindqvist"}},
			{"double", rate + 3000, []string{"felix-grant", "kit-moreno"}},
			{"single", rate, []string{"nadia-osei"}},
			{"double", rate + 3000, []string{"tom-okafor", "dev-patel"}},
			{"single", rate, []string{"ruth-brennan"}},
		}
	}
	stays := []stay{
		{"toronto", b.id(showPath("na26", "2026-10-06", "")), "The Drake Hotel", "1150 Queen Street West, Toronto, ON M6J 1J3", "Toronto", "+1 416 555 0170",
			"2026-10-04", "2026-10-07", "DRK-11902", rooms(money(229)), ""},
		{"boston", b.id(showPath("na26", "2026-10-08", "")), "The Revere Hotel", "200 Stuart Street, Boston, MA 02116", "Boston", "+1 617 555 0173",
			"2026-10-07", "2026-10-09", "RVR-30117", withDriver(rooms(money(259))), "Early check-in arranged after the overnight drive."},
		{"new-york", b.id(showPath("na26", "2026-10-09", "")), "The Standard, East Village", "25 Cooper Square, New York, NY 10003", "New York", "+1 212 555 0171",
			"2026-10-09", "2026-10-10", "STD-55018", withDriver(rooms(money(349))), ""},
		{"philadelphia", b.id(showPath("na26", "2026-10-11", "")), "The Notary Hotel", "21 North Juniper Street, Philadelphia, PA 19107", "Philadelphia", "+1 215 555 0174",
			"2026-10-10", "2026-10-12", "NTY-88410", withDriver(rooms(money(219))), ""},
		{"washington", b.id(showPath("na26", "2026-10-12", "")), "The LINE DC", "1770 Euclid Street NW, Washington, DC 20009", "Washington", "+1 202 555 0175",
			"2026-10-12", "2026-10-13", "LNE-20455", withDriver(rooms(money(239))), ""},
		{"chicago", b.id(showPath("na26", "2026-10-14", "")), "Hotel Lincoln", "1816 North Clark Street, Chicago, IL 60614", "Chicago", "+1 312 555 0176",
			"2026-10-13", "2026-10-15", "LNC-61502", rooms(money(209)), "The drivers head home from Chicago."},
		{"los-angeles", b.id(showPath("na26", "2026-10-17", "")), "Hollywood Roosevelt", "7000 Hollywood Boulevard, Los Angeles, CA 90028", "Los Angeles", "+1 323 555 0172",
			"2026-10-15", "2026-10-18", "HRV-70321", rooms(money(289)), "Two days off before the show."},
	}
	for _, s := range stays {
		b.accommodation(project, "na26", s)
	}
	b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{ID: b.id("crew", "na26", "hank-dorsey"),
		OrgID: b.org, ProjectID: project, PersonID: b.person("hank-dorsey"), Role: "Coach Driver", Department: "transport",
		DayRate: money(380), PerDiemRate: money(50), StartsOn: "2026-10-06", EndsOn: "2026-10-14", CreatedAt: CreatedAt})
}

// naMoney adds the leg's costs, income, budget and invoices. The deposit invoices,
// one a show, are paid, and come before the show income, which books the deposits
// they received; the production reimbursement invoice was sent in November and is
// not due yet.
func (b *builder) naMoney(project kernel.ID) {
	const code = "na26"
	b.crewCosts(project, code, "2026-10-23", "2026-10-04")
	b.logisticsCosts(project, code)
	for _, e := range []spend{
		{name: "van", category: "travel", vendor: "Premier Coach Co.", what: "Sprinter van and trailer, 14 days", amount: money(8900), on: "2026-10-04"},
		{name: "backline", category: "production", vendor: "Center Staging Backline", what: "Backline rental", amount: money(6400), on: "2026-10-05"},
		{name: "visas", category: "travel", vendor: "USCIS", what: "O-1B and P-2 visa petitions", amount: money(5460), on: "2026-06-30"},
	} {
		b.expense(project, code, e)
	}
	client, email, address := "Open Road Presents LLC", "ap@openroad-presents.example", "220 West Huron Street\nChicago, IL 60654\nUnited States"
	for k, t := range naDates {
		s := b.showByID(b.id(showPath(code, t.date, "")))
		b.invoice(project, s.Currency, bill{number: fmt.Sprintf("INV-2026-%04d", 301+k), kind: records.InvoiceDeposit,
			client: client, email: email, address: address, country: "US", taxID: "36-4421907", show: s.ID,
			issued: "2026-08-03", due: "2026-09-02", status: records.InvoiceSent,
			lines: []line{{"Deposit: Aurora Lane, " + b.venueByID(s.VenueID).city + " " + string(t.date), 1, s.Deal.Deposit}},
			paid:  []paid{{share: 1000, on: "2026-08-28", method: "bank_transfer"}}})
	}
	b.showIncome(project, code, "Riverline Guitars", money(12000), "2026-09-15")
	b.budgetFromActuals(project, code, map[string]int{"crew": 1040, "per_diems": 1000, "travel": 1130,
		"accommodation": 920, "production": 1150, "commission": 1000, "withholding_tax": 1000})
	b.invoice(project, "USD", bill{number: "INV-2026-0320", client: client, email: email, address: address,
		issued: "2026-11-10", due: "2026-12-10", status: records.InvoiceSent,
		lines: []line{{"Production reimbursement: additional lighting, New York and Los Angeles", 2, money(2750)},
			{"Production reimbursement: local crew overtime", 6, money(180)}}})
}
