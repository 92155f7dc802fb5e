package demo

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Scaled returns n generated tours for org, for benchmarks and load tests. Each unit
// is one 20-show tour with ticket tiers, settlements, schedules, guest lists, crew
// hours, expenses, income, invoices with payments and a budget; the venues and crew
// they use are generated once. The result is self-contained: it can be inserted into
// org with or without org.Data, and its ids ("<slug>/scale/…", the unit's index in
// every name) never collide with the base data's. Scaled(org, m) is a subset of
// Scaled(org, n) for m ≤ n, and n = 20 gives about 9,000 records (11,000 rows with
// tiers, invoice lines and payments). n ≤ 0 gives an empty dataset.
func Scaled(org Org, n int) records.Dataset {
	if n <= 0 {
		return records.Dataset{}
	}
	b := &builder{slug: org.Slug + "/scale", org: org.ID, venues: map[string]venueSpec{}, paths: map[kernel.ID]string{}}
	b.addVenues(scaleVenues)
	b.addPeople(scalePeople)
	currency := org.Currency
	if currency == "" {
		currency = "EUR"
	}
	for unit := 1; unit <= n; unit++ {
		b.scaleTour(unit, currency)
	}
	b.finish(records.LegalProfile{})
	return b.d
}

// scaleTour adds generated tour number unit: 20 dates on consecutive days, the
// first starting 22 days before the previous unit's, so every tour lies before
// Today and most of its shows are settled.
func (b *builder) scaleTour(unit int, currency string) {
	code := fmt.Sprintf("sc%03d", unit)
	project := b.id("project", code)
	artist := "The " + scaleAdjectives[unit%len(scaleAdjectives)] + " " + scaleNouns[(unit/len(scaleAdjectives))%len(scaleNouns)]
	start := kernel.Date("2026-10-01").AddDays(-22 * unit)
	end := start.AddDays(len(scaleVenues) - 1)
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: fmt.Sprintf("%s — Scale Tour %03d", artist, unit), Code: fmt.Sprintf("SC%03d", unit),
		Kind: records.ProjectTour, Status: records.ProjectCompleted, Artist: artist, Currency: currency,
		StartsOn: start, EndsOn: end, CreatedAt: CreatedAt})
	crew := []string{"alex-rivera", "sam-keller", "jordan-blake", "robin-chen"}
	for k, key := range crew {
		b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{ID: b.id("crew", code, key),
			OrgID: b.org, ProjectID: project, PersonID: b.person(key), Role: scalePeople[k].title,
			Department: "production", DayRate: money(300 + 40*int64(k)), PerDiemRate: money(35),
			StartsOn: start, EndsOn: end, CreatedAt: CreatedAt})
	}
	for k, v := range scaleVenues {
		b.scaleShow(project, code, artist, unit, k, v, start.AddDays(k), currency)
	}
	for k, cat := range []string{"crew", "travel", "accommodation", "production", "catering", "marketing"} {
		b.budget(project, code, cat, budgetDescriptions[cat], money(int64(8000+3000*k+vary(4000, code, cat))))
	}
}

// scaleShow adds one generated show with everything that hangs off it.
func (b *builder) scaleShow(project kernel.ID, code, artist string, unit, k int, v venueSpec, date kernel.Date, currency string) {
	price := money(int64(30 + vary(20, code, v.key)))
	guarantee := money(int64(5000 + 500*vary(20, v.key, code)))
	i := b.show(showPlan{code: code, project: project, venue: v.key, date: date, status: records.ShowConfirmed,
		deal: records.Deal{Type: records.DealVersus, Guarantee: guarantee, ArtistPercent: 8500, PromoterProfitPercent: 1500,
			ShowExpenses: money(int64(v.capacity) * 6), FacilityFeePerTicket: 100, TicketTaxRate: 70_000,
			Deposit: guarantee / 2, CommissionRate: 1000},
		tiers: []tierPlan{{"General Admission", price, 700, 0}, {"Balcony", price + 500, 270, 30}, {"VIP", price*2 + 3000, 30, 0}},
		sell:  500 + vary(501, code, v.key, "sell"), noShows: 30, doors: "19:00", start: "20:45", curfew: "23:00",
		merch: 1000, merchBP: 2000})
	s := b.d.Shows[i]
	b.showDay(i, artist)
	b.guests(i, 3)
	b.timesheets(i, "alex-rivera", "sam-keller", "jordan-blake", "robin-chen")
	day := string(date)
	fee := s.Deal.Guarantee
	if k < 15 {
		fee = b.settle(i, s.Deal.ShowExpenses, "Alex Rivera", "23:30").ArtistPayout
	}
	b.income(project, code, "fee-"+day, s.ID, records.IncomeGuarantee, "Show fee, "+v.city, fee, date.AddDays(3))
	b.income(project, code, "merch-"+day, s.ID, records.IncomeMerch, "Merch after VAT and the venue's fee, "+v.city, s.MerchToArtist(), date)
	for c, cat := range []string{"catering", "crew", "production", "travel"} {
		b.expense(project, code, spend{name: cat + "-" + day, show: s.ID, category: cat, vendor: "Local supplier, " + v.city,
			what: budgetDescriptions[cat] + ", " + v.city, amount: money(int64(150 + 100*c + vary(300, day, cat))), on: date})
	}
	payments := [][]paid{
		{{share: 1000, on: date.AddDays(-20), method: "bank_transfer"}},
		{{share: 500, on: date.AddDays(-20), method: "bank_transfer"}},
		nil,
	}[k%3]
	b.invoice(project, s.Currency, bill{number: fmt.Sprintf("SC-%03d-%02d", unit, k+1), kind: records.InvoiceDeposit, client: "Promoter, " + v.city,
		email: "accounts@promoter-" + v.key + ".example", address: v.address + "\n" + v.postal + " " + v.city,
		show: s.ID, issued: date.AddDays(-45), due: date.AddDays(-15), status: records.InvoiceSent, paid: payments,
		lines: []line{{"Deposit: " + artist + ", " + v.city, 1, s.Deal.Deposit}}})
}
