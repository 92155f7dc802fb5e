package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// tourMoney adds the European tour's expenses, budget, income and invoices.
// Travel, crew, catering and commission end over budget; accommodation,
// production, per diems and marketing under.
func (b *builder) tourMoney(project kernel.ID) {
	const code = "nlt26"
	b.crewCosts(project, code, "2026-04-10", "2026-02-16")
	b.logisticsCosts(project, code)
	fixed := []spend{
		{name: "nightliner", category: "travel", vendor: "Starliner Tour Buses", what: "12-berth nightliner with trailer, 49 days", amount: money(61250), on: "2026-02-16"},
		{name: "fuel", category: "travel", vendor: "Starliner Tour Buses", what: "Fuel, tolls and vignettes", amount: money(12480), on: "2026-04-06"},
		{name: "lighting", category: "production", vendor: "Lumen Hire GmbH", what: "Lighting package rental", amount: money(38500), on: "2026-02-16"},
		{name: "backline", category: "production", vendor: "Backline Europe BV", what: "Backline rental", amount: money(9600), on: "2026-02-16"},
		{name: "trucking", category: "production", vendor: "Stagetruck Logistics", what: "One 13.6 m trailer with driver", amount: money(26400), on: "2026-02-16"},
		{name: "rehearsals", category: "production", vendor: "Factory Studios London", what: "Production rehearsals, three days", amount: money(11800), on: "2026-02-13"},
		{name: "social-ads", category: "marketing", vendor: "Pulse Digital Agency", what: "Social ads for the tour announcement", amount: money(6500), on: "2026-01-12"},
		{name: "posters", category: "marketing", vendor: "Fly Posters Europe", what: "Poster campaign in ten cities", amount: money(3200), on: "2026-01-20"},
	}
	for _, e := range fixed {
		b.expense(project, code, e)
	}
	for i := range b.d.Shows {
		s := b.d.Shows[i]
		if s.ProjectID != project || s.Status == records.ShowCancelled {
			continue
		}
		v := b.venueByID(s.VenueID)
		b.expense(project, code, spend{name: "rider-" + string(s.Date), show: s.ID, person: "maja-lindqvist",
			category: "catering", vendor: "Local supermarket", what: "Bus stock and dressing room top-up, " + v.city,
			amount: money(180) + int64(vary(60, string(s.Date)))*100, on: s.Date})
	}
	b.tourInvoices(project)
	b.showIncome(project, code, "Nordic Audio", money(25000), "2026-02-10")
	b.budgetFromActuals(project, code, map[string]int{"crew": 960, "per_diems": 1050, "travel": 880,
		"accommodation": 1150, "production": 1100, "catering": 900, "marketing": 1200, "commission": 950,
		"withholding_tax": 1000})
}

// crewCosts adds the wages and per diem float of every crew assignment of project,
// for the days of its engagement (records.CrewAssignment.PerDiemDays).
func (b *builder) crewCosts(project kernel.ID, code string, paidOn, floatOn kernel.Date) {
	for _, c := range b.d.CrewAssignments {
		if c.ProjectID != project {
			continue
		}
		name := b.personName(c.PersonID)
		b.expense(project, code, spend{name: "wages-" + string(c.ID), category: "crew", vendor: name,
			what: "Wages: " + c.Role, amount: c.DayRate * c.PerDiemDays(), on: paidOn})
		if c.PerDiemRate > 0 {
			b.expense(project, code, spend{name: "per-diems-" + string(c.ID), category: "per_diems", vendor: "Cash float",
				what: "Per diems: " + name, amount: c.PerDiemTotal(), on: floatOn})
		}
	}
}

// logisticsCosts books every paid travel segment and hotel stay of project as an
// expense.
func (b *builder) logisticsCosts(project kernel.ID, code string) {
	for _, t := range b.d.Travel {
		if t.ProjectID == project && t.Cost > 0 {
			b.expense(project, code, spend{name: "travel-" + string(t.ID), category: "travel", vendor: t.Carrier,
				what: t.Number + " " + t.FromPlace + " to " + t.ToPlace, amount: t.Cost,
				on: kernel.DateOf(t.DepartsAt, zone(t.DepartTimeZone))})
		}
	}
	for _, a := range b.d.Accommodations {
		if a.ProjectID == project {
			b.expense(project, code, spend{name: "hotel-" + string(a.ID), show: a.ShowID, category: "accommodation",
				vendor: a.HotelName, what: "Rooms, " + a.City, amount: a.Cost(), on: a.CheckOut})
		}
	}
}

// showIncome adds, for every show of project that has happened: the artist fee
// (the settled payout, in the show's currency at the settlement's rate, with the
// tax withheld and the agent's commission booked as costs), or for a show not
// settled yet the deposits actually received and the rest of the guarantee
// expected; the artist's merch takings; and one sponsorship line.
func (b *builder) showIncome(project kernel.ID, code, sponsor string, sponsorship int64, sponsoredOn kernel.Date) {
	settled := map[kernel.ID]records.Settlement{}
	for _, st := range b.d.Settlements {
		settled[st.ShowID] = st
	}
	for _, s := range b.d.Shows {
		if s.ProjectID != project || s.Status == records.ShowCancelled || s.Date >= Today {
			continue
		}
		city := b.venueByID(s.VenueID).city
		day := string(s.Date)
		cur, rate := s.Currency, b.rateOf(s)
		if st, ok := settled[s.ID]; ok {
			b.incomeIn(project, code, "fee-"+day, s.ID, records.IncomeGuarantee, "Show fee, "+city, st.ArtistPayout, s.Date.AddDays(3), cur, rate)
			b.expense(project, code, spend{name: "commission-" + day, show: s.ID, category: "commission",
				vendor: "Crescent Artists", what: "Agent commission, " + city, amount: st.Commission, on: s.Date.AddDays(7),
				currency: cur, rate: rate})
			if st.Withholding > 0 {
				b.expense(project, code, spend{name: "withholding-" + day, show: s.ID, category: "withholding_tax",
					vendor: "Tax withheld by the promoter", what: "Foreign artist tax withheld, " + city + " (credit claimed at home)",
					amount: st.Withholding, on: s.Date, currency: cur, rate: rate})
			}
		} else {
			dep := records.ShowDeposits(s, b.d.Invoices, "")
			if dep.Paid > 0 {
				b.incomeIn(project, code, "deposit-"+day, s.ID, records.IncomeGuarantee, "Deposit received, "+city, dep.Paid, b.depositPaidOn(s), cur, rate)
			}
			b.incomeIn(project, code, "balance-"+day, s.ID, records.IncomeGuarantee, "Balance due at settlement, "+city, s.Deal.Guarantee-dep.Paid, "", cur, rate)
		}
		if s.MerchGross > 0 {
			b.incomeIn(project, code, "merch-"+day, s.ID, records.IncomeMerch, "Merch after VAT and the venue's fee, "+city, s.MerchToArtist(), s.Date, cur, rate)
		}
	}
	b.income(project, code, "sponsorship", kernel.NilID, records.IncomeSponsorship, "Tour partnership: "+sponsor, sponsorship, sponsoredOn)
}

// depositPaidOn returns the date of the last payment on the show's deposit invoices.
func (b *builder) depositPaidOn(s records.Show) kernel.Date {
	var last kernel.Date
	for _, inv := range b.d.Invoices {
		if inv.ShowID == s.ID && inv.Kind == records.InvoiceDeposit {
			for _, p := range inv.Payments {
				last = max(last, p.ReceivedOn)
			}
		}
	}
	return last
}

// budgetFromActuals sets project's budget per category from what was spent: factor
// per mille of the actual, rounded to a thousand, so a factor under 1000 leaves the
// category over budget and one above leaves it under.
func (b *builder) budgetFromActuals(project kernel.ID, code string, factors map[string]int) {
	actual := map[string]int64{}
	home := b.projectCurrency(project)
	for _, e := range b.d.Expenses {
		if e.ProjectID == project && e.IsCost() {
			v, err := e.HomeAmount(home)
			if err != nil {
				panic("demo: " + err.Error())
			}
			actual[e.CategoryKey()] += v
		}
	}
	for _, cat := range sortedKeys(factors) {
		amount := roundTo(actual[cat]*int64(factors[cat])/1000, money(1000))
		b.budget(project, code, cat, budgetDescriptions[cat], amount)
	}
}

var budgetDescriptions = map[string]string{
	"crew": "Crew and band wages", "per_diems": "Per diems", "travel": "Nightliner, flights, ferries and trains",
	"accommodation": "Hotels", "production": "Production rental, trucking and rehearsals", "catering": "Riders and bus stock",
	"marketing": "Tour marketing", "commission": "Agent commission", "artist_fees": "Artist fees",
	"site": "Site, fencing and power", "security": "Security and stewarding", "venue": "Venue hire",
	"recording": "Studio time", "mixing": "Mixing and mastering", "artwork": "Artwork and photography",
	"video": "Music videos", "withholding_tax": "Foreign artist tax withheld (recoverable)",
}

// personName returns the full name of the person with id.
func (b *builder) personName(id kernel.ID) string {
	for _, p := range b.d.People {
		if p.ID == id {
			return p.FullName()
		}
	}
	panic("demo: unknown person " + string(id))
}
