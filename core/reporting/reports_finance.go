package reporting

// financeReports are the money reports: the show and tour P&L, settlements and
// commissions, budget against actual and where the money went, per diems, the
// invoices and what they still owe, the cash to come and the merch settlement.
// The reports made of KPIs are here; the ones built from fact rows are in the
// reports_finance_*.go files, one per topic.
var financeReports = []ReportSpec{
	{Report: Report{Key: "show_pnl", Title: "Show P&L", Category: "finance", Long: true,
		Description: "The internal P&L of each show: the box office and its net receipts, the promoter's expenses, " +
			"the artist's payout and the promoter's net (signed once settled, projected until then), merch, and the " +
			"costs and net profit the tour booked against the show. Deal and merch figures are in the show's currency, " +
			"the tour's books in the project's home currency, so a show abroad has a row per currency; the books not " +
			"tied to any show (tour overheads) make a row of their own without a show."},
		Table: &KPITable{By: byShow, Keys: []string{"gross", "nbor", "show_expenses", "artist_payout", "promoter_net",
			"merch_gross", "merch_net", "total_costs", "net_profit"}}},
	{Report: Report{Key: "tour_pnl", Title: "Tour P&L", Category: "finance",
		Description: "Per project, income against costs in its home currency: total revenue, total costs, net " +
			"profit and margin, and what a show costs and earns on average, the figures a tour accountant reports " +
			"to management. One row per project, in its home currency: the shows are every confirmed and settled " +
			"show of the project, whatever currency it is contracted in, as in projects_overview."},
		Table: &KPITable{By: []Dimension{ByProject}, Books: true, Keys: []string{"total_revenue", "total_costs",
			"net_profit", "net_margin", "shows", "cost_per_show", "revenue_per_show"}}},
	{Report: settlementReport},
	{Report: budgetVsActualReport},
	{Report: Report{Key: "cost_by_category", Title: "Cost by category", Category: "finance",
		Description: "Where the money went: cost expenses per category (pending ones included, rejected ones not) " +
			"in the project's home currency, with how much of each category's budget they used. Give project_id " +
			"for one tour."},
		Table: &KPITable{By: []Dimension{ByCategory}, Keys: []string{"total_costs", "budget_utilisation"}}},
	{Report: Report{Key: "expenses_by_person", Title: "Expenses by person", Category: "finance", Long: true,
		Description: "Cost expenses per person who spent them, in the project's home currency, to reconcile floats " +
			"and reimbursements; expenses the office paid make a row without a person."},
		Table: &KPITable{By: []Dimension{ByPerson}, Keys: []string{"total_costs"}}},
	{Report: perDiemReport},
	{Report: paymentsTrackerReport},
	{Report: receivablesAgingReport},
	{Report: invoiceRegisterReport},
	{Report: commissionsReport},
	{Report: cashFlowForecastReport},
	{Report: merchSettlementReport},
}
