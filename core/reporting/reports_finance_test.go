package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// reportCase is a report built over facts, with the rows and totals it must
// print, in order.
type reportCase struct {
	name   string
	key    string
	facts  reporting.Facts
	args   reporting.Args
	today  kernel.Date
	rows   [][]string
	totals [][]string
}

// runReportCases builds each case's report and compares what it prints.
func runReportCases(t *testing.T, cases []reportCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, ok := reporting.Default.Report(c.key)
			if !ok {
				t.Fatalf("no report %s", c.key)
			}
			table := r.Build(reporting.NewSheet(&c.facts, c.args, c.today, reporting.Default))
			compareRows(t, "row", *r, table.Rows, c.rows)
			compareRows(t, "totals row", *r, table.Totals, c.totals)
		})
	}
}

func compareRows(t *testing.T, what string, r reporting.Report, got []reporting.Row, want [][]string) {
	t.Helper()
	if len(got) != len(want) {
		for _, row := range got {
			t.Logf("%s: %v", what, cells(r, row))
		}
		t.Fatalf("%d %ss, want %d", len(got), what, len(want))
	}
	for i, row := range got {
		if len(row) != len(r.Columns) {
			t.Fatalf("%s %d has %d cells for %d columns", what, i, len(row), len(r.Columns))
		}
		if g := cells(r, row); !equal(g, want[i]) {
			t.Errorf("%s %d = %v\n want %v", what, i, g, want[i])
		}
	}
}

// springTour is a pound tour: two pound shows settled and one in euros, signed
// with the lines a settlement keeps, and a show confirmed but not yet played.
func springTour() reporting.Facts {
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Names:    []reporting.NameFact{{Kind: reporting.NameVenue, ID: "v1", Name: "Roundhouse"}},
		Shows: []reporting.ShowFact{
			{Show: "s1", Project: "p1", Venue: "v1", Date: "2026-05-01", Status: records.ShowSettled, Currency: "GBP",
				Deal: records.Deal{Type: records.DealVersus, CommissionRate: 1500},
				Settlement: &reporting.SettlementFact{SettledOn: "2026-05-02", GrossBoxOffice: 1_000_000, FacilityFees: 20_000,
					TicketTax: 100_000, ShowExpenses: 300_000, PromoterProfit: 45_000, ArtistPayout: 500_000,
					Withholding: 50_000, Commission: 75_000, DepositsPaid: 200_000}},
			{Show: "s2", Project: "p1", Venue: "v2", Date: "2026-04-20", Status: records.ShowSettled, Currency: "EUR",
				Deal: records.Deal{Type: records.DealFlat, CommissionRate: 1000},
				Settlement: &reporting.SettlementFact{SettledOn: "2026-04-20", GrossBoxOffice: 500_000, ArtistPayout: 300_000,
					Commission: 30_000}},
			{Show: "s4", Project: "p1", Venue: "v1", Date: "2026-05-10", Status: records.ShowSettled, Currency: "GBP",
				Deal: records.Deal{Type: records.DealFlat, CommissionRate: 2000},
				Settlement: &reporting.SettlementFact{SettledOn: "2026-05-10", GrossBoxOffice: 100_000, ArtistPayout: 100_000,
					Commission: 20_000}},
			{Show: "s3", Project: "p1", Venue: "v1", Date: "2026-06-01", Status: records.ShowConfirmed, Currency: "GBP",
				Deal: records.Deal{Type: records.DealFlat, Guarantee: 400_000}},
		},
	}
}

func TestSettlementsAndCommissionsListTheSignedShows(t *testing.T) {
	runReportCases(t, []reportCase{
		{name: "the signed lines, with NBOR, balance due, net to artist and promoter net from records.Settlement",
			key: "settlement", facts: springTour(),
			rows: [][]string{
				{"show", "s2", "2026-04-20", "null", "null", "null", "2026-04-20", "EUR", "received", "500000", "0", "0", "500000", "0", "0", "300000", "0", "30000", "0", "300000", "270000", "200000"},
				{"show", "s1", "2026-05-01", "Roundhouse", "null", "null", "2026-05-02", "GBP", "received", "1000000", "20000", "100000", "880000", "300000", "45000", "500000", "50000", "75000", "200000", "250000", "375000", "80000"},
				{"show", "s4", "2026-05-10", "Roundhouse", "null", "null", "2026-05-10", "GBP", "received", "100000", "0", "0", "100000", "0", "0", "100000", "0", "20000", "0", "100000", "80000", "0"},
			},
			totals: [][]string{
				{"total", "null", "null", "null", "null", "null", "null", "EUR", "received", "500000", "0", "0", "500000", "0", "0", "300000", "0", "30000", "0", "300000", "270000", "200000"},
				{"total", "null", "null", "null", "null", "null", "null", "GBP", "received", "1100000", "20000", "100000", "980000", "300000", "45000", "600000", "50000", "95000", "200000", "350000", "455000", "80000"},
			}},
		{name: "the deal's rate beside the signed commission, and the effective rate in the totals",
			key: "commissions", facts: springTour(),
			rows: [][]string{
				{"show", "s2", "2026-04-20", "null", "null", "null", "EUR", "received", "300000", "10.00", "30000"},
				{"show", "s1", "2026-05-01", "Roundhouse", "null", "null", "GBP", "received", "500000", "15.00", "75000"},
				{"show", "s4", "2026-05-10", "Roundhouse", "null", "null", "GBP", "received", "100000", "20.00", "20000"},
			},
			totals: [][]string{
				{"total", "null", "null", "null", "null", "null", "EUR", "received", "300000", "10.00", "30000"},
				{"total", "null", "null", "null", "null", "null", "GBP", "received", "600000", "15.83", "95000"},
			}},
	})
}

// booked is springTour's confirmed show with merch and the tour's books: income
// and catering against it, travel for the tour, and a budget for travel and
// hotels.
func booked() reporting.Facts {
	money := func(show, person kernel.ID, flow reporting.Flow, category string, status records.ExpenseStatus, amount int64) reporting.MoneyFact {
		return reporting.MoneyFact{Project: "p1", Show: show, Person: person, Flow: flow, Category: category,
			Status: string(status), Month: "2026-05", Currency: "GBP", Amount: amount, Count: 1}
	}
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Names:    []reporting.NameFact{{Kind: reporting.NamePerson, ID: "u1", Name: "Ana"}},
		Shows: []reporting.ShowFact{{Show: "s3", Project: "p1", Venue: "v1", Date: "2026-05-05", Status: records.ShowConfirmed,
			Currency: "GBP", Allotment: 400, Sold: 300, Gross: 600_000, Potential: 800_000,
			MerchGross: 50_000, MerchTaxRate: 200_000, VenueMerchRate: 2500,
			Deal: records.Deal{Type: records.DealFlat, Guarantee: 400_000, ShowExpenses: 100_000}}},
		Money: []reporting.MoneyFact{
			money("s3", "", reporting.FlowIncome, string(records.IncomeGuarantee), "", 400_000),
			money("s3", "u1", reporting.FlowExpense, "catering", records.ExpenseApproved, 30_000),
			money("", "", reporting.FlowExpense, "travel", records.ExpensePending, 70_000),
			money("", "u1", reporting.FlowExpense, "travel", records.ExpenseRejected, 5_000),
		},
		Budget: []reporting.BudgetFact{{Project: "p1", Category: "travel", Amount: 100_000, Count: 1},
			{Project: "p1", Category: "hotels", Amount: 50_000, Count: 1}},
	}
}

func TestPnLAndCostReportsReadTheBooks(t *testing.T) {
	runReportCases(t, []reportCase{
		{name: "a show's P&L, projected, and the overheads tied to no show in a row of their own, labelled and last",
			key: "show_pnl", facts: booked(),
			rows: [][]string{
				{"show", "s3", "2026-05-05", "null", "null", "null", "GBP", "600000", "600000", "100000", "400000", "100000", "50000", "31250", "30000", "370000"},
				{"overheads", "null", "null", "null", "null", "null", "GBP", "null", "null", "null", "null", "null", "null", "null", "70000", "-70000"},
			},
			totals: [][]string{{"total", "null", "null", "null", "null", "null", "GBP", "600000", "600000", "100000", "400000", "100000", "50000", "31250", "100000", "300000"}}},
		{name: "the tour's P&L per project", key: "tour_pnl", facts: booked(),
			rows:   [][]string{{"p1", "Spring Tour", "GBP", "400000", "100000", "300000", "75.00", "1", "100000", "400000"}},
			totals: [][]string{{"null", "null", "GBP", "400000", "100000", "300000", "75.00", "1", "100000", "400000"}}},
		{name: "costs per category, rejected ones left out, with the budget used",
			key: "cost_by_category", facts: booked(),
			rows:   [][]string{{"catering", "GBP", "30000", "null"}, {"hotels", "GBP", "null", "0.00"}, {"travel", "GBP", "70000", "70.00"}},
			totals: [][]string{{"null", "GBP", "100000", "66.67"}}},
		{name: "costs per person, the office's without one", key: "expenses_by_person", facts: booked(),
			rows:   [][]string{{"null", "null", "GBP", "70000"}, {"u1", "Ana", "GBP", "30000"}},
			totals: [][]string{{"null", "null", "GBP", "100000"}}},
		{name: "budget against actual: unbudgeted, unspent and under budget",
			key: "budget_vs_actual", facts: booked(),
			rows: [][]string{
				{"p1", "Spring Tour", "catering", "GBP", "null", "30000", "null", "null", "null"},
				{"p1", "Spring Tour", "hotels", "GBP", "50000", "0", "-50000", "-100.00", "0.00"},
				{"p1", "Spring Tour", "travel", "GBP", "100000", "70000", "-30000", "-30.00", "70.00"},
			},
			totals: [][]string{{"null", "null", "null", "GBP", "150000", "100000", "-50000", "-33.33", "66.67"}}},
	})
}

func TestPerDiemsAndMerchSettlement(t *testing.T) {
	crew := reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p1", Name: "Spring Tour", Currency: "GBP"}},
		Names: []reporting.NameFact{{Kind: reporting.NamePerson, ID: "u2", Name: "Ben"},
			{Kind: reporting.NamePerson, ID: "u1", Name: "Ana"}},
		PerDiems: []reporting.PerDiemFact{
			{Assignment: "a2", Project: "p1", Person: "u2", Department: "Lighting", PerDiemRate: 2_500, Days: 4},
			{Assignment: "a1", Project: "p1", Person: "u1", Department: "Audio", PerDiemRate: 3_000, Days: 5},
		},
	}
	scan := int64(400)
	merch := reporting.Facts{Shows: []reporting.ShowFact{
		{Show: "m1", Date: "2026-05-05", Status: records.ShowConfirmed, Currency: "GBP", MerchGross: 50_000,
			MerchTaxRate: 200_000, VenueMerchRate: 2500, Scanned: &scan},
		{Show: "m2", Date: "2026-05-06", Status: records.ShowSettled, Currency: "GBP", MerchGross: 30_000},
		{Show: "m3", Date: "2026-05-07", Status: records.ShowHold, Currency: "GBP", MerchGross: 99_000},
	}}
	runReportCases(t, []reportCase{
		{name: "a row per assignment by person, rate × days", key: "per_diem", facts: crew,
			rows: [][]string{
				{"u1", "Ana", "p1", "Spring Tour", "Audio", "GBP", "5", "3000", "15000"},
				{"u2", "Ben", "p1", "Spring Tour", "Lighting", "GBP", "4", "2500", "10000"},
			},
			totals: [][]string{{"null", "null", "null", "null", "null", "GBP", "9", "null", "25000"}}},
		{name: "tax out of the gross, the venue's cut of the rest, per head only over the scan",
			key: "merch_settlement", facts: merch,
			rows: [][]string{
				{"show", "m1", "2026-05-05", "null", "null", "null", "GBP", "50000", "8333", "10417", "31250", "400", "125"},
				{"show", "m2", "2026-05-06", "null", "null", "null", "GBP", "30000", "0", "0", "30000", "null", "null"},
			},
			totals: [][]string{{"total", "null", "null", "null", "null", "null", "GBP", "80000", "8333", "10417", "61250", "400", "125"}}},
	})
}

// nothingToReport builds each report over no facts: no rows, no totals, no panic.
func nothingToReport(t *testing.T, keys ...string) {
	t.Helper()
	var cases []reportCase
	for _, key := range keys {
		cases = append(cases, reportCase{name: key + " over no facts", key: key, today: "2026-06-15"})
	}
	runReportCases(t, cases)
}

func TestFinanceReportsOverNoFactsAreEmpty(t *testing.T) {
	nothingToReport(t, "show_pnl", "tour_pnl", "settlement", "budget_vs_actual", "cost_by_category",
		"expenses_by_person", "per_diem", "payments_tracker", "receivables_aging", "invoice_register", "commissions",
		"cash_flow_forecast", "merch_settlement")
}
