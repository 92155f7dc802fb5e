package reporting

import (
	"cmp"
	"maps"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// dealSideColumn says which side of its deal a row's payout is on
// (records.DealSide): "received" for what the organization is paid, "paid" for
// what it pays. Reports of payouts total per currency and side, so that amounts
// received and amounts paid are never added together.
var dealSideColumn = textColumn("deal_side", "Deal side")

// side returns the side of the deals of project's shows.
func (s *Sheet) side(project kernel.ID) string { return string(s.look.side[project]) }

// sideKey is a totals row's currency and deal side.
type sideKey struct{ currency, side string }

// sideTotals sums rows per currency and deal side.
type sideTotals map[sideKey][]int64

// add adds a row's values to its currency's and side's sums.
func (c sideTotals) add(cur, side string, values ...int64) {
	k := sideKey{cur, side}
	sums := c[k]
	if sums == nil {
		sums = make([]int64, len(values))
		c[k] = sums
	}
	for i, v := range values {
		sums[i] += v
	}
}

// rows returns a totals row per currency and side, by currency then side, laid
// out by row.
func (c sideTotals) rows(row func(cur, side string, sums []int64) Row) []Row {
	keys := slices.SortedFunc(maps.Keys(c), func(a, b sideKey) int {
		return cmp.Or(cmp.Compare(a.currency, b.currency), cmp.Compare(a.side, b.side))
	})
	out := make([]Row, 0, len(keys))
	for _, k := range keys {
		out = append(out, row(k.currency, k.side, c[k]))
	}
	return out
}
