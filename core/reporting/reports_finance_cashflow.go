package reporting

import (
	"maps"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// cashFlowForecastReport is the money expected in and out, month by month from
// as_of, in the currency it will move in.
var cashFlowForecastReport = Report{
	Key: "cash_flow_forecast", Title: "Cash-flow forecast", Category: "finance", Params: []string{"as_of"},
	Description: "Per month from as_of's month (today by default) and currency: expected in, what sent invoices " +
		"still have outstanding by the month they fall due (overdue ones in the first month); expected out, the " +
		"expenses pending or approved but not yet paid by the month they were incurred (earlier ones in the " +
		"first month); the net and the running net. Amounts are in the currency they are billed or spent in, " +
		"what reaches the bank, not converted; months between with nothing expected have a row of zeros. From " +
		"and to narrow the invoices by issue date and the expenses by date incurred.",
	Families: FamilyMoney | FamilyInvoices,
	Columns: []Column{
		textColumn("month", "Month"), textColumn("currency", "Currency"), moneyColumn("expected_in", "Expected in"),
		moneyColumn("expected_out", "Expected out"), moneyColumn("net", "Net"),
		moneyColumn("cumulative_net", "Cumulative net"),
	},
	Build: buildCashFlowForecast,
}

// unpaidExpense reports whether an expense is money still to go out: a cost of
// the tour (records.Expense.IsTourCost; the promoter pays withholding) not yet
// paid.
func unpaidExpense(f MoneyFact) bool {
	e := records.Expense{Status: records.ExpenseStatus(f.Status), Category: f.Category}
	return f.Flow == FlowExpense && e.IsTourCost() && e.Status != records.ExpensePaid
}

func buildCashFlowForecast(s *Sheet) Table {
	asOf := reportAsOf(s)
	first := month(asOf)
	flows := map[string]map[string]*[2]int64{} // currency → month → in, out
	add := func(cur, m string, i int, amount int64) {
		if flows[cur] == nil {
			flows[cur] = map[string]*[2]int64{}
		}
		if flows[cur][max(m, first)] == nil {
			flows[cur][max(m, first)] = &[2]int64{}
		}
		flows[cur][max(m, first)][i] += amount
	}
	for _, f := range s.Facts.Invoices {
		inv := invoiceRecord(f)
		if inv.Status == records.InvoiceSent && inv.Outstanding() > 0 {
			add(f.Currency, month(f.DueOn), 0, inv.Outstanding())
		}
	}
	for _, f := range s.Facts.Money {
		if unpaidExpense(f) {
			add(f.Currency, f.Month, 1, f.Amount)
		}
	}
	var t Table
	totals := currencyTotals{}
	for cur, months := range flows {
		last := slices.Max(slices.Collect(maps.Keys(months)))
		var running int64
		for m := first; m <= last; m = nextMonth(m) {
			var in, out int64
			if f := months[m]; f != nil {
				in, out = f[0], f[1]
			}
			running += in - out
			t.Add(append(Row{m, cur}, intCells(in, out, in-out, running)...),
				kernel.Cursor{Keys: []string{m, cur}})
			totals.add(cur, in, out, in-out)
		}
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		return append(append(Row{nil, cur}, intCells(sums...)...), nil)
	})
	return t
}

// nextMonth returns the month after m, both "YYYY-MM".
func nextMonth(m string) string {
	t, err := time.Parse("2006-01", m)
	if err != nil {
		return "9999-99" // past any month: ends the loop over a malformed one
	}
	return t.AddDate(0, 1, 0).Format("2006-01")
}
