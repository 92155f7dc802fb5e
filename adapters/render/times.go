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

// The zone of a time is printed after it as a label (see zoneLabel): "09:25 GMT",
// "12:20 CET", "06:10 UTC+3". Travel legs always carry it, each end in its own zone;
// other times carry it when their page mixes zones (see pageZones).

// formatZoneTime prints the time of v in tz and its zone: "09:25 GMT".
func formatZoneTime(v, tz any) (string, error) {
	t, ok, err := instant(v, tz)
	if !ok || err != nil {
		return "", err
	}
	return t.Format(timeLayout) + " " + zoneLabel(t), nil
}

// formatZoneDateTime prints the date and time of v in tz and its zone: "Fri 13 Mar
// 2026, 09:25 GMT".
func formatZoneDateTime(v, tz any) (string, error) {
	t, ok, err := instant(v, tz)
	if !ok || err != nil {
		return "", err
	}
	return t.Format(dateTimeLayout) + " " + zoneLabel(t), nil
}

// formatZoneSpan prints a start and an optional end in tz with the zone once when
// both ends share it ("10:00–13:00 CET"), and after each end when a clock change
// falls between them ("01:30 CET–03:30 CEST").
func formatZoneSpan(start, end, tz any) (string, error) {
	s, ok, err := instant(start, tz)
	if !ok || err != nil {
		return "", err
	}
	e, ok, err := instant(end, tz)
	if err != nil {
		return "", err
	}
	if !ok {
		return s.Format(timeLayout) + " " + zoneLabel(s), nil
	}
	if from, to := zoneLabel(s), zoneLabel(e); from != to || !sameOffset(s, e) {
		return s.Format(timeLayout) + " " + from + "–" + e.Format(timeLayout) + " " + to, nil
	}
	return s.Format(timeLayout) + "–" + e.Format(timeLayout) + " " + zoneLabel(e), nil
}

// dayShift prints how many local dates an arrival lies after its departure, each end
// read in its own zone: "+1 day", "+2 days", "1 day earlier" (eastward over the date line,
// as Tokyo to Honolulu), or nothing for the same date or a missing end. It marks an
// arrival printed without its date. Beyond a month either way it says "another
// date".
func dayShift(departs, departTZ, arrives, arriveTZ any) (string, error) {
	d, ok, err := instant(departs, departTZ)
	if !ok || err != nil {
		return "", err
	}
	a, ok, err := instant(arrives, arriveTZ)
	if !ok || err != nil {
		return "", err
	}
	// Whole days between the local dates, counted on Unix seconds: a Duration
	// would saturate for dates centuries apart.
	civil := func(t time.Time) int64 { return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC).Unix() }
	days := (civil(a) - civil(d)) / 86400
	switch {
	case days == 0:
		return "", nil
	case days > 31 || days < -31:
		// No journey lasts a month: say so rather than print a count of days
		// that reads like a figure of the document.
		return "another date", nil
	case days == 1:
		return "+1 day", nil
	case days == -1:
		return "1 day earlier", nil
	case days > 0:
		return fmt.Sprintf("+%d days", days), nil
	}
	// Worded, not "−2 days": a minus before a figure reads as a negative amount.
	return fmt.Sprintf("%d days earlier", -days), nil
}

// zoneLabel names the zone of t as printed after a time: the abbreviation of the
// zone database (GMT, BST, CET, EEST, EST, JST, ChST), or the offset from UTC where
// the database has only a number ("+03" for Europe/Istanbul becomes "UTC+3", "+0545"
// for Asia/Kathmandu "UTC+5:45", "-03" "UTC-3"). A time of no named zone (written
// with an offset, its zone absent) is labelled by that offset, and offset zero by
// "UTC". An offset keeps the hyphen-minus of ISO 8601 and the zone database: the
// typographic minus marks a negative figure, which an offset is not.
func zoneLabel(t time.Time) string {
	name, offset := t.Zone()
	if isAbbreviation(name) {
		return name
	}
	return utcOffset(offset)
}

// isAbbreviation reports whether name is a zone abbreviation of letters only.
func isAbbreviation(name string) bool {
	if name == "" {
		return false
	}
	for _, r := range name {
		if (r < 'A' || r > 'Z') && (r < 'a' || r > 'z') {
			return false
		}
	}
	return true
}

// utcOffset prints an offset in seconds east of UTC: "UTC+3", "UTC+5:45", "UTC-3:30",
// "UTC" for zero (seconds only for the local mean times of old dates).
func utcOffset(offset int) string {
	if offset == 0 {
		return "UTC"
	}
	sign := "+"
	if offset < 0 {
		sign, offset = "-", -offset
	}
	h, m, s := offset/3600, offset/60%60, offset%60
	switch {
	case s != 0:
		return fmt.Sprintf("UTC%s%d:%02d:%02d", sign, h, m, s)
	case m != 0:
		return fmt.Sprintf("UTC%s%d:%02d", sign, h, m)
	}
	return fmt.Sprintf("UTC%s%d", sign, h)
}

// sameOffset reports whether a and b are in the same offset from UTC.
func sameOffset(a, b time.Time) bool {
	_, x := a.Zone()
	_, y := b.Zone()
	return x == y
}
