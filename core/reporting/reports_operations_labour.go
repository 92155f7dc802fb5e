package reporting

import (
	"maps"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// timesheetsReport is each person's time and what it costs.
var timesheetsReport = Report{
	Key: "timesheets", Title: "Timesheets", Category: "operations", Long: true,
	Description: "Per person by name, over the timesheet entries of the scope whatever their status and the " +
		"crew assignments overlapping it: the days worked (entries with any time), crew hours (regular and " +
		"overtime) and overtime hours, and the labour cost: the day rate for every day engaged inside the scope " +
		"(records.EngagementPay) plus the overtime at 1.5 × the day rate of their earliest assignment on the " +
		"project (records.OvertimeCost), in the project's home currency; totals per currency. What payroll is run from.",
	Families: FamilyLabour | FamilyPerDiems | FamilyProjects | FamilyNames,
	Columns:  slices.Concat(groupColumns[ByPerson], groupColumns[ByCurrency], labourColumns),
	Build:    buildTimesheets,
}

func buildTimesheets(s *Sheet) Table {
	type key struct {
		person   kernel.ID
		currency string
	}
	rows, totals := map[key]*labour{}, map[string]*labour{}
	// both returns the person's row and the currency's total of k, made on first use.
	both := func(k key) (row, total *labour) {
		if rows[k] == nil {
			rows[k] = &labour{}
		}
		if totals[k.currency] == nil {
			totals[k.currency] = &labour{}
		}
		return rows[k], totals[k.currency]
	}
	for _, f := range s.Facts.Labour {
		row, total := both(key{f.Person, s.Home(f.Project)})
		row.add(f)
		total.add(f)
	}
	for _, f := range s.Facts.PerDiems {
		row, total := both(key{f.Person, s.Home(f.Project)})
		row.engage(f)
		total.engage(f)
	}
	var t Table
	for k, l := range rows {
		name := s.name(NamePerson, k.person).Name
		t.Add(slices.Concat(Row{string(k.person), nullable(name), nullable(k.currency)}, l.cells()),
			kernel.Cursor{Keys: []string{strings.ToLower(name), string(k.person), k.currency}})
	}
	t.Sort()
	for _, cur := range slices.Sorted(maps.Keys(totals)) {
		t.Totals = append(t.Totals, slices.Concat(Row{nil, nil, nullable(cur)}, totals[cur].cells()))
	}
	return t
}

// labourCostReport is what the crew costs per show.
var labourCostReport = Report{
	Key: "labour_cost", Title: "Labour cost", Category: "operations", Long: true,
	Description: "Per show by date, the crew's timesheet days, crew hours (regular and overtime), overtime hours " +
		"and the overtime's cost (records.OvertimeCost, every status) in the project's home currency. The day " +
		"rates pay every day of the crew's engagements (records.EngagementPay), show days or not, so they, and " +
		"time not tied to a show, make the row without a show (row_kind overheads, after the shows). Per diems " +
		"belong to assignments, not shows, so they are in the totals row per currency only, with the crew cost, " +
		"labour plus per diems.",
	Families: FamilyLabour | FamilyPerDiems | FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, groupColumns[ByCurrency], labourColumns,
		[]Column{moneyColumn("per_diem_total", "Per diems"), moneyColumn("crew_cost", "Crew cost")}),
	Build: buildLabourCost,
}

func buildLabourCost(s *Sheet) Table {
	type key struct {
		show     kernel.ID
		currency string
	}
	rows, totals := map[key]*labour{}, map[string]*labour{}
	perDiems := map[string]int64{}
	for _, f := range s.Facts.Labour {
		k := key{f.Show, s.Home(f.Project)}
		if rows[k] == nil {
			rows[k] = &labour{}
		}
		if totals[k.currency] == nil {
			totals[k.currency] = &labour{}
		}
		rows[k].add(f)
		totals[k.currency].add(f)
	}
	for _, f := range s.Facts.PerDiems {
		k := key{"", s.Home(f.Project)}
		if rows[k] == nil {
			rows[k] = &labour{}
		}
		if totals[k.currency] == nil {
			totals[k.currency] = &labour{}
		}
		rows[k].engage(f)
		totals[k.currency].engage(f)
		perDiems[k.currency] += f.PerDiemRate * f.Days
	}
	var t Table
	for k, l := range rows {
		date := s.sortKey(ByShow, string(k.show))
		t.Add(slices.Concat(s.showCells(k.show), Row{nullable(k.currency)}, l.cells(), Row{nil, nil}),
			kernel.Cursor{Keys: []string{date, string(k.show), k.currency}})
	}
	t.Sort()
	currencies := slices.Sorted(maps.Keys(totals))
	for cur := range perDiems {
		if totals[cur] == nil {
			currencies = append(currencies, cur)
		}
	}
	slices.Sort(currencies)
	for _, cur := range currencies {
		labourCells, cost := []any{nil, nil, nil, nil}, int64(0)
		if l := totals[cur]; l != nil {
			labourCells, cost = l.cells(), l.cost
		}
		var diems any
		if d, ok := perDiems[cur]; ok {
			diems = Int(d)
		}
		t.Totals = append(t.Totals, slices.Concat(nullCells(len(showColumns)), Row{nullable(cur)}, labourCells,
			Row{diems, Int(cost + perDiems[cur])}))
	}
	return t
}
