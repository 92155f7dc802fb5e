package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestExpenseReportTotals(t *testing.T) {
	t.Parallel()
	src := budgetSummaryTestSource(nil, []records.Expense{
		{ID: "e1", Category: "travel", Amount: 4200, IncurredOn: "2026-03-07", Status: records.ExpensePaid, Reimbursable: true},
		{ID: "e2", Category: "catering", Amount: 1200, IncurredOn: "2026-03-06", Status: records.ExpenseApproved, Reimbursable: true},
		{ID: "e3", Category: "catering", Amount: 3100, IncurredOn: "2026-03-08", Status: records.ExpenseRejected, Reimbursable: true},
		{ID: "e4", Category: "production", Amount: 9900, IncurredOn: "2026-03-06", Status: records.ExpensePending},
	})
	out, err := expenseReportFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	amount := func(v any) any { return v.(map[string]any)["amount"] }
	for field, want := range map[string]int64{"total": 15300, "reimbursable_total": 5400, "reimbursable_due": 1200} {
		if got := amount(out[field]); got != want {
			t.Errorf("%s = %v, want %d", field, got, want)
		}
	}
	exps := out["expenses"].([]any)
	if first := exps[0].(map[string]any); first["date"] != "2026-03-06" || first["category"] != "Catering" {
		t.Errorf("first expense = %v, want the catering of 6 March", first)
	}
	cats := out["totals_by_category"].([]any)
	if c := cats[0].(map[string]any); len(cats) != 3 || c["category"] != "Catering" || c["count"] != int64(1) || amount(c["amount"]) != int64(1200) {
		t.Errorf("totals by category = %v, want the rejected catering left out", cats)
	}
	statuses := out["totals_by_status"].([]any)
	var order []any
	for _, s := range statuses {
		order = append(order, s.(map[string]any)["status"])
	}
	if len(order) != 4 || order[0] != "pending" || order[3] != "rejected" || amount(statuses[3].(map[string]any)["amount"]) != int64(3100) {
		t.Errorf("totals by status = %v, want pending, approved, paid, rejected with the rejected amount", statuses)
	}
	if p := out["period"].(map[string]any); p["starts_on"] != "2026-03-06" || p["ends_on"] != "2026-03-08" {
		t.Errorf("period = %v", p)
	}
}
