package reporting

// noScan is the null rule of a per-head figure.
const noScan = "No confirmed or settled show in scope has its door scan in, or they scanned nobody."

// merchKPIs are merchandise and the other money a show brings in besides its
// tickets: merch per show in the show's currency (records.Show's rules), and
// sponsorship from the tour's income lines in the project's home currency.
var merchKPIs = []KPI{
	{Key: "merch_gross", Name: "Merch gross", Category: "merch", Unit: UnitMoney, Grain: "show",
		Description: "Merchandise takings, sales tax included.",
		Formula:     "Σ merch gross", Facts: []string{"merch.gross"}, Null: noShows,
		Compute: func(e *Env) Num { return e.Fact("merch.gross") }},
	{Key: "merch_per_head", Name: "Merch per head", Category: "merch", Unit: UnitMoney, Grain: "show",
		Description: "What each person through the doors spent on merch, over the shows whose door scan is in (docs/money.md falls back to tickets sold before the scan; a KPI waits for it).",
		Formula:     "merch gross ÷ paid attendance, over the shows whose scan is in",
		Facts:       []string{"merch.gross_scanned_shows", "tickets.scanned"}, Null: noScan,
		Compute: func(e *Env) Num { return Div(e.Fact("merch.gross_scanned_shows"), e.Fact("tickets.scanned")) }},
	{Key: "venue_merch_fee", Name: "Venue merch fee", Category: "merch", Unit: UnitMoney, Grain: "show",
		Description: "The venues' cut for selling merch in their buildings, taken on the merch net of sales tax.",
		Formula:     "Σ venue % × (merch gross − sales tax included)", Facts: []string{"merch.venue_fee"}, Null: noShows,
		Compute: func(e *Env) Num { return e.Fact("merch.venue_fee") }},
	{Key: "merch_net", Name: "Merch net", Category: "merch", Unit: UnitMoney, Grain: "show",
		Description: "What the artist keeps of merch before its own cost of goods: the gross less the sales tax and the venue's fee (Show.MerchToArtist, the merch settlement's and show report's net).",
		Formula:     "Σ merch gross − sales tax included − venue merch fee", Facts: []string{"merch.to_artist"}, Null: noShows,
		Compute: func(e *Env) Num { return e.Fact("merch.to_artist") }},
	{Key: "sponsorship_share", Name: "Sponsorship share", Category: "merch", Unit: UnitPercent, Grain: "project",
		Description: "Sponsorship's share of the tour's income lines, in the project's home currency.",
		Formula:     "sponsorship income ÷ total income", Facts: []string{"income.sponsorship", "income.all"},
		Null:    "No income line in scope, or they sum to 0.",
		Compute: func(e *Env) Num { return Percent(e.Fact("income.sponsorship"), e.Fact("income.all")) }},
	{Key: "revenue_per_attendee", Name: "Revenue per attendee", Category: "merch", Unit: UnitMoney, Grain: "show",
		Description: "What each person through the doors brought in at the show, tickets and merch, both tax included (the per-cap a promoter quotes), over the shows whose door scan is in.",
		Formula:     "(ticket gross + merch gross) ÷ paid attendance, over the shows whose scan is in",
		Facts:       []string{"tickets.gross_scanned_shows", "merch.gross_scanned_shows", "tickets.scanned"}, Null: noScan,
		Compute: func(e *Env) Num {
			revenue := Add(e.Fact("tickets.gross_scanned_shows"), e.Fact("merch.gross_scanned_shows"))
			return Div(revenue, e.Fact("tickets.scanned"))
		}},
}
