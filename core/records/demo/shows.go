package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// tierPlan is a ticket tier as a share of the show's capacity.
type tierPlan struct {
	name  string
	price int64 // minor units
	share int   // per mille of the capacity allotted to this tier; the last tier takes the rest
	kills int   // per mille of the tier's allotment that cannot be sold (sightlines, desk)
}

// showPlan describes a show; the builder derives allotments, sales, attendance and
// merch from it.
type showPlan struct {
	code     string // the project's code in ids, e.g. "nlt26"
	project  kernel.ID
	venue    string // venue key
	date     kernel.Date
	stage    string
	status   records.ShowStatus
	capacity int // zero takes the venue's capacity, except on a festival stage
	deal     records.Deal
	tiers    []tierPlan
	sell     int // per mille of sellable tickets sold; 1000 is a sell-out
	noShows  int // per mille of ticket holders who did not come
	doors    string
	start    string
	curfew   string
	merch    int64 // merch gross per head, minor units
	merchBP  kernel.BasisPoints
	contacts []records.ContactRole
	notes    string
}

// showPath names a show by project code, date and, at a festival, stage:
// "show/nlt26/2026-03-14". The show's id is the id of that name, and records that
// belong to the show (tiers, schedule, guests) are named under it.
func showPath(code string, date kernel.Date, stage string) string {
	if stage == "" {
		return "show/" + code + "/" + string(date)
	}
	return "show/" + code + "/" + string(date) + "/" + slug(stage)
}

// under returns the id of a record named under the show with id show.
func (b *builder) under(show kernel.ID, parts ...string) kernel.ID {
	path, ok := b.paths[show]
	if !ok {
		panic("demo: unknown show " + string(show))
	}
	return b.id(append([]string{path}, parts...)...)
}

// show adds the show p describes and returns its index in the dataset.
//
// A show abroad is planned in the project's home currency and contracted in the
// venue's (see localize); merch carries the country's standard VAT.
func (b *builder) show(p showPlan) int {
	v := b.venue(p.venue)
	currency, _ := localize(&p, v.country, b.projectCurrency(p.project))
	capacity := p.capacity
	if capacity == 0 && p.stage == "" {
		capacity = v.capacity
	}
	path := showPath(p.code, p.date, p.stage)
	id := b.id(path)
	b.paths[id] = path
	s := records.Show{ID: id, OrgID: b.org, ProjectID: p.project, VenueID: b.id("venue", p.venue),
		Date: p.date, Status: p.status, Stage: p.stage, TimeZone: v.zone, Capacity: capacity, Currency: currency, Deal: p.deal,
		MerchTaxRate: merchVAT[v.country], VenueMerchRate: p.merchBP, Contacts: p.contacts, Notes: p.notes, CreatedAt: CreatedAt}
	if p.doors != "" {
		s.DoorsAt = ptr(local(v.zone, p.date, p.doors))
	}
	if p.start != "" {
		s.StartsAt = ptr(local(v.zone, p.date, p.start))
	}
	if p.curfew != "" {
		s.CurfewAt = ptr(local(v.zone, p.date, p.curfew))
	}
	left := capacity
	for i, t := range p.tiers {
		allot := capacity * t.share / 1000
		if i == len(p.tiers)-1 {
			allot = left
		}
		left -= allot
		tier := records.TicketTier{ID: b.id(path, "tier", slug(t.name)),
			Name: t.name, Price: t.price, Allotment: allot, Kills: allot * t.kills / 1000}
		if p.status != records.ShowCancelled {
			tier.Comps = allot * 15 / 1000
			sellable := tier.Allotment - tier.Comps - tier.Kills
			tier.Sold = sellable * p.sell / 1000
		}
		s.Tiers = append(s.Tiers, tier)
	}
	if p.date < Today && p.status != records.ShowCancelled && len(s.Tiers) > 0 {
		holders := s.Sold() + s.Comps()
		scanned := holders - holders*p.noShows/1000
		s.ScannedAttendance = &scanned
		s.MerchGross = int64(scanned) * p.merch
	}
	b.d.Shows = append(b.d.Shows, s)
	return len(b.d.Shows) - 1
}

// settle adds the signed settlement of the show at index i, computed from its deal
// and tiers with the actual show expenses (records.Deal.Settle), and marks the
// show settled. The deposits it deducts are those received by the show date,
// filled in by finish once the deposit invoices exist.
func (b *builder) settle(i int, actualExpenses int64, settledBy, clock string) records.Settlement {
	s := &b.d.Shows[i]
	s.Status = records.ShowSettled
	f := s.Deal.Settle(s.Gross(), s.Sold(), actualExpenses)
	st := records.NewSettlement(*s, f, 0, b.rateOf(*s), local(s.TimeZone, s.Date, clock))
	st.ID, st.OrgID, st.SettledBy, st.CreatedAt = b.under(s.ID, "settlement"), b.org, settledBy, CreatedAt
	st.Expenses, st.PaymentMethod = itemise(s.Deal.ShowExpenses, actualExpenses), "bank_transfer"
	b.d.Settlements = append(b.d.Settlements, st)
	return st
}

// merchVAT is the standard VAT rate of each country of the demo that merch sales
// include; North American sales tax is added at the till, not included.
var merchVAT = map[string]kernel.PPM{
	"GB": 200_000, "IE": 230_000, "FR": 200_000, "BE": 210_000, "NL": 210_000, "DE": 190_000, "DK": 250_000, "NO": 250_000,
	"SE": 250_000, "FI": 255_000, "PL": 230_000, "CZ": 210_000, "AT": 200_000, "CH": 81_000, "IT": 220_000, "ES": 210_000,
}

// expenseShares splits a promoter's show costs the way an offer itemises them, per
// mille of the total; the last line takes what rounding leaves.
var expenseShares = []struct {
	what          string
	budget, spent int64 // per mille of the budget and of the actual
}{
	{"Hall hire", 350, 330}, {"Local production and stagehands", 220, 240}, {"Security and stewarding", 150, 150},
	{"Advertising", 140, 120}, {"Catering and hospitality", 80, 90}, {"Ticketing and box office", 60, 70},
}

// itemise returns the settled show expenses: each line's share of the budget and of
// the actual, the actuals summing to actual exactly. No costs, no lines.
func itemise(budget, actual int64) []records.SettledExpense {
	if budget == 0 && actual == 0 {
		return nil
	}
	out := make([]records.SettledExpense, len(expenseShares))
	var b, a int64
	for i, s := range expenseShares {
		out[i] = records.SettledExpense{Description: s.what, Budget: budget * s.budget / 1000, Actual: actual * s.spent / 1000}
		b, a = b+out[i].Budget, a+out[i].Actual
	}
	last := &out[len(out)-1]
	last.Budget += budget - b
	last.Actual += actual - a
	return out
}
