package demo

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// act is one performance on a festival stage.
type act struct {
	name  string
	start string // local clock
	mins  int
	fee   int64 // SEK
	agent string
}

// stageDay is one stage on one day of the festival.
type stageDay struct {
	date     kernel.Date
	stage    string
	capacity int
	tiers    []tierPlan
	sell     int
	manager  string
	acts     []act
}

// festivalDays is Skärgård Sounds' line-up. The Main Stage holds the day's
// ticketing; the Fjord Tent admits day-ticket holders; the Radio Session is a
// broadcast with no audience, so its capacity is zero.
var festivalDays = []stageDay{
	{"2026-07-10", "Main Stage", 14000, festivalTiers, 780, "oskar-lund", []act{
		{"Saga Fjäll", "15:00", 50, 540000, "Nordic Talent"}, {"Velvet Ferries", "18:00", 70, 1080000, "Crescent Artists"},
		{"Aurora Lane", "21:15", 90, 2700000, "Crescent Artists"}}},
	{"2026-07-10", "Fjord Tent", 3000, nil, 0, "freja-nilsson", []act{
		{"Kallt Ljus", "16:30", 45, 210000, "Nordic Talent"}, {"Tidal Hymns", "19:30", 60, 330000, "Blue Pier Agency"}}},
	{"2026-07-11", "Main Stage", 14000, festivalTiers, 1000, "oskar-lund", []act{
		{"Mira Oak", "15:00", 50, 450000, "Blue Pier Agency"}, {"Solstice Drive", "18:00", 70, 1260000, "Nordic Talent"},
		{"The Lantern Choir", "21:15", 95, 3120000, "Crescent Artists"}}},
	{"2026-07-11", "Fjord Tent", 3000, nil, 0, "freja-nilsson", []act{
		{"Glasbruk", "16:30", 45, 180000, "Nordic Talent"}, {"Northern Static", "19:30", 60, 360000, "Blue Pier Agency"}}},
	{"2026-07-11", "Radio Session", 0, nil, 0, "amir-haddad", []act{
		{"Mira Oak (acoustic)", "13:00", 30, 0, "Blue Pier Agency"}, {"Saga Fjäll (acoustic)", "13:45", 30, 0, "Nordic Talent"}}},
	{"2026-07-12", "Main Stage", 14000, festivalTiers, 660, "oskar-lund", []act{
		{"Elk & Ember", "15:00", 50, 360000, "Nordic Talent"}, {"Honey Atlas", "18:00", 70, 840000, "Blue Pier Agency"},
		{"Polar Static", "21:15", 90, 2280000, "Crescent Artists"}}},
	{"2026-07-12", "Fjord Tent", 3000, nil, 0, "freja-nilsson", []act{
		{"Havsörn", "16:30", 45, 150000, "Nordic Talent"}, {"Low Meridian", "19:30", 60, 270000, "Blue Pier Agency"}}},
}

// concertVATSE is Sweden's VAT on concert tickets, 6 %, the rate of the Stockholm
// club show too: the festival's tickets include it like any concert's.
const concertVATSE kernel.PPM = 60_000

var festivalTiers = []tierPlan{{"Day Ticket", 89500, 960, 0}, {"VIP Day", 199500, 40, 0}}

// festivalStaff are the festival's own crew, with their day rates in SEK.
var festivalStaff = []struct {
	key, role, dept string
	day             int64
}{
	{"erik-sandberg", "Festival Director", "management", 6500},
	{"ida-holm", "Site Manager", "site", 5200},
	{"oskar-lund", "Stage Manager, Main Stage", "production", 4800},
	{"freja-nilsson", "Stage Manager, Fjord Tent", "production", 4800},
	{"amir-haddad", "Broadcast Producer", "broadcast", 4500},
}

// festival adds Skärgård Sounds 2026 in Swedish kronor. It has no settlements: the
// organization is the promoter, and the acts' fees are its expenses.
func (b *builder) festival() {
	const code = "sks26"
	project := b.id("project", code)
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: "Skärgård Sounds 2026", Code: "SKS26", Kind: records.ProjectFestival,
		Status: records.ProjectCompleted, Artist: "Various artists", Currency: "SEK",
		StartsOn: "2026-07-06", EndsOn: "2026-07-13", Notes: "Three days, three stages on Gärdet.", CreatedAt: CreatedAt})
	for _, d := range festivalDays {
		var fees int64
		lineup := ""
		for k, a := range d.acts {
			fees += money(a.fee)
			if k > 0 {
				lineup += ", "
			}
			lineup += a.name
		}
		first, last := d.acts[0], d.acts[len(d.acts)-1]
		i := b.show(showPlan{code: code, project: project, venue: "stockholm-gardet", date: d.date, stage: d.stage,
			status: records.ShowConfirmed, capacity: d.capacity, deal: records.Deal{Type: records.DealFlat, Guarantee: fees, TicketTaxRate: concertVATSE},
			tiers: d.tiers, sell: d.sell, noShows: 60, doors: "12:00", start: first.start,
			curfew: "23:00", merch: 6500, merchBP: 1500, notes: "Line-up: " + lineup + ".",
			contacts: []records.ContactRole{{PersonID: b.person(d.manager), Role: "stage manager"},
				{PersonID: b.person("erik-sandberg"), Role: "promoter"}}})
		s := b.d.Shows[i]
		if d.capacity == 0 {
			s.DoorsAt, s.CurfewAt = nil, ptr(local(s.TimeZone, d.date, last.start).Add(time.Duration(last.mins)*time.Minute))
			b.d.Shows[i] = s
		}
		for _, a := range d.acts {
			b.item(b.under(s.ID, "schedule", slug(a.name)), project, s.ID, records.ScheduleSet, a.name, s.TimeZone,
				local(s.TimeZone, d.date, a.start), a.mins, d.stage)
			if a.fee > 0 {
				b.expense(project, code, spend{name: "fee-" + slug(a.name), show: s.ID, category: "artist_fees",
					vendor: a.agent, what: "Artist fee: " + a.name, amount: money(a.fee), on: d.date})
			}
		}
		if s.DoorsAt != nil && d.stage == "Main Stage" {
			b.item(b.under(s.ID, "schedule", "gates"), project, s.ID, records.ScheduleDoors, "Gates open", s.TimeZone, *s.DoorsAt, 0, "Main entrance, Valhallavägen")
			b.item(b.under(s.ID, "schedule", "curfew"), project, s.ID, records.ScheduleCurfew, "Curfew", s.TimeZone, *s.CurfewAt, 0, "")
			b.guests(i, 3)
			b.income(project, code, "tickets-"+string(d.date), s.ID, records.IncomeTicketing, "Day tickets, "+string(d.date), s.Gross(), d.date)
		}
		b.timesheets(i, d.manager)
		b.settle(i, 0, "Erik Sandberg", "23:45") // the artists' fees, paid as agreed
	}
	b.festivalCrew(project)
	b.festivalMoney(project)
}

// festivalCrew engages the staff for the build, the show days and the take-down,
// and records the build days' hours.
func (b *builder) festivalCrew(project kernel.ID) {
	for _, c := range festivalStaff {
		b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{ID: b.id("crew", "sks26", c.key),
			OrgID: b.org, ProjectID: project, PersonID: b.person(c.key), Role: c.role, Department: c.dept,
			DayRate: money(c.day), PerDiemRate: money(350), StartsOn: "2026-07-06", EndsOn: "2026-07-13", CreatedAt: CreatedAt})
	}
	for _, day := range []kernel.Date{"2026-07-07", "2026-07-08", "2026-07-09"} {
		for _, key := range []string{"erik-sandberg", "ida-holm", "oskar-lund", "freja-nilsson"} {
			b.d.Timesheets = append(b.d.Timesheets, records.TimesheetEntry{ID: b.id("timesheet", "sks26", string(day), key),
				OrgID: b.org, ProjectID: project, PersonID: b.person(key), WorkDate: day,
				Minutes: 600, OvertimeMinutes: 60 * vary(3, key, string(day)), Status: records.TimesheetApproved,
				Notes: "Build day", CreatedAt: CreatedAt})
		}
	}
}

// festivalMoney adds the festival's costs, income, budget and sponsorship invoices:
// one paid, one partly paid and overdue, one overdue with nothing paid. Security
// and artist fees end over budget, marketing and production under.
func (b *builder) festivalMoney(project kernel.ID) {
	const code = "sks26"
	b.crewCosts(project, code, "2026-07-31", "2026-07-06")
	for _, e := range []spend{
		{name: "stage-pa", category: "production", vendor: "Scenteknik Stockholm AB", what: "Stages, PA and lighting, three stages", amount: money(6800000), on: "2026-07-06"},
		{name: "fencing", category: "site", vendor: "Stängsel & Event AB", what: "Fencing, toilets and power", amount: money(2900000), on: "2026-07-06"},
		{name: "security", category: "security", vendor: "Nordvakt Säkerhet AB", what: "Security and stewarding, four days", amount: money(2400000), on: "2026-07-13"},
		{name: "permits", category: "site", vendor: "Stockholms stad", what: "Event permit and police fee", amount: money(48000), on: "2026-05-04"},
		{name: "marketing", category: "marketing", vendor: "Pulse Digital Agency", what: "Campaign: outdoor, radio and social", amount: money(1650000), on: "2026-05-15"},
	} {
		b.expense(project, code, e)
	}
	b.income(project, code, "bars", kernel.NilID, records.IncomeOther, "Bar concession share", money(410000), "2026-07-31")
	b.budgetFromActuals(project, code, map[string]int{"artist_fees": 940, "production": 1080, "site": 1000,
		"security": 850, "marketing": 1250, "crew": 1000, "per_diems": 1100})
	sponsors := []struct {
		number, client, email, address string
		amount                         int64
		paid                           []paid
		due                            kernel.Date
	}{
		{"INV-2026-0201", "Skärgårdsbryggeriet AB", "faktura@skargardsbryggeriet.example", "Hamngatan 4\n184 50 Åkersberga\nSweden",
			250000, []paid{{share: 1000, on: "2026-06-20", method: "bank_transfer"}}, "2026-06-30"},
		{"INV-2026-0202", "Östersjö Energi AB", "ap@ostersjo-energi.example", "Sveavägen 20\n111 57 Stockholm\nSweden",
			400000, []paid{{share: 400, on: "2026-08-25", method: "bank_transfer"}}, "2026-08-31"},
		{"INV-2026-0203", "Kaffekoppen AB", "ekonomi@kaffekoppen.example", "Drottninggatan 71\n111 36 Stockholm\nSweden",
			120000, nil, "2026-09-15"},
	}
	for _, s := range sponsors {
		b.invoice(project, "SEK", bill{number: s.number, client: s.client, email: s.email, address: s.address,
			issued: s.due.AddDays(-30), due: s.due, tax: 250_000, status: records.InvoiceSent, paid: s.paid,
			lines: []line{{"Festival partnership, Skärgård Sounds 2026", 1, money(s.amount)}}})
		inv := b.d.Invoices[len(b.d.Invoices)-1]
		var on kernel.Date
		if p, ok := inv.PaidOn(); ok {
			on = p
		}
		b.income(project, code, "sponsor-"+s.number, kernel.NilID, records.IncomeSponsorship,
			"Partnership: "+s.client, money(s.amount), on)
	}
}
