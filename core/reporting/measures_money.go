package reporting

import "github.com/roadcase/roadcase/core/records"

// homeSum adds up value over rows, each converted once into its project's home
// currency at the rate it was booked at (records.InHome). A row whose currency
// cannot be converted (an unknown code) is left out, as the record's own
// validation refuses it; nil when no row is left.
func homeSum(p *Part, rows []MoneyFact, value func(MoneyFact) int64) Num {
	var sum int64
	found := false
	for _, f := range rows {
		v, err := records.InHome(value(f), f.Currency, f.Rate, p.Home(f.Project))
		if err != nil {
			continue
		}
		sum, found = sum+v, true
	}
	if !found {
		return nil
	}
	return Int(sum)
}

// income is the part's income lines, of the request's income_kind if it gave one.
func income(p *Part, filtered bool) []MoneyFact {
	kind := p.Args["income_kind"]
	return Where(p.Money, func(f MoneyFact) bool {
		return f.Flow == FlowIncome && (!filtered || kind == "" || f.Category == kind)
	})
}

// costs is the part's expenses that are costs of the tour (records.Expense.
// IsTourCost: every one but the rejected and the tax withheld for the artist), of
// the request's category if it gave one, matched by records.CategoryKey.
func costs(p *Part, filtered bool) []MoneyFact {
	category := records.CategoryKey(p.Args["category"])
	return Where(p.Money, func(f MoneyFact) bool {
		cost := records.Expense{Status: records.ExpenseStatus(f.Status), Category: f.Category}.IsTourCost()
		return f.Flow == FlowExpense && cost && (!filtered || category == "" || f.Category == category)
	})
}

func amount(f MoneyFact) int64 { return f.Amount }

// moneyMeasures are the tour's books (income lines, cost expenses and budget
// lines) and its crew costs, in each project's home currency.
var moneyMeasures = []Measure{
	{Key: "income.amount", Description: "Σ income lines in the home currency, of income_kind if given.",
		Unit: UnitMoney, Families: FamilyMoney, Params: []string{"income_kind"},
		Sum: func(p *Part) Num { return homeSum(p, income(p, true), amount) }},
	{Key: "income.all", Description: "Σ every income line in the home currency.",
		Unit: UnitMoney, Families: FamilyMoney,
		Sum: func(p *Part) Num { return homeSum(p, income(p, false), amount) }},
	{Key: "income.sponsorship", Description: "Σ sponsorship income lines in the home currency; 0 when there is income but none of it is sponsorship.",
		Unit: UnitMoney, Families: FamilyMoney, Sum: func(p *Part) Num {
			return homeSum(p, income(p, false), func(f MoneyFact) int64 {
				if f.Category != string(records.IncomeSponsorship) {
					return 0
				}
				return f.Amount
			})
		}},
	{Key: "costs.amount", Description: "Σ expenses that are costs (all but rejected) in the home currency, of category if given.",
		Unit: UnitMoney, Families: FamilyMoney, Params: []string{"category"},
		Sum: func(p *Part) Num { return homeSum(p, costs(p, true), amount) }},
	{Key: "costs.all", Description: "Σ every expense that is a cost (all but rejected) in the home currency.",
		Unit: UnitMoney, Families: FamilyMoney,
		Sum: func(p *Part) Num { return homeSum(p, costs(p, false), amount) }},
	{Key: "budget.amount", Description: "Σ budget lines in the home currency, of category if given; in a scope with dates, only of the projects whose whole span the range contains.",
		Unit: UnitMoney, Families: FamilyBudget, Params: []string{"category"}, Sum: func(p *Part) Num {
			category := records.CategoryKey(p.Args["category"])
			counted := budgetsIn(p.Budget, p.Projects, p.Scope)
			return SumOf(Where(counted, func(b BudgetFact) bool { return category == "" || b.Category == category }),
				func(b BudgetFact) int64 { return b.Amount })
		}},
	{Key: "crew.labour_cost", Description: "Σ day rate × days engaged over the crew assignments (records.EngagementPay, the days inside the scope's range) + Σ timesheet overtime at 1.5 × (records.OvertimeCost), every status.",
		Unit: UnitMoney, Families: FamilyLabour | FamilyPerDiems,
		Sum: func(p *Part) Num { return addKnown(SumOf(p.PerDiems, engagementPay), SumOf(p.Labour, overtimeCost)) }},
	{Key: "crew.per_diems", Description: "Σ per diem rate × days, over the crew assignments.",
		Unit: UnitMoney, Families: FamilyPerDiems,
		Sum: func(p *Part) Num {
			return SumOf(p.PerDiems, func(f PerDiemFact) int64 { return f.PerDiemRate * f.Days })
		}},
	{Key: "projects.days", Description: "Σ days each project spans, first and last included (records.Project.Days), over projects with both dates.",
		Unit: UnitDays, Families: FamilyProjects, Sum: func(p *Part) Num {
			dated := Where(p.Projects, func(f ProjectFact) bool { return projectDays(f) > 0 })
			return SumOf(dated, projectDays)
		}},
}

// engagementPay is what a crew assignment pays at its day rate over its days in
// the scope (records.EngagementPay): touring crew are paid for every day
// engaged, travel and days off included, whether or not a timesheet records it.
func engagementPay(f PerDiemFact) int64 { return records.EngagementPay(f.DayRate, f.Days) }

// overtimeCost is what a row of timesheet entries adds to the engagement: each
// of its Days (entries with time worked) pays the row's overtime at 1.5 × by
// records.OvertimeCost, rounded once per entry.
func overtimeCost(f LabourFact) int64 {
	day := records.TimesheetEntry{Minutes: 1, OvertimeMinutes: int(f.OvertimeMinutes)}
	return f.Days * records.OvertimeCost(day, f.DayRate)
}

func projectDays(f ProjectFact) int64 {
	return records.Project{StartsOn: f.StartsOn, EndsOn: f.EndsOn}.Days()
}
