package reporting_test

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// propertyScopes are the scopes every property is checked in: unfiltered, the
// whole year every generated record falls in, and a window cutting through it.
var propertyScopes = []reporting.Scope{{Org: "o"}, {Org: "o", From: "2026-01-01", To: "2026-12-31"},
	{Org: "o", From: "2026-03-01", To: "2026-08-31"}}

// sheetOf builds report key over the facts of d in scope, with args.
func sheetOf(t *testing.T, f reporting.Facts, scope reporting.Scope, key string, args reporting.Args) (*reporting.Report, reporting.Table) {
	r, ok := reporting.Default.Report(key)
	if !ok {
		t.Fatalf("no report %s", key)
	}
	s := reporting.NewSheet(&f, args, "2026-11-29", reporting.Default)
	s.Scope = scope
	return r, r.Build(s)
}

// columnSums adds up a report's column per the row's currency column: nil for a
// currency whose every cell in it is null.
func columnSums(r *reporting.Report, rows []reporting.Row, column string) map[string]reporting.Num {
	col := slices.IndexFunc(r.Columns, func(c reporting.Column) bool { return c.Key == column })
	cur := slices.IndexFunc(r.Columns, func(c reporting.Column) bool { return c.Key == "currency" })
	out := map[string]reporting.Num{}
	for _, row := range rows {
		c := ""
		if cur >= 0 && row[cur] != nil {
			c = row[cur].(string)
		}
		if n, ok := row[col].(reporting.Num); ok && n != nil {
			if out[c] == nil {
				out[c] = new(big.Rat)
			}
			out[c] = new(big.Rat).Add(out[c], n)
		} else if _, seen := out[c]; !seen {
			out[c] = nil
		}
	}
	return out
}

// kpiValues resolves a KPI over the whole scope, by currency.
func kpiValues(f reporting.Facts, scope reporting.Scope, key string, args reporting.Args) map[string]reporting.Num {
	out := map[string]reporting.Num{}
	for _, v := range reporting.Default.Resolve(&f, reporting.Request{Keys: []string{key}, Args: args, Today: "2026-11-29", Scope: scope}) {
		out[v.Currency] = v.Value
	}
	return out
}

// sameSums requires every currency's KPI value to equal the rows' sum, null
// where no row has a value; a currency only the KPI has must be null or 0. A
// null against a 0 passes: a budgeted category with nothing spent prints an
// actual of 0 where total_costs, over no cost, is null.
func sameSums(t *testing.T, what string, kpi, rows map[string]reporting.Num) {
	for cur, want := range kpi {
		got := rows[cur]
		switch {
		case want == nil && got == nil:
		case want == nil || got == nil:
			if n := cmpNonNil(want, got); n.Sign() != 0 {
				t.Fatalf("%s %s: KPI %v, rows add up to %v", what, cur, ratString(want), ratString(got))
			}
		case want.Cmp(got) != 0:
			t.Fatalf("%s %s: KPI %s, rows add up to %s", what, cur, want.RatString(), got.RatString())
		}
	}
	for cur, got := range rows {
		if _, ok := kpi[cur]; !ok && got != nil && got.Sign() != 0 {
			t.Fatalf("%s %s: rows add up to %s, the KPI has no value", what, cur, got.RatString())
		}
	}
}

func cmpNonNil(a, b reporting.Num) reporting.Num {
	if a == nil {
		return b
	}
	return a
}

func ratString(n reporting.Num) string {
	if n == nil {
		return "null"
	}
	return n.RatString()
}

// TestEveryKPIIsItsReportsRows holds the KPIs to the reports that print them,
// over generated datasets, unfiltered and in windows: each money KPI equals the
// sum of its report's rows in the same currency and scope, and a per-show figure
// the ratio of the rows' sums.
func TestEveryKPIIsItsReportsRows(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		d := genDataset(newGen(seed))
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) { holdKPIsToReports(t, d) })
	}
}

// holdKPIsToReports checks TestEveryKPIIsItsReportsRows's properties over d.
func holdKPIsToReports(t *testing.T, d records.Dataset) {
	for _, scope := range propertyScopes {
		f := reporting.FactsOf(d, reporting.AdvancingData{}, nil, scope, reporting.AllFamilies)
		r, table := sheetOf(t, f, scope, "tour_pnl", nil)
		for _, key := range []string{"total_revenue", "total_costs", "net_profit"} {
			sameSums(t, "tour_pnl "+key, kpiValues(f, scope, key, nil), columnSums(r, table.Rows, key))
		}
		costs, shows := columnSums(r, table.Rows, "total_costs"), columnSums(r, table.Rows, "shows")
		for cur, v := range kpiValues(f, scope, "cost_per_show", nil) {
			var want reporting.Num
			if costs[cur] != nil && shows[cur] != nil && shows[cur].Sign() != 0 {
				want = reporting.UnitMoney.Round(new(big.Rat).Quo(costs[cur], shows[cur]))
			}
			sameSums(t, "cost_per_show", map[string]reporting.Num{cur: v}, map[string]reporting.Num{cur: want})
		}
		r, table = sheetOf(t, f, scope, "projects_overview", nil)
		sameSums(t, "projects_overview total_revenue", kpiValues(f, scope, "total_revenue", nil),
			columnSums(r, table.Rows, "total_revenue"))
		for _, key := range []string{"timesheets", "labour_cost"} {
			r, table = sheetOf(t, f, scope, key, nil)
			sameSums(t, key+" labour_cost", kpiValues(f, scope, "labour_cost", nil), columnSums(r, table.Rows, "labour_cost"))
		}
		r, table = sheetOf(t, f, scope, "budget_vs_actual", nil)
		sameSums(t, "budget_vs_actual actual", kpiValues(f, scope, "total_costs", nil), columnSums(r, table.Rows, "actual"))
		budget, actual := columnSums(r, table.Rows, "budget"), columnSums(r, table.Rows, "actual")
		for cur, v := range kpiValues(f, scope, "budget_variance", nil) {
			var want reporting.Num
			if budget[cur] != nil {
				want = new(big.Rat).Sub(orZeroRat(actual[cur]), budget[cur])
			}
			sameSums(t, "budget_variance", map[string]reporting.Num{cur: v}, map[string]reporting.Num{cur: want})
		}
		for _, side := range []string{"received", "paid"} {
			args := reporting.Args{"deal_side": side}
			r, table = sheetOf(t, f, scope, "show_pnl", args)
			for _, key := range []string{"artist_payout", "promoter_net", "total_costs"} {
				sameSums(t, "show_pnl "+key, kpiValues(f, scope, key, args), columnSums(r, table.Rows, key))
			}
		}
		asOf := reporting.Args{"as_of": "2026-08-31"}
		r, table = sheetOf(t, f, scope, "receivables_aging", asOf)
		sameSums(t, "receivables_aging total", kpiValues(f, scope, "outstanding", asOf), columnSums(r, table.Rows, "total"))
	}
}

func orZeroRat(n reporting.Num) reporting.Num {
	if n == nil {
		return new(big.Rat)
	}
	return n
}
