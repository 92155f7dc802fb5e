package records

// Days returns the days the project spans, its first and last day both included:
// the tour days a show-day ratio divides by. It is zero when either end is
// missing or the span is reversed, as an unscheduled project has no tour days.
func (p Project) Days() int64 {
	if !p.StartsOn.Valid() || !p.EndsOn.Valid() || p.EndsOn.Before(p.StartsOn) {
		return 0
	}
	return int64(p.StartsOn.DaysUntil(p.EndsOn)) + 1
}
