package reporting

import "slices"

// RowKindColumn is the column that says what a row of a report with show rows
// is: a show (RowShow), the books tied to no show (RowOverheads), a packet about
// the whole project (RowProject) or a totals row (RowTotal). Without it a row with a blank show, date and venue reads, in CSV
// above all, like a broken join.
const RowKindColumn = "row_kind"

// The row kinds.
const (
	RowShow      = "show"      // one show
	RowOverheads = "overheads" // money or hours tied to no show: tour overheads, travel and off days
	RowProject   = "project"   // an advance packet about the whole project, not one show
	RowTotal     = "total"     // a totals row over the whole scope, per currency when money
)

// overheadsLast is the sort key of the group of rows tied to no show: after
// every show date, so that the overheads come after the shows, not before them.
const overheadsLast = "\uffff"

// labelTotals wraps build so that a report with a row kind column says "total"
// in it on every totals row, whichever builder made the table.
func labelTotals(cols []Column, build func(*Sheet) Table) func(*Sheet) Table {
	i := slices.IndexFunc(cols, func(c Column) bool { return c.Key == RowKindColumn })
	if i < 0 {
		return build
	}
	return func(s *Sheet) Table {
		t := build(s)
		for _, r := range t.Totals {
			if i < len(r) {
				r[i] = RowTotal
			}
		}
		return t
	}
}
