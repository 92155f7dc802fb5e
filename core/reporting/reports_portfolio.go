package reporting

import (
	"fmt"
	"maps"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// portfolioReports look across projects: the projects with their ids and
// results, venues compared, months compared, and every KPI at once.
var portfolioReports = []ReportSpec{
	{Report: projectsOverviewReport},
	{Report: Report{Key: "venue_performance", Title: "Venue performance", Category: "portfolio", Long: true,
		Description: "Per venue, the shows played, tickets sold, sell-through, gross and average ticket price, to " +
			"compare rooms when routing the next tour; a venue with shows in two currencies has a row per currency."},
		Table: &KPITable{By: byVenue, Keys: []string{"shows", "tickets_sold", "sell_through", "gross",
			"average_ticket_price"}}},
	{Report: Report{Key: "period_over_period", Title: "Period over period", Category: "portfolio",
		Description: "Per month and currency, tickets sold and gross by show date, and total revenue, total costs " +
			"and net profit from the books in the projects' home currencies by date received or incurred, to set " +
			"one month against another; narrow it with from and to."},
		Table: &KPITable{By: []Dimension{ByMonth}, Keys: []string{"tickets_sold", "gross", "total_revenue",
			"total_costs", "net_profit"}}},
	{Report: kpiSnapshotReport},
}

// overviewKeys are the KPIs the projects overview shows per project.
var overviewKeys = []string{"shows", "total_revenue", "net_profit"}

// projectsOverviewReport lists the projects of the scope with their ids.
var projectsOverviewReport = Report{
	Key: "projects_overview", Title: "Projects overview", Category: "portfolio",
	Description: "Every project of the scope by name, with the id the other reports and queries take as " +
		"project_id, its code, kind, status, dates and home currency, the confirmed and settled shows, and its " +
		"total revenue and net profit in the home currency (null without books); totals per home currency.",
	Families: FamilyProjects | FamilyShows | FamilyMoney,
	Columns: slices.Concat(groupColumns[ByProject], []Column{
		textColumn("code", "Code"), textColumn("kind", "Kind"), textColumn("status", "Status"),
		dateColumn("starts_on", "Starts on"), dateColumn("ends_on", "Ends on"), textColumn("currency", "Currency"),
		numberColumn("shows", "Shows", UnitCount), moneyColumn("total_revenue", "Total revenue"),
		moneyColumn("net_profit", "Net profit"),
	}),
	Build: buildProjectsOverview,
}

func buildProjectsOverview(s *Sheet) Table {
	req := Request{Keys: overviewKeys, GroupBy: []Dimension{ByProject}, Args: s.Args, Today: s.Today, Scope: s.Scope}
	values := map[kernel.ID][]Num{}
	for _, v := range s.Catalog.Resolve(s.Facts, req) {
		id := kernel.ID(v.Group[ByProject])
		values[id] = append(values[id], v.Value)
	}
	var t Table
	totals := map[string][]Num{}
	for _, p := range s.Facts.Projects {
		cells := values[p.Project]
		if len(cells) != len(overviewKeys) {
			cells = make([]Num, len(overviewKeys)) // no show and no books: every value null
		}
		row := Row{string(p.Project), p.Name, nullable(p.Code), string(p.Kind), string(p.Status),
			nullable(string(p.StartsOn)), nullable(string(p.EndsOn)), p.Currency}
		for i, n := range cells {
			row = append(row, numCell(n))
			if totals[p.Currency] == nil {
				totals[p.Currency] = make([]Num, len(overviewKeys))
			}
			totals[p.Currency][i] = addKnown(totals[p.Currency][i], n)
		}
		t.Add(row, kernel.Cursor{Keys: []string{p.Name}, ID: p.Project})
	}
	t.Sort()
	for _, cur := range slices.Sorted(maps.Keys(totals)) {
		row := append(Row(nullCells(7)), cur)
		for _, n := range totals[cur] {
			row = append(row, numCell(n))
		}
		t.Totals = append(t.Totals, row)
	}
	return t
}

// addKnown adds two values of which either may be null: null only when both are.
func addKnown(a, b Num) Num {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return Add(a, b)
}

// kpiSnapshotReport is every KPI of the catalog over the scope, one row each.
var kpiSnapshotReport = Report{
	Key: "kpi_snapshot", Title: "KPI snapshot", Category: "portfolio", Params: measureParams(),
	Description: "Every KPI of the catalog, in catalog order, with its value over the scope: a row per currency " +
		"for a money KPI, one null row without currency where nothing backs it. The value is rounded to the " +
		"places of the row's unit (money in minor units of its currency); take it to compare a tour against " +
		"another, or save it as a snapshot.",
	Families: AllFamilies,
	Columns: []Column{
		textColumn("key", "Key"), textColumn("name", "Name"), textColumn("kpi_category", "KPI category"),
		textColumn("unit", "Unit"), textColumn("currency", "Currency"), numberColumn("value", "Value", ""),
	},
	Build: buildKPISnapshot,
}

func buildKPISnapshot(s *Sheet) Table {
	kpis := s.Catalog.KPIs()
	order := map[string]int{}
	keys := make([]string, len(kpis))
	for i, k := range kpis {
		order[k.Key], keys[i] = i, k.Key
	}
	var t Table
	for _, v := range s.Catalog.Resolve(s.Facts, Request{Keys: keys, Args: s.Args, Today: s.Today, Scope: s.Scope}) {
		k := kpis[order[v.Key]]
		t.Add(Row{k.Key, k.Name, k.Category, string(k.Unit), nullable(v.Currency), numCell(v.Value)},
			kernel.Cursor{Keys: []string{fmt.Sprintf("%04d", order[v.Key]), v.Currency}})
	}
	t.Sort()
	return t
}

// measureParams returns every parameter a measure honours, sorted: the
// parameters some KPI accepts, and so the ones a snapshot of them all takes.
func measureParams() []string {
	var params []string
	for _, m := range slices.Concat(measureSlices...) {
		params = append(params, m.Params...)
	}
	slices.Sort(params)
	return slices.Compact(params)
}
