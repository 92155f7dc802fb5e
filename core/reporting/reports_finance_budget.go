package reporting

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// budgetKeys are the KPIs budget against actual reads per project and category.
var budgetKeys = []string{"total_costs", "budget_variance", "budget_variance_percent", "budget_utilisation"}

// budgetVsActualReport sets each project's budget lines against its cost
// expenses, category by category: the budget KPIs, with the budget beside them.
var budgetVsActualReport = Report{
	Key: "budget_vs_actual", Title: "Budget vs actual", Category: "finance",
	Description: "Per project and cost category, in the project's home currency: the budget, the actual cost " +
		"expenses (pending ones included, rejected ones not), the variance (positive when over budget), the " +
		"variance as a share of the budget and how much of it is used. A category spent without a budget has " +
		"a null budget; one budgeted with nothing spent is all unspent, its actual 0. A budget has no date: in a " +
		"scope with from or to it counts only when the range contains its project's whole span, else the row " +
		"has a null budget. Totals per currency over the scope.",
	Families: FamilyProjects | FamilyMoney | FamilyBudget,
	Columns: slices.Concat(groupColumns[ByProject], []Column{
		textColumn("category", "Category"), textColumn("currency", "Currency"), moneyColumn("budget", "Budget"),
		moneyColumn("actual", "Actual"), moneyColumn("variance", "Variance"),
		numberColumn("variance_percent", "Variance %", UnitPercent),
		numberColumn("utilisation", "Utilisation", UnitPercent),
	}),
	Build: buildBudgetVsActual,
}

func buildBudgetVsActual(s *Sheet) Table {
	budget := map[[2]string]int64{} // by project and category
	byCurrency := map[string]int64{}
	for _, b := range budgetsIn(s.Facts.Budget, s.Facts.Projects, s.Scope) {
		budget[[2]string{string(b.Project), b.Category}] += b.Amount
		byCurrency[s.Home(b.Project)] += b.Amount
	}
	budgetCell := func(sum int64, ok bool) any {
		if !ok {
			return nil
		}
		return Int(sum)
	}
	req := Request{Keys: budgetKeys, GroupBy: []Dimension{ByProject, ByCategory, ByCurrency}, Args: s.Args, Today: s.Today,
		Scope: s.Scope}
	var t Table
	values := s.Catalog.Resolve(s.Facts, req)
	for i := 0; i+len(budgetKeys) <= len(values); i += len(budgetKeys) {
		g := values[i].Group
		project, category := kernel.ID(g[ByProject]), g[ByCategory]
		sum, ok := budget[[2]string{string(project), category}]
		row := Row{string(project), nullable(s.projectName(project)), category, g[ByCurrency], budgetCell(sum, ok)}
		empty := !ok
		for j, v := range values[i : i+len(budgetKeys)] {
			row = append(row, actualCell(j, v.Value, ok))
			empty = empty && v.Value == nil
		}
		if empty {
			continue // only rejected expenses: nothing budgeted or spent
		}
		t.Add(row, kernel.Cursor{Keys: []string{s.projectName(project), string(project), category}, ID: project})
	}
	t.Sort()
	req.GroupBy = []Dimension{ByCurrency}
	totals := s.Catalog.Resolve(s.Facts, req)
	for i := 0; i+len(budgetKeys) <= len(totals); i += len(budgetKeys) {
		cur := totals[i].Group[ByCurrency]
		sum, ok := byCurrency[cur]
		row := Row{nil, nil, nil, cur, budgetCell(sum, ok)}
		empty := !ok
		for j, v := range totals[i : i+len(budgetKeys)] {
			row = append(row, actualCell(j, v.Value, ok))
			empty = empty && v.Value == nil
		}
		if !empty {
			t.Totals = append(t.Totals, row)
		}
	}
	return t
}

// actualCell is the j-th budget KPI's cell: the actual (total_costs, the first)
// of a budgeted category with nothing spent is 0, not null, so that a variance
// and a percentage are never printed beside a null actual.
func actualCell(j int, v Num, budgeted bool) any {
	if j == 0 && budgeted {
		return numCell(orZero(v))
	}
	return numCell(v)
}

// perDiemReport is the per diem sheet: what each crew assignment draws.
var perDiemReport = Report{
	Key: "per_diem", Title: "Per diems", Category: "finance", Long: true,
	Description: "A row per crew assignment: the person, their department, the days of the assignment inside the " +
		"scope's range, the daily per diem rate and what it comes to, in the project's home currency, the sheet " +
		"a tour manager pays the daily allowances from; totals per currency.",
	Families: FamilyProjects | FamilyPerDiems | FamilyNames,
	Columns: slices.Concat(groupColumns[ByPerson], groupColumns[ByProject], []Column{
		textColumn("department", "Department"), textColumn("currency", "Currency"),
		numberColumn("days", "Days", UnitCount), moneyColumn("per_diem_rate", "Per diem rate"),
		moneyColumn("per_diem_total", "Per diem total"),
	}),
	Build: buildPerDiems,
}

func buildPerDiems(s *Sheet) Table {
	var t Table
	totals := currencyTotals{}
	for _, f := range s.Facts.PerDiems {
		person, project := s.name(NamePerson, f.Person).Name, s.projectName(f.Project)
		cur, total := s.Home(f.Project), f.PerDiemRate*f.Days
		t.Add(Row{string(f.Person), nullable(person), string(f.Project), nullable(project), nullable(f.Department),
			nullable(cur), Int(f.Days), Int(f.PerDiemRate), Int(total)},
			kernel.Cursor{Keys: []string{person, string(f.Person), project, f.Department}, ID: f.Assignment})
		totals.add(cur, f.Days, total)
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		return Row{nil, nil, nil, nil, nil, nullable(cur), Int(sums[0]), nil, Int(sums[1])}
	})
	return t
}
