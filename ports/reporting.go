package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/reporting"
)

// FactStore computes the facts reports and KPIs are resolved from: integer sums
// and counts of one organization's records at the fixed grains of
// reporting.Facts, by GROUP BY in the database. It never returns records.
type FactStore interface {
	// Facts returns the families of facts asked for, over scope, sorted as
	// reporting.SortFacts sorts them; families not asked for are nil. Another
	// organization's project or show in the scope yields empty facts, exactly
	// like one that does not exist.
	Facts(ctx context.Context, scope reporting.Scope, families reporting.Family) (reporting.Facts, error)
}
