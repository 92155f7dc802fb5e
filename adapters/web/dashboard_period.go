package web

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// dashboardPeriod is the span of days a dashboard compares with the span of
// the same length just before it.
type dashboardPeriod struct {
	From, To         kernel.Date
	PrevFrom, PrevTo kernel.Date
}

// periodOf returns the period from–to and the one before it of the same
// number of days, ending the day before from. A period left out is the
// calendar year of today; a bound left out is that year's. A bound that is
// not a date, or a to before from, is returned as a mistake by field name, for
// the page to show beside the field.
func periodOf(from, to string, today kernel.Date) (dashboardPeriod, map[string]string) {
	mistakes := map[string]string{}
	year := today.Time(time.UTC).Year()
	p := dashboardPeriod{From: kernel.DateOf(time.Date(year, 1, 1, 0, 0, 0, 0, time.UTC), time.UTC),
		To: kernel.DateOf(time.Date(year, 12, 31, 0, 0, 0, 0, time.UTC), time.UTC)}
	read := func(field, s string, into *kernel.Date) {
		if s == "" {
			return
		}
		d, err := kernel.ParseDate(s)
		if err != nil {
			mistakes[field] = "must be a date such as 2026-05-31"
			return
		}
		*into = d
	}
	read("from", from, &p.From)
	read("to", to, &p.To)
	if len(mistakes) == 0 && p.To.Before(p.From) {
		mistakes["to"] = "to must be on or after from"
	}
	if len(mistakes) > 0 {
		return dashboardPeriod{}, mistakes
	}
	days := p.From.DaysUntil(p.To) + 1
	p.PrevTo = p.From.AddDays(-1)
	p.PrevFrom = p.PrevTo.AddDays(-(days - 1))
	return p, nil
}
