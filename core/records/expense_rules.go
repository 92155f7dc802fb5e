package records

import "strings"

// IsCost reports whether the expense counts as a cost of its project or show:
// every expense except a rejected one (pending ones are costs committed but not
// yet approved). Budgets, profit and loss and settlements all use this.
func (e Expense) IsCost() bool { return e.Status != ExpenseRejected }

// WithholdingCategory is the category key of foreign artist tax a promoter
// withheld from a payout and paid to a tax office for the artist: booked beside
// the full payout received, so that the credit can be claimed at home.
const WithholdingCategory = "withholding_tax"

// IsTourCost reports whether the expense is a cost of its project's profit and
// loss: a cost (IsCost) that is not tax withheld for the artist
// (WithholdingCategory). Withholding is the artist's own income tax paid in
// advance, deducted from the artist's payout and credited against the tax owed
// at home: it is a tax credit, not a cost of the tour. Budgets, profit and loss
// and cost roll-ups use this.
func (e Expense) IsTourCost() bool { return e.IsCost() && !IsWithholding(e.Category) }

// IsWithholding reports whether a cost category is tax withheld for the artist,
// matched by CategoryKey; budget lines of it are no cost budget either.
func IsWithholding(category string) bool { return CategoryKey(category) == WithholdingCategory }

// CategoryKey is the key expenses and budget lines are grouped by: the category
// trimmed, lower-cased by Go's Unicode lower-casing (not a database's) and with runs of
// spaces, hyphens and underscores turned into one underscore, so that "Per Diems",
// "per-diems" and "per_diems" are one category. Stores keep it beside the category
// so that a GROUP BY gives the same groups on every backend.
func CategoryKey(category string) string {
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(strings.TrimSpace(category)) {
		if r == ' ' || r == '-' || r == '_' || r == '\t' {
			sep = true
			continue
		}
		if sep && b.Len() > 0 {
			b.WriteByte('_')
		}
		sep = false
		b.WriteRune(r)
	}
	return b.String()
}

// CategoryKey returns the expense's grouping key (see CategoryKey).
func (e Expense) CategoryKey() string { return CategoryKey(e.Category) }

// CategoryKey returns the budget line's grouping key (see CategoryKey).
func (l BudgetLine) CategoryKey() string { return CategoryKey(l.Category) }
