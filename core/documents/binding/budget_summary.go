package binding

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func init() { Register("budget-summary", records.KindProject, budgetSummaryFromProject) }

// budgetSummaryRow is one cost category's budget and actual spend in minor units.
type budgetSummaryRow struct {
	label          string
	budget, actual int64
}

// budgetSummaryFromProject compares the project's budget lines with its expenses,
// category by category. Actual spend is every expense that is not rejected; a
// category with spend but no budget gets a zero budget and no variance percentage.
func budgetSummaryFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	rows := budgetSummaryRows(src.Data, p.ID)
	cur := p.Currency

	cats := make([]any, 0, len(rows))
	over := make([]any, 0)
	var total budgetSummaryRow
	for _, r := range rows {
		total.budget += r.budget
		total.actual += r.actual
		row := budgetSummaryFigures(r, cur)
		row["category"] = r.label
		cats = append(cats, row)
		if r.actual > r.budget {
			over = append(over, r.label)
		}
	}
	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "artist", p.Artist)
	PutString(proj, "starts_on", p.StartsOn.String())
	PutString(proj, "ends_on", p.EndsOn.String())
	out := map[string]any{
		"project":                proj,
		"as_of":                  kernel.DateOf(src.Now, time.UTC).String(),
		"categories":             cats,
		"totals":                 budgetSummaryFigures(total, cur),
		"over_budget_categories": over,
	}
	PutString(out, "organization", src.OrgName)
	return out, nil
}

// budgetSummaryRows groups the project's budget lines and non-rejected expenses by
// category (case and surrounding space ignored), sorted by label.
func budgetSummaryRows(d records.Dataset, project kernel.ID) []budgetSummaryRow {
	byKey := map[string]*budgetSummaryRow{}
	row := func(category string) *budgetSummaryRow {
		k := strings.ToLower(strings.TrimSpace(category))
		r, ok := byKey[k]
		if !ok {
			r = &budgetSummaryRow{label: Label(category)}
			byKey[k] = r
		}
		return r
	}
	for _, b := range d.BudgetLines {
		if b.ProjectID == project {
			row(b.Category).budget += b.Amount
		}
	}
	for _, e := range d.Expenses {
		if e.ProjectID == project && e.Status != records.ExpenseRejected {
			row(e.Category).actual += e.Amount
		}
	}
	out := make([]budgetSummaryRow, 0, len(byKey))
	for _, r := range byKey {
		out = append(out, *r)
	}
	slices.SortFunc(out, func(a, b budgetSummaryRow) int { return cmp.Compare(a.label, b.label) })
	return out
}

// budgetSummaryFigures returns budget, actual, variance (actual − budget), the
// variance as a percentage of the budget to one decimal (left out for a zero
// budget) and the over-budget flag.
func budgetSummaryFigures(r budgetSummaryRow, cur string) map[string]any {
	v := r.actual - r.budget
	m := map[string]any{
		"budget":      Money(r.budget, cur),
		"actual":      Money(r.actual, cur),
		"variance":    Money(v, cur),
		"over_budget": v > 0,
	}
	if r.budget > 0 {
		m["variance_percent"] = math.Round(float64(v)*1000/float64(r.budget)) / 10
	}
	return m
}
