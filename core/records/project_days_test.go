package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestProjectDays(t *testing.T) {
	for _, tc := range []struct {
		name         string
		starts, ends kernel.Date
		want         int64
	}{
		{"both ends count", "2026-02-16", "2026-04-05", 49},
		{"a one-day event is one day", "2026-06-01", "2026-06-01", 1},
		{"no end date yet", "2026-06-01", "", 0},
		{"no start date", "", "2026-06-01", 0},
		{"a reversed span", "2026-06-02", "2026-06-01", 0},
	} {
		if got := (records.Project{StartsOn: tc.starts, EndsOn: tc.ends}).Days(); got != tc.want {
			t.Errorf("%s: %d days, want %d", tc.name, got, tc.want)
		}
	}
}
