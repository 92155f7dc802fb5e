package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/records"
)

// budgetSummaryTestSource is a EUR project with the given budget lines and expenses.
func budgetSummaryTestSource(budget []records.BudgetLine, expenses []records.Expense) Source {
	for i := range budget {
		budget[i].ProjectID = "proj-1"
	}
	for i := range expenses {
		expenses[i].ProjectID = "proj-1"
	}
	d := records.Dataset{
		Projects:    []records.Project{{ID: "proj-1", Name: "Northern Lights — European Tour 2026", Currency: "EUR"}},
		BudgetLines: budget,
		Expenses:    expenses,
	}
	return Source{
		Ref:   records.Ref{Kind: records.KindProject, ID: "proj-1", ProjectID: "proj-1"},
		Now:   time.Date(2026, 4, 20, 9, 0, 0, 0, time.UTC),
		Index: testIndex(d),
	}
}

func TestBudgetSummaryComparesBudgetWithActual(t *testing.T) {
	t.Parallel()
	out, err := budgetSummaryFromProject(budgetSummaryTestSource(
		[]records.BudgetLine{
			{ID: "b1", Category: "travel", Amount: 1000000},
			{ID: "b2", Category: "crew", Amount: 2000000},
			{ID: "b3", Category: "crew", Amount: 500000},
		},
		[]records.Expense{
			{ID: "e1", Category: "Travel", Amount: 1100000, Status: records.ExpensePaid},
			{ID: "e2", Category: "crew", Amount: 2000000, Status: records.ExpensePending},
			{ID: "e3", Category: "crew", Amount: 900000, Status: records.ExpenseRejected},
			{ID: "e4", Category: "visas", Amount: 30000, Status: records.ExpenseApproved},
		},
	))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name                     string
		row                      int
		category                 string
		budget, actual, variance int64
		percent                  any
		over                     bool
	}{
		{"budget lines of one category add up and rejected spend is left out", 0, "Crew", 2500000, 2000000, -500000, -20.0, false},
		{"categories match whatever their case", 1, "Travel", 1000000, 1100000, 100000, 10.0, true},
		{"spend without a budget has no variance percentage", 2, "Visas", 0, 30000, 30000, nil, true},
	}
	cats := out["categories"].([]any)
	if len(cats) != len(tests) {
		t.Fatalf("%d categories, want %d: %v", len(cats), len(tests), cats)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := cats[tt.row].(map[string]any)
			amt := func(k string) any { return r[k].(map[string]any)["amount"] }
			if r["category"] != tt.category || amt("budget") != tt.budget || amt("actual") != tt.actual || amt("variance") != tt.variance {
				t.Errorf("row = %v, want %s %d/%d/%d", r, tt.category, tt.budget, tt.actual, tt.variance)
			}
			if r["variance_percent"] != tt.percent || r["over_budget"] != tt.over {
				t.Errorf("variance %% %v over %v, want %v %v", r["variance_percent"], r["over_budget"], tt.percent, tt.over)
			}
		})
	}
	totals := out["totals"].(map[string]any)
	if got := totals["variance"].(map[string]any)["amount"]; got != int64(-370000) {
		t.Errorf("total variance = %v, want -370000", got)
	}
	if got := out["over_budget_categories"].([]any); len(got) != 2 || got[0] != "Travel" || got[1] != "Visas" {
		t.Errorf("over budget = %v, want Travel and Visas", got)
	}
}
