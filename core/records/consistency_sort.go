package records

import (
	"cmp"
	"slices"
)

// sortFindings orders findings by pointer and code, so that a map walk does not
// change the order between runs.
func sortFindings(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Pointer, b.Pointer), cmp.Compare(a.Code, b.Code))
	})
}
