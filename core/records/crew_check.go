package records

// Validate checks the crew assignment's invariants: id, project, person and role
// required, rates not negative, and both dates set, valid and in order. It returns
// KindInvalid with one FieldError per problem, pointers relative to the assignment
// ("/ends_on").
func (a CrewAssignment) Validate() error {
	c := newChecker()
	a.check(c)
	return c.result("crew assignment")
}

func (a CrewAssignment) check(c checker) {
	c.id("id", a.ID)
	c.optionalID("org_id", a.OrgID)
	c.id("project_id", a.ProjectID)
	c.id("person_id", a.PersonID)
	c.required("role", a.Role)
	c.nonNegative("day_rate", a.DayRate)
	c.nonNegative("per_diem_rate", a.PerDiemRate)
	starts := c.date("starts_on", a.StartsOn)
	ends := c.date("ends_on", a.EndsOn)
	c.notAfter("starts_on", "ends_on", starts && ends && a.EndsOn.Before(a.StartsOn))
}

// Days returns the number of days of the assignment, both ends included; zero when
// the dates are unset or out of order.
func (a CrewAssignment) Days() int {
	if !a.StartsOn.Valid() || !a.EndsOn.Valid() || a.EndsOn.Before(a.StartsOn) {
		return 0
	}
	return a.StartsOn.DaysUntil(a.EndsOn) + 1
}

// minutesPerDay bounds a timesheet entry: nobody works more than a day in a day.
const minutesPerDay = 24 * 60

// Validate checks the timesheet entry's invariants: id, project, person, work date
// and status required and valid, minutes not negative and regular plus overtime
// minutes at most one day (1440). It returns KindInvalid with one FieldError per
// problem, pointers relative to the entry ("/overtime_minutes").
func (e TimesheetEntry) Validate() error {
	c := newChecker()
	e.check(c)
	return c.result("timesheet entry")
}

func (e TimesheetEntry) check(c checker) {
	c.id("id", e.ID)
	c.optionalID("org_id", e.OrgID)
	c.id("project_id", e.ProjectID)
	c.optionalID("show_id", e.ShowID)
	c.id("person_id", e.PersonID)
	c.date("work_date", e.WorkDate)
	c.nonNegative("minutes", int64(e.Minutes))
	c.nonNegative("overtime_minutes", int64(e.OvertimeMinutes))
	if e.Minutes+e.OvertimeMinutes > minutesPerDay {
		c.fail("overtime_minutes", CodeOutOfRange, "minutes and overtime_minutes together must not exceed 1440")
	}
	c.enum("status", string(e.Status), e.Status.Valid())
}

// TotalMinutes returns the regular and overtime minutes together.
func (e TimesheetEntry) TotalMinutes() int { return e.Minutes + e.OvertimeMinutes }
