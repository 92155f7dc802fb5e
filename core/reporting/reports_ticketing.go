package reporting

// byShow, byVenue and byMarket are the common groupings of ticketing reports.
var (
	byShow   = []Dimension{ByShow}
	byVenue  = []Dimension{ByVenue}
	byMarket = []Dimension{ByMarket}
)

// ticketingReports are box office reports: the wrap, the pace to a sell-out,
// sell-through by market, gross by venue, comps, attendance and the tour history.
var ticketingReports = []ReportSpec{
	{Report: Report{Key: "daily_ticket_count", Title: "Daily ticket count (wrap)", Category: "ticketing", Long: true,
		Description: "The box office wrap: per show on sale, tickets sold, comps, what is left to sell, sell-through, gross and how much of a sell-out's gross it is, as the tiers stand today."},
		Table: &KPITable{By: byShow, Keys: []string{"tickets_sold", "comps", "sellable", "sell_through", "gross",
			"gross_potential", "percent_of_potential"}}},
	{Report: salesPaceReport},
	{Report: Report{Key: "sell_through_by_market", Title: "Sell-through by market", Category: "ticketing",
		Description: "Per market (the venue's city and country), the shows played, tickets sold against what was sellable, and the average ticket price: where a tour sells and where it struggles."},
		Table: &KPITable{By: byMarket, Keys: []string{"tickets_sold", "sellable", "sell_through", "average_ticket_price"}}},
	{Report: Report{Key: "gross_by_venue", Title: "Gross by venue", Category: "ticketing", Long: true,
		Description: "Per venue, the gross, the net box office receipts and the tickets sold over the scope's shows."},
		Table: &KPITable{By: byVenue, Keys: []string{"gross", "nbor", "tickets_sold", "average_ticket_price"}}},
	{Report: Report{Key: "comps", Title: "Comps", Category: "ticketing", Long: true,
		Description: "Per show, complimentary tickets beside paid ones, and the comp ratio."},
		Table: &KPITable{By: byShow, Keys: []string{"comps", "tickets_sold", "comp_ratio"}}},
	{Report: Report{Key: "attendance", Title: "Attendance", Category: "ticketing", Long: true,
		Description: "Per show, tickets sold against the door scan: paid attendance, how full the room was and the no-show rate. A show whose scan is not in has null attendance."},
		Table: &KPITable{By: byShow, Keys: []string{"tickets_sold", "paid_attendance", "capacity_utilisation", "no_show_rate"}}},
	{Report: Report{Key: "tour_history", Title: "Tour history", Category: "ticketing", Long: true,
		Description: "Every show of the scope with its date, venue, tickets sold, sell-through, gross and net receipts: the history a booker quotes when routing the next tour (narrow it with from and to)."},
		Table: &KPITable{By: byShow, Keys: []string{"tickets_sold", "sell_through", "gross", "nbor", "paid_attendance"}}},
}
