package reporting

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// dealsReports are the booker's reports: every deal and what it pays, the dates
// held, confirmed and free, and the offers out with their break-even.
var dealsReports = []ReportSpec{
	{Report: dealTrackerReport},
	{Report: holdsAndAvailsReport},
	{Report: offerSummaryReport},
}

// artistPercent is a deal's artist percentage as a cell: null for a flat deal,
// which shares nothing.
func artistPercent(d records.Deal) any {
	if d.Type == records.DealFlat {
		return nil
	}
	return percentOfRate(d.ArtistPercent)
}

// dealTrackerReport lists every show with its deal and what it pays.
var dealTrackerReport = Report{
	Key: "deal_tracker", Title: "Deal tracker", Category: "deals", Long: true,
	Description: "Every show of the scope by date, holds and cancellations included: its status, deal type, " +
		"guarantee, artist percentage and the artist's payout, signed once settled and projected by the deal " +
		"over the tickets sold so far until then (null for a cancelled show). The totals per currency and deal side " +
		"(received or paid, never added together) are over " +
		"the confirmed and settled shows, the business that stands.",
	Families: FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, []Column{
		textColumn("project", "Project"), textColumn("status", "Status"), textColumn("deal_type", "Deal type"),
		textColumn("currency", "Currency"), dealSideColumn, moneyColumn("guarantee", "Guarantee"),
		numberColumn("artist_percent", "Artist %", UnitPercent), moneyColumn("artist_payout", "Artist payout"),
		textColumn("payout_basis", "Payout basis"),
	}),
	Build: buildDealTracker,
}

func buildDealTracker(s *Sheet) Table {
	var t Table
	totals := sideTotals{}
	for _, show := range s.Facts.Shows {
		var payout, basis any
		if show.Status != records.ShowCancelled {
			payout, basis = Int(settledFigures(show).Payout), "projected"
			if show.Settlement != nil {
				basis = "signed"
			}
		}
		row := append(Row(s.showCells(show.Show)), nullable(s.projectName(show.Project)), string(show.Status),
			string(show.Deal.Type), show.Currency, s.side(show.Project), Int(show.Deal.Guarantee),
			artistPercent(show.Deal), payout, basis)
		t.Add(row, showKey(show))
		if show.Status == records.ShowConfirmed || show.Status == records.ShowSettled {
			totals.add(show.Currency, s.side(show.Project), show.Deal.Guarantee, settledFigures(show).Payout)
		}
	}
	t.Sort()
	t.Totals = totals.rows(func(cur, side string, sums []int64) Row {
		return append(Row(nullCells(len(showColumns)+3)), cur, side, Int(sums[0]), nil, Int(sums[1]), nil)
	})
	return t
}

// offerSummaryReport is the offer sheet's figures for every show not yet played
// or dropped: what the deal guarantees and what it takes to break even.
var offerSummaryReport = Report{
	Key: "offer_summary", Title: "Offer summary", Category: "deals", Long: true,
	Description: "Per show on hold or confirmed and not yet settled, the offer as the offer sheet prints it: " +
		"guarantee, artist percentage, budgeted show expenses, sellable tickets and the gross potential of a " +
		"sellout, the payout a sellout would bring, and the break-even tickets and gross (Deal.BreakEven, the " +
		"break-even KPIs' rule, which count only shows on sale), with break-even tickets as a share of the " +
		"sellable ones. Break-even is null where a sellout leaves no receipts after fees and tax.",
	Families: FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, []Column{
		textColumn("status", "Status"), textColumn("deal_type", "Deal type"), textColumn("currency", "Currency"),
		moneyColumn("guarantee", "Guarantee"), numberColumn("artist_percent", "Artist %", UnitPercent),
		moneyColumn("show_expenses", "Budgeted show expenses"), numberColumn("sellable", "Sellable", UnitCount),
		moneyColumn("gross_potential", "Gross potential"), moneyColumn("sellout_payout", "Payout at a sellout"),
		numberColumn("break_even_tickets", "Break-even tickets", UnitCount),
		moneyColumn("break_even_gross", "Break-even gross"),
		numberColumn("break_even_percent", "Break-even % of sellable", UnitPercent),
	}),
	Build: buildOfferSummary,
}

func buildOfferSummary(s *Sheet) Table {
	var t Table
	for _, show := range s.Facts.Shows {
		if (show.Status != records.ShowHold && show.Status != records.ShowConfirmed) || show.Settlement != nil {
			continue
		}
		figures, sellable := sellout(show)
		var tickets, gross, share any
		if bt, bg, ok := show.Deal.BreakEven(figures, sellable); ok {
			tickets, gross = Int(bt), Int(bg)
			share = rounded(Percent(Int(bt), Int(int64(sellable))), UnitPercent)
		}
		row := append(Row(s.showCells(show.Show)), string(show.Status), string(show.Deal.Type), show.Currency,
			Int(show.Deal.Guarantee), artistPercent(show.Deal), Int(show.Deal.ShowExpenses), Int(int64(sellable)),
			Int(show.Potential), Int(figures.Payout), tickets, gross, share)
		t.Add(row, showKey(show))
	}
	t.Sort()
	return t
}

// holdsAndAvailsReport is the booker's calendar: a row per date of the scope's
// projects, held, confirmed or free.
var holdsAndAvailsReport = Report{
	Key: "holds_and_avails", Title: "Holds and avails", Category: "deals", Long: true,
	Description: "A row per date from the earliest start to the latest end of the scope's projects (stretched to " +
		"any show outside them), with the confirmed or settled shows and the holds on it and their venues: " +
		"confirmed when a show stands, hold when only holds do, free otherwise. Cancelled shows free their date. " +
		"Give project_id for one tour's avails; from and to narrow the calendar to their dates.",
	Families: FamilyProjects | FamilyShows | FamilyNames,
	Columns: []Column{
		dateColumn("date", "Date"), textColumn("weekday", "Weekday"), textColumn("availability", "Availability"),
		numberColumn("confirmed", "Confirmed", UnitCount), numberColumn("holds", "Holds", UnitCount),
		textColumn("bookings", "Bookings"),
	},
	Build: buildHoldsAndAvails,
}

// availsSpan returns the dates the calendar covers: the scope's projects' span,
// stretched to their standing shows; false when nothing dates it.
func availsSpan(f *Facts) (first, last kernel.Date, ok bool) {
	stretch := func(d kernel.Date) {
		if !d.Valid() {
			return
		}
		if !ok || d.Before(first) {
			first = d
		}
		if !ok || last.Before(d) {
			last = d
		}
		ok = true
	}
	for _, p := range f.Projects {
		stretch(p.StartsOn)
		stretch(p.EndsOn)
	}
	for _, s := range f.Shows {
		if s.Status != records.ShowCancelled {
			stretch(s.Date)
		}
	}
	return first, last, ok
}

func buildHoldsAndAvails(s *Sheet) Table {
	byDate := map[kernel.Date][]ShowFact{}
	for _, show := range s.Facts.Shows {
		if show.Status != records.ShowCancelled {
			byDate[show.Date] = append(byDate[show.Date], show)
		}
	}
	var t Table
	first, last, ok := availsSpan(s.Facts)
	// Shows outside the scope's dates are not in the facts: the calendar keeps to
	// them, so that no date outside looks free.
	if from := s.Scope.From; ok && !from.IsZero() && first.Before(from) {
		first = from
	}
	if to := s.Scope.To; ok && !to.IsZero() && to.Before(last) {
		last = to
	}
	for d := first; ok && !last.Before(d); d = d.AddDays(1) {
		shows := byDate[d]
		slices.SortFunc(shows, func(a, b ShowFact) int {
			return cmp.Or(cmp.Compare(availability(a.Status), availability(b.Status)), cmp.Compare(a.Show, b.Show))
		})
		var confirmed, holds int64
		var bookings []string
		for _, show := range shows {
			if show.Status == records.ShowHold {
				holds++
			} else {
				confirmed++
			}
			venue := cmp.Or(s.name(NameVenue, show.Venue).Name, "venue unknown")
			bookings = append(bookings, venue+" ("+availability(show.Status)+")")
		}
		status := "free"
		switch {
		case confirmed > 0:
			status = "confirmed"
		case holds > 0:
			status = "hold"
		}
		t.Add(Row{string(d), d.Time(time.UTC).Weekday().String()[:3], status, Int(confirmed), Int(holds),
			nullable(strings.Join(bookings, "; "))}, kernel.Cursor{Keys: []string{string(d)}})
	}
	return t
}

// availability is what a standing show makes of its date: confirmed (settled
// shows too) or hold.
func availability(status records.ShowStatus) string {
	if status == records.ShowHold {
		return "hold"
	}
	return "confirmed"
}
