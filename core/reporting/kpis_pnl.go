package reporting

// The tour's P&L reads its books: income lines and the expenses that are costs,
// each converted at its booked rate into the project's home currency, against
// the budget lines. A per-show or per-attendee figure divides home-currency money
// by the shows and attendance of the projects with that home currency, in
// whatever currency each show is contracted (measures_books.go).
const (
	noBooks      = "No income line and no cost expense in scope."
	noBudget     = "No budget line in scope (of the category, if given), or the budget is 0."
	perShowMoney = " The shows are those of the projects whose home currency the value is in, whatever currency each show is contracted in."
)

// orZero reads a missing sum as 0, for a formula whose other side has data: a
// budget with nothing spent against it is all unspent, not unknown.
func orZero(n Num) Num {
	if n == nil {
		return Int(0)
	}
	return n
}

// pnlKPIs are the tour's profit and loss, budget against actual and crew costs.
var pnlKPIs = []KPI{
	{Key: "shows", Name: "Shows", Category: "pnl", Unit: UnitCount, Grain: "show",
		Description: "Shows played or to be played: confirmed or settled, holds and cancellations left out.",
		Formula:     "count of confirmed and settled shows", Facts: []string{"shows.on_sale"}, Null: noShows,
		Compute: func(e *Env) Num { return e.Fact("shows.on_sale") }},
	{Key: "total_revenue", Name: "Total revenue", Category: "pnl", Unit: UnitMoney, Grain: "show",
		Description: "The tour's income lines (of income_kind, if given) in the project's home currency, each at its booked rate.",
		Formula:     "Σ income lines in home currency", Facts: []string{"income.amount"},
		Null:    "No income line in scope (of the kind, if given).",
		Compute: func(e *Env) Num { return e.Fact("income.amount") }},
	{Key: "total_costs", Name: "Total costs", Category: "pnl", Unit: UnitMoney, Grain: "show",
		Description: "The tour's expenses that are costs, pending ones included and rejected ones not, and tax withheld for the artist not (records.Expense.IsTourCost; of category, if given), in the project's home currency.",
		Formula:     "Σ cost expenses in home currency", Facts: []string{"costs.amount"},
		Null:    "No cost expense in scope (of the category, if given).",
		Compute: func(e *Env) Num { return e.Fact("costs.amount") }},
	{Key: "net_profit", Name: "Net profit", Category: "pnl", Unit: UnitMoney, Grain: "show",
		Description: "Every income line less every cost expense, in the project's home currency; timesheets and per diems count only as the expenses booked for them.",
		Formula:     "total revenue − total costs", Facts: []string{"income.all", "costs.all"}, Null: noBooks,
		Compute: func(e *Env) Num {
			rev, cost := e.Fact("income.all"), e.Fact("costs.all")
			if rev == nil && cost == nil {
				return nil
			}
			return Sub(orZero(rev), orZero(cost))
		}},
	{Key: "net_margin", Name: "Net margin", Category: "pnl", Unit: UnitPercent, Grain: "show",
		Description: "Net profit as a share of every income line.",
		Formula:     "net profit ÷ total revenue", KPIs: []string{"net_profit"}, Facts: []string{"income.all"},
		Null:    "No income line in scope, or they sum to 0.",
		Compute: func(e *Env) Num { return Percent(e.KPI("net_profit"), e.Fact("income.all")) }},
	{Key: "cost_per_show", Name: "Cost per show", Category: "pnl", Unit: UnitMoney, Grain: "project",
		Description: "Total costs (of category, if given) spread over the confirmed and settled shows.",
		Formula:     "total costs ÷ shows of the same projects", KPIs: []string{"total_costs"}, Facts: []string{"shows.booked"},
		Null:    "No cost expense or no show in scope." + perShowMoney,
		Compute: func(e *Env) Num { return Div(e.KPI("total_costs"), e.Fact("shows.booked")) }},
	{Key: "revenue_per_show", Name: "Revenue per show", Category: "pnl", Unit: UnitMoney, Grain: "project",
		Description: "Total revenue (of income_kind, if given) spread over the confirmed and settled shows.",
		Formula:     "total revenue ÷ shows of the same projects", KPIs: []string{"total_revenue"}, Facts: []string{"shows.booked"},
		Null:    "No income line or no show in scope." + perShowMoney,
		Compute: func(e *Env) Num { return Div(e.KPI("total_revenue"), e.Fact("shows.booked")) }},
	{Key: "cost_per_attendee", Name: "Cost per attendee", Category: "pnl", Unit: UnitMoney, Grain: "project",
		Description: "Total costs (of category, if given) spread over the tickets scanned at the doors.",
		Formula:     "total costs ÷ tickets scanned at the same projects' shows", KPIs: []string{"total_costs"},
		Facts:   []string{"tickets.scanned_booked"},
		Null:    "No cost expense in scope, or no show's door scan is in, or it scanned nobody." + perShowMoney,
		Compute: func(e *Env) Num { return Div(e.KPI("total_costs"), e.Fact("tickets.scanned_booked")) }},
	{Key: "show_day_ratio", Name: "Show-day ratio", Category: "pnl", Unit: UnitRatio, Grain: "project",
		Description: "How many of the tour's days are show days: shows played over the days the projects span, first and last included.",
		Formula:     "shows ÷ (ends on − starts on + 1 days)", KPIs: []string{"shows"}, Facts: []string{"projects.days"},
		Null: "No show in scope, or no project has both its dates. The span is the whole project's, whatever the scope's " +
			"range, so the ratio means most per project or over the scope's projects.",
		Compute: func(e *Env) Num { return Div(e.KPI("shows"), e.Fact("projects.days")) }},
}

// budgetKPIs are budget against actual (records.BudgetAgainstActual's variance)
// and the crew's costs from timesheets and per diems.
var budgetKPIs = []KPI{
	{Key: "budget_variance", Name: "Budget variance", Category: "pnl", Unit: UnitMoney, Grain: "project",
		Description: "Cost expenses against the budget lines (of category, if given), positive when over budget.",
		Formula:     "total costs − budget", KPIs: []string{"total_costs"}, Facts: []string{"budget.amount"},
		Null: "No budget line in scope (of the category, if given); a budget with no expense against it is all under budget, not null.",
		Compute: func(e *Env) Num {
			budget := e.Fact("budget.amount")
			if budget == nil {
				return nil
			}
			return Sub(orZero(e.KPI("total_costs")), budget)
		}},
	{Key: "budget_variance_percent", Name: "Budget variance %", Category: "pnl", Unit: UnitPercent, Grain: "project",
		Description: "The budget variance as a share of the budget, positive when over budget.",
		Formula:     "(total costs − budget) ÷ budget", KPIs: []string{"budget_variance"}, Facts: []string{"budget.amount"},
		Null:    noBudget,
		Compute: func(e *Env) Num { return Percent(e.KPI("budget_variance"), e.Fact("budget.amount")) }},
	{Key: "budget_utilisation", Name: "Budget utilisation", Category: "pnl", Unit: UnitPercent, Grain: "project",
		Description: "How much of the budget (of category, if given) the cost expenses have used.",
		Formula:     "total costs ÷ budget", KPIs: []string{"total_costs"}, Facts: []string{"budget.amount"},
		Null: noBudget,
		Compute: func(e *Env) Num {
			budget := e.Fact("budget.amount")
			if budget == nil {
				return nil
			}
			return Percent(orZero(e.KPI("total_costs")), budget)
		}},
	{Key: "per_diem_total", Name: "Per diem total", Category: "pnl", Unit: UnitMoney, Grain: "person",
		Description: "The daily allowances the crew assignments draw, over their days inside the scope's range, in the project's home currency.",
		Formula:     "Σ per diem rate × days, per assignment (people × days × rate)", Facts: []string{"crew.per_diems"},
		Null:    "No crew assignment overlaps the scope.",
		Compute: func(e *Env) Num { return e.Fact("crew.per_diems") }},
	{Key: "crew_cost_per_show", Name: "Crew cost per show", Category: "pnl", Unit: UnitMoney, Grain: "project",
		Description: "What the crew costs per show: the labour cost (the day rate for every day engaged plus timesheet overtime, every status) plus per diems, over the confirmed and settled shows.",
		Formula:     "(Σ labour cost + Σ per diems) ÷ shows of the same projects", Facts: []string{"crew.labour_cost", "crew.per_diems", "shows.booked"},
		Null: "No timesheet entry and no crew assignment in scope, or no show." + perShowMoney,
		Compute: func(e *Env) Num {
			labour, perDiems := e.Fact("crew.labour_cost"), e.Fact("crew.per_diems")
			if labour == nil && perDiems == nil {
				return nil
			}
			return Div(Add(orZero(labour), orZero(perDiems)), e.Fact("shows.booked"))
		}},
}
