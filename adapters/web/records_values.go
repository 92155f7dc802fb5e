package web

import (
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The typed values of a record's form. Each reader takes the text of one input,
// and on a mistake puts an error beside that input and returns the zero value;
// the handler then answers 422 without calling the use case. An empty input is
// the zero value without an error: whether a field is required is the use
// case's rule, not the form's.

// amount reads the input name as an amount of currency in minor units, as the
// user's locale writes numbers (see parseAmountIn).
func (f *recordForm) amount(name, currency string) int64 {
	n, err := parseAmountIn(f.Get(name), currency, f.locale)
	if err != nil {
		f.fail(inputID(name), err.Error())
	}
	return n
}

// date reads the input name, an <input type=date>, as a civil date.
func (f *recordForm) date(name string) kernel.Date {
	text := f.Get(name)
	if text == "" {
		return ""
	}
	d, err := kernel.ParseDate(text)
	if err != nil {
		f.fail(inputID(name), "Enter a real date, as year-month-day (2026-11-22).")
		return ""
	}
	return d
}

// whole reads the input name as a whole number ("1,200" allowed).
func (f *recordForm) whole(name string) int {
	text := strings.ReplaceAll(f.Get(name), ",", "")
	if text == "" {
		return 0
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		f.fail(inputID(name), "Enter a whole number, such as 1200.")
	}
	return n
}

// instant reads a local date and a clock time ("20:30", an <input type=time>)
// as the instant they name in zone, an IANA zone: nil when the time is empty.
// A time that does not exist on that day in zone (skipped when the clocks go
// forward) is refused beside the time's input.
func (f *recordForm) instant(dateName, clockName, zone string) *time.Time {
	d, clock := f.date(dateName), f.Get(clockName)
	if clock == "" || d == "" {
		if clock != "" {
			f.fail(inputID(dateName), "Enter the date of this time.")
		}
		return nil
	}
	t, err := localInstant(d, clock, zone)
	if err != nil {
		f.fail(inputID(clockName), err.Error())
		return nil
	}
	return &t
}

// localInstant returns the instant at which a clock in zone (an IANA name)
// shows clock ("HH:MM") on date: records.LocalInstant, which refuses a time the
// clocks skip and takes the first of a time they repeat.
func localInstant(date kernel.Date, clock, zone string) (time.Time, error) {
	c, err := time.Parse("15:04", clock)
	if err != nil {
		return time.Time{}, kernel.Invalid("Enter a time as hours and minutes, such as 19:30.")
	}
	return records.LocalInstant(date, c.Hour(), c.Minute(), zone)
}

// localClock returns the date and the clock time ("HH:MM") that t is in zone,
// for a form's date and time inputs; empty for nil.
func localClock(t *time.Time, zone string) (kernel.Date, string) {
	if t == nil {
		return "", ""
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		loc = time.UTC
	}
	local := t.In(loc)
	return kernel.DateOf(local, loc), local.Format("15:04")
}
