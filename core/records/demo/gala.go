package demo

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// gala adds MBG26, a one-off corporate event in pounds, still ahead on Today. It
// sells no tickets and has no travel or accommodation: the crew is London-based.
func (b *builder) gala() {
	const code = "mbg26"
	project := b.id("project", code)
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: "Meridian Bank Winter Gala 2026", Code: "MBG26", Kind: records.ProjectEvent,
		Status: records.ProjectConfirmed, Artist: "Meridian Bank plc", Currency: "GBP",
		StartsOn: "2026-12-03", EndsOn: "2026-12-05",
		Notes: "Dinner for 900 guests with a 75-minute set by Aurora Lane.", CreatedAt: CreatedAt})
	i := b.show(showPlan{code: code, project: project, venue: "london-roundhouse", date: "2026-12-04",
		status: records.ShowConfirmed, capacity: 900,
		deal:  records.Deal{Type: records.DealFlat, Guarantee: money(40000), CommissionRate: 1000, Deposit: money(20000)},
		doors: "18:30", start: "21:30", curfew: "23:30", notes: "Private event: no ticket sales.",
		contacts: []records.ContactRole{{PersonID: b.person("charlotte-pryce"), Role: "client"},
			{PersonID: b.person("tom-okafor"), Role: "production manager"}}})
	s := b.d.Shows[i]
	at := func(clock string) time.Time { return local(s.TimeZone, s.Date, clock) }
	for _, it := range []struct {
		name  string
		kind  records.ScheduleKind
		title string
		start time.Time
		mins  int
		where string
	}{
		{"load-in", records.ScheduleLoadIn, "Load-in: staging, AV and dressing", at("08:00"), 240, "Roundhouse loading bay"},
		{"soundcheck", records.ScheduleSoundcheck, "Soundcheck", at("15:00"), 90, "Main Space"},
		{"walkthrough", records.ScheduleMeeting, "Client walkthrough", at("17:00"), 30, "Main Space"},
		{"doors", records.ScheduleDoors, "Drinks reception", *s.DoorsAt, 0, "Foyer"},
		{"dinner", records.ScheduleMeal, "Dinner service", at("19:30"), 105, "Main Space"},
		{"set", records.ScheduleSet, "Aurora Lane", *s.StartsAt, 75, "Main Space"},
		{"curfew", records.ScheduleCurfew, "Curfew", *s.CurfewAt, 0, ""},
		{"load-out", records.ScheduleLoadOut, "Load-out", s.CurfewAt.Add(15 * time.Minute), 165, "Roundhouse loading bay"},
	} {
		b.item(b.under(s.ID, "schedule", it.name), project, s.ID, it.kind, it.title, s.TimeZone, it.start, it.mins, it.where)
	}
	for _, c := range []struct {
		key, role string
		day       int64
	}{{"tom-okafor", "Production Manager", 420}, {"grace-adeyemi", "Stage Manager", 300}} {
		b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{ID: b.id("crew", code, c.key),
			OrgID: b.org, ProjectID: project, PersonID: b.person(c.key), Role: c.role, Department: "production",
			DayRate: money(c.day), PerDiemRate: money(25), StartsOn: "2026-12-03", EndsOn: "2026-12-05", CreatedAt: CreatedAt})
	}
	b.galaMoney(project, s.ID)
}

// galaMoney adds the gala's budget, the costs committed so far and its invoices:
// the deposit paid, the extra staging partly paid and not yet due, and the balance
// still a draft.
func (b *builder) galaMoney(project, show kernel.ID) {
	const code = "mbg26"
	for _, l := range []struct {
		cat    string
		amount int64
	}{{"production", 38000}, {"venue", 30000}, {"artist_fees", 40000}, {"crew", 4000}} {
		b.budget(project, code, l.cat, budgetDescriptions[l.cat], money(l.amount))
	}
	for _, e := range []spend{
		{name: "venue-deposit", category: "venue", vendor: "Roundhouse Trust", what: "Venue hire deposit", amount: money(15000), on: "2026-09-30"},
		{name: "av-deposit", category: "production", vendor: "Brightside AV Ltd", what: "AV and staging deposit", amount: money(12000), on: "2026-10-15"},
		{name: "set-design", category: "production", vendor: "Studio Meridiem", what: "Set design", amount: money(3200), on: "2026-11-10", status: records.ExpenseApproved},
		{name: "venue-balance", category: "venue", vendor: "Roundhouse Trust", what: "Venue hire balance", amount: money(15000), on: "2026-11-20", status: records.ExpensePending},
		{name: "av-balance", category: "production", vendor: "Brightside AV Ltd", what: "AV and staging balance", amount: money(21000), on: "2026-11-20", status: records.ExpensePending},
		{name: "artist-fee", category: "artist_fees", vendor: "Crescent Artists", what: "Artist fee: Aurora Lane, flat", amount: money(40000), on: "2026-11-20", status: records.ExpensePending},
		{name: "crew", category: "crew", vendor: "Gala crew", what: "Show crew and stagehands", amount: money(4000), on: "2026-11-20", status: records.ExpensePending},
	} {
		b.expense(project, code, e)
	}
	client, email, address := "Meridian Bank plc", "events@meridianbank.example", "1 Canada Square\nLondon E14 5AB\nUnited Kingdom"
	b.invoice(project, "GBP", bill{number: "INV-2026-0101", client: client, email: email, address: address, show: show,
		country: "GB", taxID: "GB244318876", issued: "2026-09-01", due: "2026-09-30", status: records.InvoiceSent,
		lines: []line{{"Winter Gala 2026: production fee, 50% deposit", 1, money(60000)}},
		paid:  []paid{{share: 1000, on: "2026-09-20", method: "bank_transfer", ref: "MBP-PAY-88120"}}})
	b.invoice(project, "GBP", bill{number: "INV-2026-0102", client: client, email: email, address: address, show: show,
		country: "GB", taxID: "GB244318876", issued: "2026-11-18", due: "2026-12-18", status: records.InvoiceSent,
		lines: []line{{"Additional LED wall, 6 m × 3 m", 1, money(5500)}, {"Additional staging crew", 10, money(300)}},
		paid:  []paid{{share: 500, on: "2026-11-20", method: "card", ref: "ch_3Nq8Demo0102"}}})
	b.invoice(project, "GBP", bill{number: "INV-2026-0103", client: client, email: email, address: address, show: show,
		country: "GB", taxID: "GB244318876", issued: "2026-12-05", due: "2027-01-04", status: records.InvoiceDraft,
		lines: []line{{"Winter Gala 2026: production fee, balance", 1, money(60000)}}})
	b.income(project, code, "deposit", show, records.IncomeFee, "Production fee deposit", money(60000), "2026-09-20")
	b.income(project, code, "balance", show, records.IncomeFee, "Production fee balance", money(60000), "")
}

// albumCampaign adds AL3, a project with no shows at all: a planned album campaign
// with a budget and its first costs.
func (b *builder) albumCampaign() {
	const code = "al3"
	project := b.id("project", code)
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: "Aurora Lane — Third Album Campaign", Code: "AL3", Kind: records.ProjectProduction,
		Status: records.ProjectPlanning, Artist: "Aurora Lane", Currency: "GBP",
		StartsOn: "2027-01-11", EndsOn: "2027-06-30", Notes: "Recording in January, release planned for May.", CreatedAt: CreatedAt})
	for _, l := range []struct {
		cat    string
		amount int64
	}{{"recording", 45000}, {"mixing", 12000}, {"artwork", 4000}, {"marketing", 20000}, {"video", 18000}} {
		b.budget(project, code, l.cat, budgetDescriptions[l.cat], money(l.amount))
	}
	b.expense(project, code, spend{name: "studio-deposit", category: "recording", vendor: "Tidewater Studios",
		what: "Studio deposit, 20 days from 11 January", amount: money(9000), on: "2026-10-20"})
	b.expense(project, code, spend{name: "artwork-sketches", person: "leo-marchetti", category: "artwork",
		vendor: "Ink & Field", what: "Cover sketches", amount: money(800), on: "2026-11-12", status: records.ExpensePending})
}
