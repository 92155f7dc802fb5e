package render

import (
	"fmt"
	"sync"
	"time"
	_ "time/tzdata" // zones resolve the same on every machine, even without a zone database

	"github.com/roadcase/roadcase/core/kernel"
)

// The layouts of printed dates and times: English, 24-hour clock.
const (
	dateLayout     = "Mon 2 Jan 2006"
	timeLayout     = "15:04"
	dateTimeLayout = "Mon 2 Jan 2006, 15:04"
)

var zones sync.Map // IANA name → *time.Location, or nil for an unknown name

// zone returns the location named tz, or nil when tz is empty or not an IANA zone
// name. "Local" is refused: output must not depend on the server's zone.
func zone(tz any) *time.Location {
	name, _ := tz.(string)
	if name == "" || name == "Local" {
		return nil
	}
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = nil
	}
	zones.Store(name, loc)
	return loc
}

// instant parses an RFC 3339 date-time (as the schema validator reads it, see
// parseDateTime) and moves it to the zone tz; with an empty
// or unknown zone the instant keeps the offset it was written with.
func instant(v, tz any) (time.Time, bool, error) {
	if v == nil {
		return time.Time{}, false, nil
	}
	s, ok := v.(string)
	if !ok {
		return time.Time{}, false, fmt.Errorf("date-time: want a string, got %T", v)
	}
	t, err := parseDateTime(s)
	if err != nil {
		return time.Time{}, false, fmt.Errorf("date-time: %q is not RFC 3339: %v", s, err)
	}
	if loc := zone(tz); loc != nil {
		t = t.In(loc)
	}
	return t, true, nil
}

// formatDate prints a civil date "2026-03-14" as "Sat 14 Mar 2026". A date-time
// prints the date in the offset it was written with.
func formatDate(v any) (string, error) {
	if v == nil {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("date: want a string, got %T", v)
	}
	if d, err := time.Parse(kernel.DateLayout, s); err == nil {
		return d.Format(dateLayout), nil
	}
	t, _, err := instant(s, nil)
	if err != nil {
		return "", fmt.Errorf("date: %q is neither a date nor a date-time", s)
	}
	return t.Format(dateLayout), nil
}

func formatTime(v, tz any) (string, error) {
	t, ok, err := instant(v, tz)
	if !ok || err != nil {
		return "", err
	}
	return t.Format(timeLayout), nil
}

func formatDateTime(v, tz any) (string, error) {
	t, ok, err := instant(v, tz)
	if !ok || err != nil {
		return "", err
	}
	return t.Format(dateTimeLayout), nil
}
