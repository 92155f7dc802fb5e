package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestCrewAndTimesheetValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete crew assignment is valid", crew(), nil},
		{"a one-day assignment is valid",
			with(crew(), func(a *records.CrewAssignment) { a.EndsOn = a.StartsOn }), nil},
		{"an assignment ending before it starts is out of order",
			with(crew(), func(a *records.CrewAssignment) { a.EndsOn = "2026-04-01" }),
			[]string{"/ends_on out_of_order"}},
		{"an assignment without dates, role or person names each",
			with(crew(), func(a *records.CrewAssignment) { a.StartsOn, a.EndsOn, a.Role, a.PersonID = "", "", "", "" }),
			[]string{"/ends_on required", "/person_id required", "/role required", "/starts_on required"}},
		{"negative rates are rejected",
			with(crew(), func(a *records.CrewAssignment) { a.DayRate, a.PerDiemRate = -1, -1 }),
			[]string{"/day_rate negative", "/per_diem_rate negative"}},
		{"a complete timesheet entry is valid", timesheet(), nil},
		{"a timesheet entry not tied to a show is valid",
			with(timesheet(), func(e *records.TimesheetEntry) { e.ShowID = "" }), nil},
		{"negative minutes are rejected",
			with(timesheet(), func(e *records.TimesheetEntry) { e.Minutes = -30 }),
			[]string{"/minutes negative"}},
		{"more than a day of minutes is out of range",
			with(timesheet(), func(e *records.TimesheetEntry) { e.Minutes, e.OvertimeMinutes = 1200, 241 }),
			[]string{"/overtime_minutes out_of_range"}},
		{"a malformed show id is invalid",
			with(timesheet(), func(e *records.TimesheetEntry) { e.ShowID = "show-1" }),
			[]string{"/show_id invalid_id"}},
		{"an unknown status is an invalid enum",
			with(timesheet(), func(e *records.TimesheetEntry) { e.Status = "paid" }),
			[]string{"/status invalid_enum"}},
	})
}
