package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestLabourCost(t *testing.T) {
	for _, tc := range []struct {
		name              string
		minutes, overtime int
		dayRate, want     int64
	}{
		// €380 a day is €31.6667 an hour; overtime at 1.5× is €47.50 an hour.
		{"a standard day is the day rate", 720, 0, 38000, 38000},
		{"two hours' overtime", 720, 120, 38000, 47500},
		{"ninety minutes' overtime rounds once", 720, 90, 35000, 41563},
		{"a short travel day is still a day", 240, 0, 35000, 35000},
		{"no time, no cost", 0, 0, 35000, 0},
	} {
		got := records.LabourCost(records.TimesheetEntry{Minutes: tc.minutes, OvertimeMinutes: tc.overtime}, tc.dayRate)
		if got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	if h := records.OvertimeHourly(38000); h != 4750 {
		t.Errorf("OvertimeHourly(380.00) = %d, want 4750", h)
	}
}
