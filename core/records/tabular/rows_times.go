package tabular

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showTimes sets the show's doors, start and curfew from the row's clock
// times, on the show's date on its zone's clock (records.LocalInstant, as the
// show form does): a start earlier than the doors, or a curfew earlier than the
// start (or the doors), is after midnight, the next day. A time the clocks skip
// that day is refused; an empty cell clears the time.
func (r *rowCtx) showTimes(s *records.Show) {
	after := -1 // the minute of the day of the time before, -1 for none
	for _, t := range []struct {
		key string
		dst **time.Time
	}{{keyDoors, &s.DoorsAt}, {keyStart, &s.StartsAt}, {keyCurfew, &s.CurfewAt}} {
		text, mapped := r.cell(t.key)
		if !mapped {
			if m, ok := clockOf(*t.dst, s.TimeZone); ok {
				after = m
			}
			continue
		}
		if text == "" {
			*t.dst = nil
			continue
		}
		h, m, err := readClock(text)
		if err != nil {
			r.refuse(t.key, err)
			continue
		}
		day := s.Date
		if h*60+m < after {
			day = day.AddDays(1)
		}
		at, ierr := records.LocalInstant(day, h, m, s.TimeZone)
		if ierr != nil {
			msg := ierr.Error()
			if e, ok := kernel.AsError(ierr); ok {
				msg = e.Message
			}
			r.fail(t.key, CodeUnreadable, "a time that the venue's clock shows that day", msg)
			continue
		}
		*t.dst, after = &at, h*60+m
	}
}

// clockOf is the minute of the day t shows on zone's clock.
func clockOf(t *time.Time, zone string) (int, bool) {
	if t == nil {
		return 0, false
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return 0, false
	}
	l := t.In(loc)
	return l.Hour()*60 + l.Minute(), true
}
