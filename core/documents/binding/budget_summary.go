package binding

import (
	"cmp"
	"math"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// budgetSummaryRow is one cost category's budget and actual spend in minor units,
// under the label it prints with.
type budgetSummaryRow struct {
	label string
	records.CategoryTotal
}

// budgetSummaryFromProject compares the project's budget lines with its expenses,
// category by category. Actual spend is every expense that is not rejected; a
// category with spend but no budget gets a zero budget and no variance percentage.
func budgetSummaryFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	rows, err := budgetSummaryRows(src.Data, *p)
	if err != nil {
		return nil, err
	}
	cur := p.Currency

	cats := make([]any, 0, len(rows))
	over := make([]any, 0)
	var total budgetSummaryRow
	for _, r := range rows {
		total.Budget += r.Budget
		total.Actual += r.Actual
		row := budgetSummaryFigures(r, cur)
		row["category"] = r.label
		cats = append(cats, row)
		if r.Variance() > 0 {
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

// budgetSummaryRows is the project's budget against actual by category
// (records.BudgetAgainstActual), sorted by label.
func budgetSummaryRows(d records.Dataset, project records.Project) ([]budgetSummaryRow, error) {
	totals, err := records.BudgetAgainstActual(d, project)
	if err != nil {
		return nil, kernel.Internal(err)
	}
	out := make([]budgetSummaryRow, 0, len(totals))
	for _, t := range totals {
		out = append(out, budgetSummaryRow{label: Label(t.Category), CategoryTotal: t})
	}
	slices.SortFunc(out, func(a, b budgetSummaryRow) int { return cmp.Compare(a.label, b.label) })
	return out, nil
}

// budgetSummaryFigures returns budget, actual, variance (CategoryTotal.Variance), the
// variance as a percentage of the budget to one decimal (left out for a zero
// budget) and the over-budget flag.
func budgetSummaryFigures(r budgetSummaryRow, cur string) map[string]any {
	v := r.Variance()
	m := map[string]any{
		"budget":      Money(r.Budget, cur),
		"actual":      Money(r.Actual, cur),
		"variance":    Money(v, cur),
		"over_budget": v > 0,
	}
	if r.Budget > 0 {
		m["variance_percent"] = math.Round(float64(v)*1000/float64(r.Budget)) / 10
	}
	return m
}
