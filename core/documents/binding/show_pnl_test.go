package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showPnLTestSource is the settlement fixture's show with income and expenses booked
// against it, plus one of each booked against another show, which must not count.
func showPnLTestSource(edit func(*records.Dataset)) Source {
	id := func(n string) kernel.ID { return kernel.NameID(kernel.Namespace, "test/show-pnl/"+n) }
	return settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
		show, other := d.Shows[0].ID, id("other-show")
		d.Income = []records.IncomeLine{
			{ID: id("tickets"), ShowID: show, Kind: records.IncomeTicketing, Description: "Door split", Amount: 2200000},
			{ID: id("merch"), ShowID: show, Kind: records.IncomeMerch, Amount: 300000, ReceivedOn: "2026-03-07"},
			{ID: id("elsewhere"), ShowID: other, Kind: records.IncomeTicketing, Amount: 999999},
		}
		d.Expenses = []records.Expense{
			{ID: id("bus"), ShowID: show, Category: "travel", Vendor: "Beat the Street", Amount: 450000, IncurredOn: "2026-03-06", Status: records.ExpensePaid},
			{ID: id("catering"), ShowID: show, Category: "catering", Amount: 120000, IncurredOn: "2026-03-06", Status: records.ExpenseApproved},
			{ID: id("fuel"), ShowID: show, Category: "travel", Amount: 30000, IncurredOn: "2026-03-05", Status: records.ExpensePending},
			{ID: id("refused"), ShowID: show, Category: "travel", Amount: 500000, IncurredOn: "2026-03-06", Status: records.ExpenseRejected},
			{ID: id("loose"), ShowID: show, Amount: 5000, IncurredOn: "2026-03-06", Status: records.ExpensePaid},
			{ID: id("other"), ShowID: other, Category: "travel", Amount: 777777, Status: records.ExpensePaid},
		}
		if edit != nil {
			edit(d)
		}
	})
}

// amountOf reads the minor units of a money value.
func amountOf(v any) int64 { return v.(map[string]any)["amount"].(int64) }

func TestShowPnLCountsOnlyTheShowsMoneyAndLeavesRejectedSpendOut(t *testing.T) {
	t.Parallel()
	out, err := showPnLFromShow(showPnLTestSource(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got := amountOf(out["total_income"]); got != 2500000 {
		t.Errorf("total income = %d, want 2500000", got)
	}
	if got := amountOf(out["total_expenses"]); got != 605000 {
		t.Errorf("total expenses = %d, want 605000 (rejected and other shows' spend left out)", got)
	}
	if got := amountOf(out["net"]); got != 1895000 {
		t.Errorf("net = %d, want 1895000", got)
	}
	if got := out["margin_percent"]; got != 75.8 {
		t.Errorf("margin = %v, want 75.8", got)
	}
	cats := out["expenses"].([]any)
	want := []struct {
		name   string
		items  int64
		amount int64
	}{{"Catering", 1, 120000}, {"Travel", 2, 480000}, {"Uncategorised", 1, 5000}}
	if len(cats) != len(want) {
		t.Fatalf("categories = %v", cats)
	}
	for i, w := range want {
		c := cats[i].(map[string]any)
		if c["category"] != w.name || c["items"] != w.items || amountOf(c["amount"]) != w.amount {
			t.Errorf("category %d = %v, want %+v", i, c, w)
		}
	}
	if items := out["expense_items"].([]any); items[0].(map[string]any)["incurred_on"] != "2026-03-05" {
		t.Errorf("expense items are not in date order: %v", items[0])
	}
}

func TestShowPnLHasNoMarginWithoutIncome(t *testing.T) {
	t.Parallel()
	out, err := showPnLFromShow(showPnLTestSource(func(d *records.Dataset) { d.Income = nil }))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := out["margin_percent"]; ok {
		t.Errorf("margin = %v, want none: a ratio over zero income is undefined", out["margin_percent"])
	}
	if got := amountOf(out["net"]); got != -605000 {
		t.Errorf("net = %d, want the costs as a loss", got)
	}
}
