package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// expense is a cost booked against a project in cur at rate.
func expense(project kernel.ID, category string, status records.ExpenseStatus, cur string, rate kernel.Rate, amount int64) reporting.MoneyFact {
	return reporting.MoneyFact{Project: project, Flow: reporting.FlowExpense, Category: records.CategoryKey(category),
		Status: string(status), Month: "2026-03", Currency: cur, Rate: rate, Amount: amount, Count: 1}
}

// tour is a euro tour of 49 days with two shows on sale and a hold, €10,000 of
// income (£1,000 of it sponsorship) against €5,117.32 of costs (£100 of travel
// at 1.1732; a rejected €500 is no cost) and a €5,000 budget; a pound tour with
// one show and £1,000 of travel; a krona project whose shows are all in euros
// elsewhere, so it has costs and no show of its currency.
func tour() reporting.Facts {
	scanned := int64(400)
	eur := func(id kernel.ID, status records.ShowStatus, scan *int64) reporting.ShowFact {
		return reporting.ShowFact{Show: id, Project: "p-eu", Venue: "v1", Date: "2026-03-10", Status: status, Currency: "EUR", Scanned: scan}
	}
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p-eu", Currency: "EUR", StartsOn: "2026-02-16", EndsOn: "2026-04-05"},
			{Project: "p-uk", Currency: "GBP"}, {Project: "p-se", Currency: "SEK"}},
		Shows: []reporting.ShowFact{eur("e1", records.ShowConfirmed, &scanned), eur("e2", records.ShowSettled, nil),
			eur("e3", records.ShowHold, nil),
			{Show: "u1", Project: "p-uk", Venue: "v2", Date: "2026-03-11", Status: records.ShowConfirmed, Currency: "GBP"}},
		Money: []reporting.MoneyFact{
			incomeLine(records.IncomeSponsorship, "GBP", gbpToEUR, 100_000),
			incomeLine(records.IncomeTicketing, "EUR", 0, 882_680),
			expense("p-eu", "Catering", records.ExpenseApproved, "EUR", 0, 200_000),
			expense("p-eu", "Hotels", records.ExpensePending, "EUR", 0, 300_000),
			expense("p-eu", "Catering", records.ExpenseRejected, "EUR", 0, 50_000),
			expense("p-eu", "Travel", records.ExpensePaid, "GBP", gbpToEUR, 10_000),
			expense("p-uk", "Travel", records.ExpenseApproved, "GBP", 0, 100_000),
			expense("p-se", "Travel", records.ExpenseApproved, "SEK", 0, 1_000_000),
		},
		Budget: []reporting.BudgetFact{{Project: "p-eu", Category: "catering", Amount: 250_000, Count: 1},
			{Project: "p-eu", Category: "hotels", Amount: 250_000, Count: 1}},
		// €380 a day with two hours' overtime twice, €350 a day three times (a
		// fourth entry without time costs nothing); per diems of 49 days at €35 and
		// 10 at €50.
		Labour: []reporting.LabourFact{
			{Project: "p-eu", Person: "ada", Month: "2026-03", DayRate: 38_000, OvertimeMinutes: 120, Entries: 2, Days: 2, Minutes: 1440},
			{Project: "p-eu", Person: "marco", Month: "2026-03", DayRate: 35_000, Entries: 4, Days: 3, Minutes: 2160},
		},
		PerDiems: []reporting.PerDiemFact{{Assignment: "a1", Project: "p-eu", Person: "ada", DayRate: 38_000, PerDiemRate: 3500, Days: 49},
			{Assignment: "a2", Project: "p-eu", Person: "marco", DayRate: 35_000, PerDiemRate: 5000, Days: 10}},
	}
}

func TestPnLKPIs(t *testing.T) {
	unspent := tour()
	unspent.Budget = []reporting.BudgetFact{{Project: "p-eu", Category: "marketing", Amount: 100_000, Count: 1}}
	undated := tour()
	undated.Projects[0].StartsOn = ""
	catering := reporting.Args{"category": "CATERING"}
	runKPICases(t, []kpiCase{
		{name: "confirmed and settled, across currencies", facts: tour(), key: "shows", want: []string{" 3"}},
		{name: "income per home currency", facts: tour(), key: "total_revenue", want: []string{"EUR 1000000", "GBP null", "SEK null"}},
		{name: "of one kind", facts: tour(), key: "total_revenue", args: reporting.Args{"income_kind": "sponsorship"},
			want: []string{"EUR 117320", "GBP null", "SEK null"}},
		{name: "costs, pending in and rejected out", facts: tour(), key: "total_costs", want: []string{"EUR 511732", "GBP 100000", "SEK 1000000"}},
		{name: "of one category, however spelled", facts: tour(), key: "total_costs", args: catering,
			want: []string{"EUR 200000", "GBP null", "SEK null"}},
		{name: "revenue less costs, a loss without income", facts: tour(), key: "net_profit",
			want: []string{"EUR 488268", "GBP -100000", "SEK -1000000"}},
		{name: "over revenue", facts: tour(), key: "net_margin", want: []string{"EUR 48.83", "GBP null", "SEK null"}},
		{name: "no shows in the home currency is null", facts: tour(), key: "cost_per_show",
			want: []string{"EUR 255866", "GBP 100000", "SEK null"}},
		{name: "over the shows on sale", facts: tour(), key: "revenue_per_show", want: []string{"EUR 500000", "GBP null", "SEK null"}},
		{name: "over the scanned heads", facts: tour(), key: "cost_per_attendee", want: []string{"EUR 1279", "GBP null", "SEK null"}},
		{name: "over budget", facts: tour(), key: "budget_variance", want: []string{"EUR 11732", "GBP null", "SEK null"}},
		{name: "a category under budget", facts: tour(), key: "budget_variance", args: catering,
			want: []string{"EUR -50000", "GBP null", "SEK null"}},
		{name: "nothing spent is all under budget", facts: unspent, key: "budget_variance", args: reporting.Args{"category": "marketing"},
			want: []string{"EUR -100000", "GBP null", "SEK null"}},
		{name: "as a share of the budget", facts: tour(), key: "budget_variance_percent", args: catering,
			want: []string{"EUR -20.00", "GBP null", "SEK null"}},
		{name: "actual over budget", facts: tour(), key: "budget_utilisation", want: []string{"EUR 102.35", "GBP null", "SEK null"}},
		{name: "nothing spent uses none", facts: unspent, key: "budget_utilisation", args: reporting.Args{"category": "marketing"},
			want: []string{"EUR 0.00", "GBP null", "SEK null"}},
		{name: "rate × days", facts: tour(), key: "per_diem_total", want: []string{"EUR 221500"}},
		// Labour: 49 × €380 + 10 × €350 engaged, plus 2 × 2 hours' overtime at
		// €47.50 = €22,310.00; per diems 49 × €35 + 10 × €50 = €2,215.00.
		{name: "(€22,310 labour + €2,215 per diems) ÷ 2 shows", facts: tour(), key: "crew_cost_per_show", want: []string{"EUR 1226250"}},
		{name: "3 shows in 49 tour days", facts: tour(), key: "show_day_ratio", want: []string{" 0.0612"}},
		{name: "no dated project is null", facts: undated, key: "show_day_ratio", want: []string{" null"}},
	})
}

// abroad is a euro tour of three shows on sale, one in Stockholm in kronor, with
// €9,000 of costs, €12,000 of income, 500 scanned in Berlin and 250 in
// Stockholm; and a pound project whose only show is in euros.
func abroad() reporting.Facts {
	scan := func(n int64) *int64 { return &n }
	return reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: "p-eu", Currency: "EUR"}, {Project: "p-uk", Currency: "GBP"}},
		Shows: []reporting.ShowFact{
			{Show: "ber", Project: "p-eu", Date: "2026-03-10", Status: records.ShowSettled, Currency: "EUR", Scanned: scan(500)},
			{Show: "sto", Project: "p-eu", Date: "2026-03-12", Status: records.ShowSettled, Currency: "SEK", Scanned: scan(250)},
			{Show: "ams", Project: "p-eu", Date: "2026-03-14", Status: records.ShowConfirmed, Currency: "EUR"},
			{Show: "dub", Project: "p-uk", Date: "2026-03-16", Status: records.ShowConfirmed, Currency: "EUR", Scanned: scan(1000)},
		},
		Money: []reporting.MoneyFact{
			expense("p-eu", "Travel", records.ExpenseApproved, "EUR", 0, 900_000),
			incomeLine(records.IncomeTicketing, "EUR", 0, 1_200_000),
			expense("p-uk", "Travel", records.ExpenseApproved, "GBP", 0, 100_000),
		},
	}
}

// TestPerShowFiguresDivideByTheShowsTheyCover holds the per-show figures of a
// tour's books to every show of the projects whose books they sum, whatever
// currency each show is contracted in: €9,000 ÷ 3 shows = €3,000 (not ÷ 2 euro
// shows), €12,000 ÷ 3 = €4,000, €9,000 ÷ 750 heads = €12.00; the pound project's
// £1,000 over its one show (in euros) and its 1,000 heads.
func TestPerShowFiguresDivideByTheShowsTheyCover(t *testing.T) {
	runKPICases(t, []kpiCase{
		{name: "costs over the tour's three shows", facts: abroad(), key: "cost_per_show", want: []string{"EUR 300000", "GBP 100000"}},
		{name: "income over the tour's three shows", facts: abroad(), key: "revenue_per_show", want: []string{"EUR 400000", "GBP null"}},
		{name: "costs over the heads of the tour's shows", facts: abroad(), key: "cost_per_attendee",
			want: []string{"EUR 1200", "GBP 100"}},
	})
}

func TestDealMerchAndPnLKPIsAreNullOverNoFacts(t *testing.T) {
	keys := []string{"guarantee", "show_expenses", "promoter_profit", "split_point", "net_to_split", "overage", "artist_payout",
		"break_even_tickets", "break_even_gross", "balance_due", "withholding", "agent_commission", "settlement_variance",
		"cancellation_fees", "net_to_artist", "promoter_net", "merch_gross", "merch_per_head", "venue_merch_fee", "merch_net",
		"sponsorship_share", "revenue_per_attendee", "shows", "total_revenue", "total_costs", "net_profit", "net_margin",
		"cost_per_show", "revenue_per_show", "budget_variance", "budget_variance_percent", "budget_utilisation",
		"per_diem_total", "crew_cost_per_show", "cost_per_attendee", "show_day_ratio"}
	got := resolve(t, reporting.Facts{}, reporting.Request{Keys: keys})
	if len(got) != len(keys) {
		t.Fatalf("%d values for %d KPIs", len(got), len(keys))
	}
	for _, v := range got {
		if v.Value != nil || v.Currency != "" {
			t.Errorf("%s = %s %s over no facts, want null", v.Key, v.Currency, show(v.Value, v.Unit))
		}
	}
}

// TestTourPnLHasOneRowPerTour prints abroad's euro tour as one row of its three
// shows (one in kronor), as projects_overview counts them, and each home
// currency's total over its own projects.
func TestTourPnLHasOneRowPerTour(t *testing.T) {
	facts := abroad()
	facts.Projects[0].Name, facts.Projects[1].Name = "Euro Tour", "Pound Gala"
	runReportCases(t, []reportCase{{name: "one row per tour", key: "tour_pnl", facts: facts,
		rows: [][]string{
			{"p-eu", "Euro Tour", "EUR", "1200000", "900000", "300000", "25.00", "3", "300000", "400000"},
			{"p-uk", "Pound Gala", "GBP", "null", "100000", "-100000", "null", "1", "100000", "null"},
		},
		totals: [][]string{
			{"null", "null", "EUR", "1200000", "900000", "300000", "25.00", "3", "300000", "400000"},
			{"null", "null", "GBP", "null", "100000", "-100000", "null", "1", "100000", "null"},
		}}})
}

// TestBudgetsCountOnlyInAWindowHoldingTheProject: tour()'s euro project runs 16
// February to 5 April 2026 with a €5,000 budget. A window of 2026 holds it: its
// costs of €5,117.32 are 102.35 % of the budget, as unfiltered. A window from
// 2030 holds no record: no budget, so variance and utilisation are null, not
// −100 % and 0 %. March alone holds the costs (dated March) but not the
// project's span: its budget does not count, and the variance is null.
func TestBudgetsCountOnlyInAWindowHoldingTheProject(t *testing.T) {
	keys := []string{"budget_utilisation", "budget_variance_percent"}
	for _, tc := range []struct {
		name  string
		scope reporting.Scope
		want  []string
	}{
		{"a year holding the project", reporting.Scope{From: "2026-01-01", To: "2026-12-31"},
			[]string{"EUR 102.35", "GBP null", "SEK null", "EUR 2.35", "GBP null", "SEK null"}},
		{"a window with no record", reporting.Scope{From: "2030-01-01"}, []string{"EUR null", "EUR null"}},
		{"a month of the project", reporting.Scope{From: "2026-03-01", To: "2026-03-31"},
			[]string{"EUR null", "GBP null", "SEK null", "EUR null", "GBP null", "SEK null"}},
	} {
		f := tour()
		if tc.scope.From == "2030-01-01" {
			f.Money, f.Labour, f.PerDiems, f.Shows = nil, nil, nil, nil // the store's facts of that window
		}
		var got []string
		for _, v := range reporting.Default.Resolve(&f, reporting.Request{Keys: keys, Scope: tc.scope}) {
			got = append(got, v.Currency+" "+show(v.Value, v.Unit))
		}
		if !equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestWithholdingIsNoTourCostInTheBooks: tour() with €1,200 of withholding booked
// and budgeted keeps its €5,117.32 of costs and its €4,882.68 net profit.
func TestWithholdingIsNoTourCostInTheBooks(t *testing.T) {
	f := tour()
	f.Money = append(f.Money, expense("p-eu", "withholding_tax", records.ExpensePaid, "EUR", 0, 120_000))
	f.Budget = append(f.Budget, reporting.BudgetFact{Project: "p-eu", Category: "withholding_tax", Amount: 120_000, Count: 1})
	runKPICases(t, []kpiCase{
		{name: "withholding left out", facts: f, key: "total_costs", want: []string{"EUR 511732", "GBP 100000", "SEK 1000000"}},
		{name: "withholding left out", facts: f, key: "net_profit", want: []string{"EUR 488268", "GBP -100000", "SEK -1000000"}},
		{name: "its budget left out", facts: f, key: "budget_utilisation", want: []string{"EUR 102.35", "GBP null", "SEK null"}},
	})
}
