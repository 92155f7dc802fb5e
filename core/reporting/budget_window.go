package reporting

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// budgetCounts reports whether a project's budget lines count in a scope. A
// budget is the whole project's and has no date, so it counts in a scope with
// dates only when the scope's range contains the project's whole span, both its
// dates (a project missing either is in an open range only): the budget of a
// tour set against the costs of one month of it would be all under-spent, and a
// window with no records would be −100 % of a budget.
func budgetCounts(p ProjectFact, scope Scope) bool {
	if scope.From.IsZero() && scope.To.IsZero() {
		return true
	}
	if p.StartsOn.IsZero() || p.EndsOn.IsZero() {
		return false
	}
	return scope.Covers(p.StartsOn) && scope.Covers(p.EndsOn)
}

// budgetsIn returns the budget facts that count in scope (budgetCounts), tax
// withheld for the artist left out (records.IsWithholding): it is no cost.
func budgetsIn(rows []BudgetFact, projects []ProjectFact, scope Scope) []BudgetFact {
	byID := make(map[kernel.ID]ProjectFact, len(projects))
	for _, p := range projects {
		byID[p.Project] = p
	}
	return Where(rows, func(b BudgetFact) bool {
		return budgetCounts(byID[b.Project], scope) && !records.IsWithholding(b.Category)
	})
}
