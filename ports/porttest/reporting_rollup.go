package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// CheckMoneyRollup holds a SQL backend's money facts to the reference after lines
// change under it: exec runs a statement on the backend's database, as an
// operator's repair would, bypassing the stores. The lines are the source of
// truth; whatever the database keeps to read money facts faster (a rollup kept by
// triggers) must follow an update and a delete of them.
func CheckMoneyRollup(t *testing.T, b Backend, exec func(stmt string, args ...any) error) {
	t.Helper()
	ctx := context.Background()
	w := writeDemo(t, ctx, b, demo.Organizations()[1])
	if len(w.data.Expenses) < 3 || len(w.data.Income) < 2 {
		t.Fatal("the demo organization has too few money lines to change")
	}
	up, gone, moved := w.data.Expenses[0], w.data.Expenses[1], w.data.Income[0]
	steps := []struct {
		stmt  string
		args  []any
		apply func(d *records.Dataset)
	}{
		{"UPDATE expenses SET amount = amount + 12345, status = 'paid' WHERE org_id = ? AND id = ?",
			[]any{w.org, up.ID}, func(d *records.Dataset) {
				d.Expenses[0].Amount += 12345
				d.Expenses[0].Status = records.ExpensePaid
			}},
		{"DELETE FROM expenses WHERE org_id = ? AND id = ?", []any{w.org, gone.ID},
			func(d *records.Dataset) { d.Expenses = append(d.Expenses[:1:1], d.Expenses[2:]...) }},
		{"UPDATE income_lines SET show_id = NULL, received_on = NULL WHERE org_id = ? AND id = ?",
			[]any{w.org, moved.ID}, func(d *records.Dataset) {
				d.Income[0].ShowID, d.Income[0].ReceivedOn = "", ""
			}},
	}
	d := w.data.Clone()
	for _, s := range steps {
		if err := exec(s.stmt, s.args...); err != nil {
			t.Fatalf("%s: %v", s.stmt, err)
		}
		s.apply(&d)
		w.data = d
		w.wantFacts(t, ctx, b, "after "+s.stmt, reporting.Scope{}, reporting.FamilyMoney|reporting.FamilyProjects)
		w.wantFacts(t, ctx, b, "after "+s.stmt+", in 2026", reporting.Scope{From: "2026-01-01", To: "2026-12-31"},
			reporting.FamilyMoney)
	}
}
