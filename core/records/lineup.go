package records

import (
	"cmp"
	"slices"
)

// Changeover is the time between two sets on one stage, when one act's gear comes
// off and the next one's goes on.
type Changeover struct {
	After, Before string // the sets' titles
	Minutes       int
}

// Changeovers returns the changeovers between the sets among items (kind set, with
// an end), in start order. Overlapping sets give no changeover.
func Changeovers(items []ScheduleItem) []Changeover {
	var sets []ScheduleItem
	for _, it := range items {
		if it.Kind == ScheduleSet && it.EndsAt != nil {
			sets = append(sets, it)
		}
	}
	slices.SortFunc(sets, func(a, b ScheduleItem) int { return cmp.Or(a.StartsAt.Compare(b.StartsAt), cmp.Compare(a.ID, b.ID)) })
	var out []Changeover
	for i := 1; i < len(sets); i++ {
		gap := int(sets[i].StartsAt.Sub(*sets[i-1].EndsAt).Minutes())
		if gap >= 0 {
			out = append(out, Changeover{After: sets[i-1].Title, Before: sets[i].Title, Minutes: gap})
		}
	}
	return out
}
