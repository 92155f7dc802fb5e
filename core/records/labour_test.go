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

// TestEngagementPayAndOvertime: a €380 day rate engaged 16 February to 5 April
// pays 49 × €380.00 = €18,620.00 whether or not a timesheet records each day; a
// timesheet day with two hours' overtime adds €95.00, one without adds nothing.
func TestEngagementPayAndOvertime(t *testing.T) {
	a := records.CrewAssignment{StartsOn: "2026-02-16", EndsOn: "2026-04-05", DayRate: 38000}
	if got := records.EngagementPay(a.DayRate, a.PerDiemDays()); got != 1862000 {
		t.Errorf("EngagementPay = %d, want 1862000", got)
	}
	if got := records.OvertimeCost(records.TimesheetEntry{Minutes: 720, OvertimeMinutes: 120}, 38000); got != 9500 {
		t.Errorf("OvertimeCost of two hours = %d, want 9500", got)
	}
	if got := records.OvertimeCost(records.TimesheetEntry{Minutes: 720}, 38000); got != 0 {
		t.Errorf("OvertimeCost of a standard day = %d, want 0", got)
	}
	if got := records.OvertimeCost(records.TimesheetEntry{}, 38000); got != 0 {
		t.Errorf("OvertimeCost of no time = %d, want 0", got)
	}
}

func TestPerDiems(t *testing.T) {
	a := records.CrewAssignment{StartsOn: "2026-02-16", EndsOn: "2026-04-05", PerDiemRate: 3500}
	if a.PerDiemDays() != 49 || a.PerDiemTotal() != 171500 {
		t.Errorf("per diems = %d days, %d; want 49 days, 171500", a.PerDiemDays(), a.PerDiemTotal())
	}
	if (records.CrewAssignment{StartsOn: "2026-02-16", PerDiemRate: 3500}).PerDiemTotal() != 0 {
		t.Error("an open-ended assignment draws no per diems yet")
	}
}
