package reporting_test

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

func TestPortfolioReports(t *testing.T) {
	projects := reporting.Facts{
		Projects: []reporting.ProjectFact{
			{Project: "p1", Name: "Spring Tour", Code: "ST26", Kind: records.ProjectTour, Status: records.ProjectConfirmed,
				Currency: "GBP", StartsOn: "2026-05-01", EndsOn: "2026-06-30"},
			{Project: "p2", Name: "Autumn", Kind: records.ProjectFestival, Status: records.ProjectPlanning, Currency: "EUR"},
		},
		Shows: []reporting.ShowFact{
			{Show: "s1", Project: "p1", Date: "2026-05-02", Status: records.ShowConfirmed, Currency: "GBP"},
			{Show: "s2", Project: "p1", Date: "2026-05-03", Status: records.ShowSettled, Currency: "GBP"},
			{Show: "s3", Project: "p1", Date: "2026-05-04", Status: records.ShowHold, Currency: "GBP"},
		},
		Money: []reporting.MoneyFact{
			{Project: "p1", Flow: reporting.FlowIncome, Category: "fee", Month: "2026-05", Currency: "GBP", Amount: 400_000, Count: 1},
			{Project: "p1", Flow: reporting.FlowExpense, Category: "travel", Status: "paid", Month: "2026-05", Currency: "GBP", Amount: 100_000, Count: 1},
		},
	}
	runReportCases(t, []reportCase{
		{name: "every project by name with its id, a project without facts all null", key: "projects_overview", facts: projects,
			rows: [][]string{
				{"p2", "Autumn", "null", "festival", "planning", "null", "null", "EUR", "null", "null", "null"},
				{"p1", "Spring Tour", "ST26", "tour", "confirmed", "2026-05-01", "2026-06-30", "GBP", "2", "400000", "300000"},
			},
			totals: [][]string{
				{"null", "null", "null", "null", "null", "null", "null", "EUR", "null", "null", "null"},
				{"null", "null", "null", "null", "null", "null", "null", "GBP", "2", "400000", "300000"},
			}},
		{name: "per venue and currency, the cancelled show left out", key: "venue_performance", facts: boxOffice(),
			rows: [][]string{
				{"v1", "null", "null", "null", "GBP", "1", "900", "94.74", "2700000", "3000"},
				{"v2", "null", "null", "null", "GBP", "1", "100", "20.00", "250000", "2500"},
				{"v3", "null", "null", "null", "EUR", "1", "0", "0.00", "0", "null"},
			},
			totals: [][]string{
				{"null", "null", "null", "null", "EUR", "1", "0", "0.00", "0", "null"},
				{"null", "null", "null", "null", "GBP", "2", "1000", "68.97", "2950000", "2950"},
			}},
		{name: "per month and currency, tickets by show date and the books by month", key: "period_over_period", facts: func() reporting.Facts {
			f := boxOffice()
			f.Money = slices.Clone(projects.Money)
			f.Money[0].Project, f.Money[1].Project = "p-uk", "p-uk"
			return f
		}(),
			rows: [][]string{
				{"2026-05", "GBP", "900", "2700000", "400000", "100000", "300000"},
				{"2026-06", "EUR", "0", "0", "null", "null", "null"},
				{"2026-06", "GBP", "100", "250000", "null", "null", "null"},
			},
			totals: [][]string{
				{"null", "EUR", "0", "0", "null", "null", "null"},
				{"null", "GBP", "1000", "2950000", "400000", "100000", "300000"},
			}},
	})
	nothingToReport(t, "projects_overview", "venue_performance", "period_over_period")
}

func TestTheKPISnapshotHasEveryKPIInCatalogOrder(t *testing.T) {
	r, _ := reporting.Default.Report("kpi_snapshot")
	kpis := reporting.Default.KPIs()
	empty := r.Build(reporting.NewSheet(&reporting.Facts{}, reporting.Args{}, "2026-06-15", reporting.Default))
	if len(empty.Rows) != len(kpis) {
		t.Fatalf("%d rows over no facts, want one null row per KPI (%d)", len(empty.Rows), len(kpis))
	}
	for i, row := range empty.Rows {
		if got := cells(*r, row); got[0] != kpis[i].Key || got[3] != string(kpis[i].Unit) || got[5] != "null" {
			t.Errorf("row %d = %v, want %s null", i, got, kpis[i].Key)
		}
	}
	f := boxOffice()
	full := r.Build(reporting.NewSheet(&f, reporting.Args{}, "2026-06-15", reporting.Default))
	var gross [][]string
	for _, row := range full.Rows {
		if c := cells(*r, row); c[0] == "gross" {
			gross = append(gross, c)
		}
	}
	want := [][]string{{"gross", "Gross", "box_office", "money", "EUR", "0.00"}, {"gross", "Gross", "box_office", "money", "GBP", "2950000.00"}}
	if len(gross) != 2 || !equal(gross[0], want[0]) || !equal(gross[1], want[1]) {
		t.Errorf("gross rows = %v, want one per currency %v", gross, want)
	}
	if first := cells(*r, full.Rows[0]); first[0] != kpis[0].Key {
		t.Errorf("first row is %s, want the catalog's first KPI %s", first[0], kpis[0].Key)
	}
}
