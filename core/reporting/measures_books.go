package reporting

import "github.com/roadcase/roadcase/core/records"

// A tour's books (income lines, cost expenses, labour and per diems) are in each
// project's home currency, whatever currency its shows are contracted in. A
// figure per show or per attendee divides the books of the projects whose home
// currency is the part's by the shows of those same projects, so that it divides
// by the shows whose figures it sums (docs/reporting.md, "Per show").

// booked is the shows on sale (confirmed and settled) of the part's group whose
// project's home currency is the part's currency, in any currency of their own.
func booked(p *Part) []ShowFact {
	group := p.group
	if group == nil {
		group = p.Facts
	}
	return Where(group.Shows, func(s ShowFact) bool {
		return (s.Status == records.ShowConfirmed || s.Status == records.ShowSettled) && p.Home(s.Project) == p.Currency
	})
}

// bookMeasures are the shows and attendance a tour's books are spread over.
var bookMeasures = []Measure{
	{Key: "shows.booked", Description: "Shows confirmed or settled of the projects whose home currency is the value's, whatever currency each show is in.",
		Unit: UnitCount, Families: FamilyShows, Books: true,
		Sum: func(p *Part) Num { return SumOf(booked(p), func(ShowFact) int64 { return 1 }) }},
	{Key: "tickets.scanned_booked", Description: "Σ tickets scanned at the door, over the shows of shows.booked whose scan is in.",
		Unit: UnitCount, Families: FamilyShows, Books: true, Sum: func(p *Part) Num {
			in := Where(booked(p), func(s ShowFact) bool { return s.Scanned != nil })
			return SumOf(in, func(s ShowFact) int64 { return *s.Scanned })
		}},
}
