package reporting

import "github.com/roadcase/roadcase/core/records"

// onSale is the shows whose tickets count: confirmed and settled ones. Holds are
// not on sale and cancelled shows sold nothing that stands.
func onSale(p *Part) []ShowFact {
	return Where(p.Shows, func(s ShowFact) bool {
		return s.Status == records.ShowConfirmed || s.Status == records.ShowSettled
	})
}

// scanned is the shows on sale whose door scan is in.
func scanned(p *Part) []ShowFact {
	return Where(onSale(p), func(s ShowFact) bool { return s.Scanned != nil })
}

// showMeasure is a measure summing f over the shows on sale.
func showMeasure(key, description string, unit Unit, f func(ShowFact) int64) Measure {
	return Measure{Key: key, Description: description, Unit: unit, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(onSale(p), f) }}
}

// boxOfficeMeasures are the ticket counts and sums of the shows on sale.
var boxOfficeMeasures = []Measure{
	showMeasure("shows.on_sale", "Shows confirmed or settled.", UnitCount, func(ShowFact) int64 { return 1 }),
	showMeasure("shows.capacity", "Σ configured capacity of the shows on sale.", UnitCount,
		func(s ShowFact) int64 { return s.Capacity }),
	showMeasure("tickets.allotment", "Σ tickets put on sale, over every tier.", UnitCount,
		func(s ShowFact) int64 { return s.Allotment }),
	showMeasure("tickets.sold", "Σ tickets sold.", UnitCount, func(s ShowFact) int64 { return s.Sold }),
	showMeasure("tickets.comps", "Σ complimentary tickets.", UnitCount, func(s ShowFact) int64 { return s.Comps }),
	showMeasure("tickets.kills", "Σ tickets killed (seats taken off sale).", UnitCount,
		func(s ShowFact) int64 { return s.Kills }),
	showMeasure("tickets.gross", "Σ price × sold, ticket tax included.", UnitMoney,
		func(s ShowFact) int64 { return s.Gross }),
	showMeasure("tickets.potential", "Σ price × sellable: the gross of a sell-out.", UnitMoney,
		func(s ShowFact) int64 { return s.Potential }),
	showMeasure("tickets.facility_fees", "Σ facility fee per ticket × tickets sold.", UnitMoney,
		func(s ShowFact) int64 { return s.Deal.FacilityFeePerTicket * s.Sold }),
	showMeasure("tickets.tax", "Σ the sales tax inside each show's adjusted gross (records.IncludedTax).", UnitMoney,
		func(s ShowFact) int64 {
			return records.IncludedTax(s.Gross-s.Deal.FacilityFeePerTicket*s.Sold, s.Deal.TicketTaxRate)
		}),
	{Key: "tickets.scanned", Description: "Σ tickets scanned at the door, over the shows whose scan is in.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(scanned(p), func(s ShowFact) int64 { return *s.Scanned }) }},
	{Key: "tickets.sold_scanned_shows", Description: "Σ tickets sold, over the shows whose scan is in.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(scanned(p), func(s ShowFact) int64 { return s.Sold }) }},
	{Key: "tickets.issued_scanned_shows", Description: "Σ tickets issued (sold and comps), over the shows whose scan is in.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(scanned(p), func(s ShowFact) int64 { return s.Sold + s.Comps }) }},
	{Key: "tickets.no_shows", Description: "Σ ticket holders who did not come (records.NoShows: issued − scanned, never negative), over the shows whose scan is in.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num {
			return SumOf(scanned(p), func(s ShowFact) int64 { return records.NoShows(s.Sold, s.Comps, *s.Scanned) })
		}},
	{Key: "shows.capacity_scanned", Description: "Σ capacity, over the shows whose scan is in.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(scanned(p), func(s ShowFact) int64 { return s.Capacity }) }},
}
