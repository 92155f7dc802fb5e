package records

import (
	"cmp"
	"slices"
)

// CategoryTotal is one cost category of a roll-up, in the project's home currency:
// what was budgeted, what was spent (expenses that are costs) and in how many
// expenses. Key is the CategoryKey the rows are grouped by; Category is the first
// spelling met, for labels.
type CategoryTotal struct {
	Key, Category  string
	Budget, Actual int64
	Items          int
}

// Variance is actual − budget: positive when the category is over budget.
func (t CategoryTotal) Variance() int64 { return t.Actual - t.Budget }

// BudgetAgainstActual groups the budget lines and the cost expenses of project by
// category key, in the project's home currency (expenses converted at the rate
// each was booked at), sorted by key.
func BudgetAgainstActual(d Dataset, project Project) ([]CategoryTotal, error) {
	r := newRollup()
	for _, b := range d.BudgetLines {
		if b.ProjectID == project.ID && !IsWithholding(b.Category) {
			r.row(b.Category).Budget += b.Amount
		}
	}
	for _, e := range d.Expenses {
		if e.ProjectID == project.ID {
			if err := r.add(e, project.Currency); err != nil {
				return nil, err
			}
		}
	}
	return r.rows(), nil
}

// CostsByCategory groups the expenses that are costs by category key in home, the
// project's currency, and returns the rows sorted by key and their total.
func CostsByCategory(exps []Expense, home string) ([]CategoryTotal, int64, error) {
	r := newRollup()
	for _, e := range exps {
		if err := r.add(e, home); err != nil {
			return nil, 0, err
		}
	}
	rows := r.rows()
	var total int64
	for _, t := range rows {
		total += t.Actual
	}
	return rows, total, nil
}

// IncomeTotal sums income lines in home, the project's currency.
func IncomeTotal(lines []IncomeLine, home string) (int64, error) {
	var sum int64
	for _, l := range lines {
		v, err := l.HomeAmount(home)
		if err != nil {
			return 0, err
		}
		sum += v
	}
	return sum, nil
}

type rollup struct{ byKey map[string]*CategoryTotal }

func newRollup() rollup { return rollup{byKey: map[string]*CategoryTotal{}} }

func (r rollup) row(category string) *CategoryTotal {
	k := CategoryKey(category)
	t, ok := r.byKey[k]
	if !ok {
		t = &CategoryTotal{Key: k, Category: category}
		r.byKey[k] = t
	}
	return t
}

func (r rollup) add(e Expense, home string) error {
	if !e.IsTourCost() {
		return nil
	}
	v, err := e.HomeAmount(home)
	if err != nil {
		return err
	}
	t := r.row(e.Category)
	t.Actual += v
	t.Items++
	return nil
}

func (r rollup) rows() []CategoryTotal {
	out := make([]CategoryTotal, 0, len(r.byKey))
	for _, t := range r.byKey {
		out = append(out, *t)
	}
	slices.SortFunc(out, func(a, b CategoryTotal) int { return cmp.Compare(a.Key, b.Key) })
	return out
}
