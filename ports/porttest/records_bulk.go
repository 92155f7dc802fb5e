package porttest

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// RecordBulkDataset returns a large, valid dataset for benchmarks: projects of 100
// shows each (so shows is rounded up to a multiple of 100), every show with tiers,
// contacts, guests, a settlement, a schedule, expenses, income, an invoice, a stay
// and a flight, plus crew and timesheets. Records carry no organization, so the
// same dataset can be inserted into any number of organizations. It also returns
// how many table rows inserting it writes (records and their children).
func RecordBulkDataset(org kernel.ID, shows int) (records.Dataset, int) {
	b := recordBuilder{org: org}
	var d records.Dataset
	for i := range 50 {
		d.Venues = append(d.Venues, b.venue(fmt.Sprintf("venue-%d", i), fmt.Sprintf("Venue %d", i), "DE",
			"Europe/Berlin", 5000, b.contact(fmt.Sprintf("person-%d", i), "production manager")))
	}
	for i := range 200 {
		d.People = append(d.People, b.person(fmt.Sprintf("person-%d", i), "First", fmt.Sprintf("Last %d", i)))
	}
	for p := range (shows + 99) / 100 {
		bulkProject(b, &d, p)
	}
	d.SetOrg(kernel.NilID)
	return d, d.Rows()
}

// bulkProject adds project p, its crew and its hundred shows with their records.
func bulkProject(b recordBuilder, d *records.Dataset, p int) {
	project := fmt.Sprintf("project-%d", p)
	d.Projects = append(d.Projects, b.project(project, "Tour "+project, records.ProjectTour, "EUR", "2026-01-01", "2026-12-31"))
	person := func(n int) string { return fmt.Sprintf("person-%d", (p*10+n)%200) }
	for c := range 10 {
		d.CrewAssignments = append(d.CrewAssignments, b.crew(fmt.Sprintf("%s/crew-%d", project, c), project,
			person(c), "Crew", "2026-01-01", "2026-12-31"))
	}
	for s := range 100 {
		key := fmt.Sprintf("%s/show-%d", project, s)
		date := kernel.Date("2026-01-01").AddDays(s)
		k := func(what string, n int) string { return fmt.Sprintf("%s/%s-%d", key, what, n) }
		show := b.show(key, project, fmt.Sprintf("venue-%d", s%50), string(date),
			b.contact(person(0), "tour manager"), b.contact(person(1), "promoter rep"))
		show.Tiers = append(show.Tiers,
			records.TicketTier{ID: b.id(k("tier", 3)), Name: "Balcony", Price: 3500, Allotment: 300, Sold: 120},
			records.TicketTier{ID: b.id(k("tier", 4)), Name: "Student", Price: 2000, Allotment: 100, Sold: 90})
		show.Status = records.ShowSettled // it has a settlement
		d.Shows = append(d.Shows, show)
		for n := range 5 {
			d.GuestList = append(d.GuestList, b.guest(k("guest", n), key, fmt.Sprintf("Guest %d", n), n%3))
			d.Timesheets = append(d.Timesheets, b.timesheet(k("time", n), project, key, person(n), string(date)))
		}
		d.Settlements = append(d.Settlements, b.settlement(k("settlement", 0), key, b.at(string(date), 23, 0)))
		for n, kind := range []records.ScheduleKind{records.ScheduleLoadIn, records.ScheduleSoundcheck,
			records.ScheduleDoors, records.ScheduleSet} {
			d.Schedule = append(d.Schedule, b.schedule(k("sched", n), project, key, kind, b.at(string(date), 10+2*n, 0), 60))
		}
		for n := range 3 {
			d.Expenses = append(d.Expenses, b.expense(k("expense", n), project, key, person(n), "production",
				int64(1000*(n+1)), string(date)))
		}
		d.Income = append(d.Income, b.income(k("income", 0), project, key, records.IncomeTicketing, 4_500_000, string(date)))
		inv := b.invoice(k("invoice", 0), project, key, k("INV", 0), false)
		inv.Lines = append(inv.Lines, records.InvoiceLine{ID: b.id(k("line", 3)), Description: "Merch", Quantity: 1, UnitPrice: 100})
		inv.Payments = []records.Payment{{ID: b.id(k("payment", 0)), Amount: 1000, ReceivedOn: "2026-05-10", Method: "card"}}
		d.Invoices = append(d.Invoices, inv)
		d.Accommodations = append(d.Accommodations, b.stay(k("stay", 0), project, key, string(date), string(date.AddDays(1)),
			b.room(k("room", 0), "double", 20000, person(0), person(1)), b.room(k("room", 1), "double", 20000, person(2), person(3)),
			b.room(k("room", 2), "double", 20000, person(4), person(5))))
		d.Travel = append(d.Travel, b.travel(k("travel", 0), project, b.at(string(date), 8, 0),
			person(0), person(1), person(2), person(3)))
	}
}
