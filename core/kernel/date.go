package kernel

import "time"

// Date is a civil calendar date in ISO 8601 form ("2026-11-22"), without a zone.
// Show dates, invoice due dates and timesheet days are civil dates; instants are
// time.Time in UTC. Dates in this form compare correctly as strings.
type Date string

// DateLayout is the layout of Date for time.Parse.
const DateLayout = "2006-01-02"

// ParseDate validates s as an ISO 8601 calendar date.
func ParseDate(s string) (Date, error) {
	if _, err := time.Parse(DateLayout, s); err != nil {
		return "", Invalid("not a valid date: expected YYYY-MM-DD")
	}
	return Date(s), nil
}

// DateOf returns the civil date of t in loc.
func DateOf(t time.Time, loc *time.Location) Date {
	return Date(t.In(loc).Format(DateLayout))
}

// Valid reports whether d is a well-formed calendar date.
func (d Date) Valid() bool {
	_, err := time.Parse(DateLayout, string(d))
	return err == nil
}

// IsZero reports whether d is unset.
func (d Date) IsZero() bool { return d == "" }

// Time returns midnight of d in loc; it returns the zero time for an invalid date.
func (d Date) Time(loc *time.Location) time.Time {
	t, err := time.ParseInLocation(DateLayout, string(d), loc)
	if err != nil {
		return time.Time{}
	}
	return t
}

// AddDays returns the date n days after d.
func (d Date) AddDays(n int) Date {
	return Date(d.Time(time.UTC).AddDate(0, 0, n).Format(DateLayout))
}

// DaysUntil returns the number of days from d to other (negative if other is earlier).
func (d Date) DaysUntil(other Date) int {
	return int(other.Time(time.UTC).Sub(d.Time(time.UTC)).Hours() / 24)
}

// Before reports whether d is strictly earlier than other.
func (d Date) Before(other Date) bool { return d < other }

// String returns the ISO form.
func (d Date) String() string { return string(d) }
