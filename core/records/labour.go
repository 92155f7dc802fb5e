package records

// StandardDayMinutes is the working day a crew day rate pays for: twelve hours on
// site, the touring norm from load-in to load-out. Time beyond it is overtime.
const StandardDayMinutes = 12 * 60

// OvertimeRule says how overtime is paid, for the documents that print it.
const OvertimeRule = "The day rate covers a 12-hour day; each hour beyond it is paid at 1.5 × the hourly rate (day rate ÷ 12)."

// OvertimeHourly returns the hourly overtime rate of a day rate: 1.5 × dayRate ÷
// 12, rounded half up to the minor unit.
func OvertimeHourly(dayRate int64) int64 {
	return (2*dayRate*3/2 + 12) / 24
}

// LabourCost returns what a timesheet entry costs at dayRate: the day rate for a
// day with any time worked, plus overtime minutes at 1.5 × the rate per minute of
// a standard day, rounded half up once for the entry. A day with no time costs
// nothing.
func LabourCost(e TimesheetEntry, dayRate int64) int64 {
	if e.Minutes+e.OvertimeMinutes <= 0 {
		return 0
	}
	num := int64(e.OvertimeMinutes) * dayRate * 3
	den := int64(StandardDayMinutes) * 2
	return dayRate + (2*num+den)/(2*den)
}

// OvertimeCost returns what a timesheet entry's overtime costs at dayRate: the
// part of LabourCost beyond the day rate. A touring crew member is paid the day
// rate for every day of the engagement (EngagementPay), so a timesheet adds only
// its overtime to it.
func OvertimeCost(e TimesheetEntry, dayRate int64) int64 {
	if c := LabourCost(e, dayRate); c > 0 {
		return c - dayRate
	}
	return 0
}

// EngagementPay returns the day-rate pay of an engagement of days days: the day
// rate for every day engaged (first to last, both included, PerDiemDays), worked
// or travelled, whether or not a timesheet records it.
func EngagementPay(dayRate, days int64) int64 { return dayRate * days }

// PerDiemDays returns the days an assignment draws per diems: its span with both
// ends included, zero when either end is missing or the span is reversed.
func (a CrewAssignment) PerDiemDays() int64 {
	if !a.StartsOn.Valid() || !a.EndsOn.Valid() || a.EndsOn.Before(a.StartsOn) {
		return 0
	}
	return int64(a.StartsOn.DaysUntil(a.EndsOn)) + 1
}

// PerDiemTotal returns the per diems an assignment draws: days × daily rate.
func (a CrewAssignment) PerDiemTotal() int64 { return a.PerDiemDays() * a.PerDiemRate }
