package web

import (
	"time"

	"github.com/roadcase/roadcase/core/records"
)

// activityRow is one entry of the activity log as the "activity" partial shows
// it: who did what to which record, when, and each field from what to what.
type activityRow struct {
	Who, Action, What, Record string
	At                        time.Time
	When                      string // At in the organization's zone, for people
	Changes                   []changeRow
}

// newActivityRows turns log entries (newest first) into rows, their times in loc.
func newActivityRows(entries []records.Activity, loc *time.Location) []activityRow {
	rows := make([]activityRow, len(entries))
	for i, a := range entries {
		rows[i] = activityRow{Who: a.ActorName, Action: string(a.Action), What: kindWords[a.Ref.Kind][0],
			Record: a.Label, At: a.At, When: formatTime(loc, a.At), Changes: newChangeRows(a.Fields, loc)}
	}
	return rows
}
