package records

import (
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// LocalInstant returns the instant, in UTC, at which a clock in zone (an IANA
// name) shows hour:minute on date: how a show's doors, start and curfew typed
// on the venue's clock ("19:30") become instants, in a page's form and in a
// spreadsheet import alike. A clock time that does not happen on that day,
// skipped when the clocks go forward, is refused with a sentence saying so; a
// time that happens twice, when the clocks go back, is its first occurrence.
// The errors are KindInvalid, their messages fit to show.
func LocalInstant(date kernel.Date, hour, minute int, zone string) (time.Time, error) {
	loc := location(zone)
	if loc == nil {
		return time.Time{}, kernel.Invalid(fmt.Sprintf("The time zone %q is unknown.", zone))
	}
	if hour < 0 || hour > 23 || minute < 0 || minute > 59 {
		return time.Time{}, kernel.Invalid("Enter a time as hours and minutes, such as 19:30.")
	}
	day := date.Time(time.UTC)
	if day.IsZero() {
		return time.Time{}, kernel.Invalid("Enter a real date, as year-month-day (2026-11-22).")
	}
	t, ok := firstInstant(day, hour, minute, loc)
	if !ok {
		return time.Time{}, kernel.Invalid(fmt.Sprintf("%02d:%02d does not exist on %s in %s: the clocks go forward then. Enter a time before or after the change.",
			hour, minute, day.Format("2 Jan 2006"), zone))
	}
	return t, nil
}

// firstInstant is the earliest instant that loc's clocks show as day at
// hour:minute, trying the UTC offsets in force half a day around it; ok is
// false when the clocks skip that time.
func firstInstant(day time.Time, hour, minute int, loc *time.Location) (first time.Time, ok bool) {
	guess := time.Date(day.Year(), day.Month(), day.Day(), hour, minute, 0, 0, loc)
	for _, probe := range []time.Time{guess.Add(-12 * time.Hour), guess, guess.Add(12 * time.Hour)} {
		_, offset := probe.Zone()
		t := time.Date(day.Year(), day.Month(), day.Day(), hour, minute, 0, 0, time.FixedZone("", offset))
		local := t.In(loc)
		if local.Hour() == hour && local.Minute() == minute && local.Day() == day.Day() &&
			(!ok || t.Before(first)) {
			first, ok = t, true
		}
	}
	return first.UTC(), ok
}
