package web

import (
	"regexp"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The activity log keeps values as the export format has them, typed and with
// their currency and zone (records.FieldChange); these write them as people
// do, at the edge, as every other page's amounts and times are written.

// changeRow is one field of an activity entry as the page says it:
// "Guarantee: €10,000.00 → €12,500.00".
type changeRow struct{ Field, From, To string }

// newChangeRows writes an entry's fields for people; loc is the clock of
// instants that have no zone of their own (the organization's).
func newChangeRows(fields []records.FieldChange, loc *time.Location) []changeRow {
	out := make([]changeRow, len(fields))
	for i, f := range fields {
		from, to := zoneOr(f.FromZone, loc), zoneOr(f.ToZone, loc)
		clockOnly := f.Type == records.ValueInstant && sameDay(f.From, from, f.To, to)
		out[i] = changeRow{Field: fieldWords(f.Field),
			From: valueWords(f.From, f.Type, f.FromCurrency, from, clockOnly),
			To:   valueWords(f.To, f.Type, f.ToCurrency, to, clockOnly)}
	}
	return out
}

// uuidText is a record's id as the log keeps a reference it could not name.
var uuidText = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// valueWords writes one value of type typ for people; an empty one is "—".
// Instants are on loc, with its abbreviation, and only their clock when
// clockOnly (both sides fall on one day).
func valueWords(v, typ, currency string, loc *time.Location, clockOnly bool) string {
	if v == "" {
		return "—"
	}
	switch typ {
	case records.ValueMoney:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil && currency != "" {
			return moneyfmt.Format(n, currency)
		}
	case records.ValueBasisPoints:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return percentOf(n, shareScale)
		}
	case records.ValuePPM:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return percentOf(n, taxRateScale)
		}
	case records.ValueCount:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return groupedText(n)
		}
	case records.ValueBool:
		return map[string]string{"true": "Yes", "false": "No"}[v]
	case records.ValueInstant:
		if t, err := time.Parse(time.RFC3339, v); err == nil {
			if clockOnly {
				return t.In(loc).Format("15:04 MST")
			}
			return t.In(loc).Format("Mon 2 Jan 2006, 15:04 MST")
		}
	case records.ValueDate:
		if d := kernel.Date(v); d.Valid() {
			return d.Time(time.UTC).Format("Mon 2 Jan 2006")
		}
	case records.ValueRef:
		if uuidText.MatchString(v) {
			return "a record no longer there"
		}
	}
	return v
}

// percentOf writes n units of 1/scale percent as a percentage (percentText,
// the rate inputs' own): 158250 millionths → "15.825%".
func percentOf(n, scale int64) string {
	if n == 0 {
		return "0%"
	}
	return percentText(n, scale) + "%"
}

// groupedText writes a count with its thousands grouped: 1500 → "1,500".
func groupedText(n int64) string {
	if n < 0 {
		return "−" + moneyfmt.Group(strconv.FormatInt(-n, 10))
	}
	return moneyfmt.Group(strconv.FormatInt(n, 10))
}

// zoneOr is the named zone, or loc when there is none.
func zoneOr(name string, loc *time.Location) *time.Location {
	if name == "" {
		return loc
	}
	return zone(name)
}

// sameDay reports whether two instants (RFC 3339; either may be empty) fall
// on one day, each on its clock.
func sameDay(a string, aLoc *time.Location, b string, bLoc *time.Location) bool {
	ta, errA := time.Parse(time.RFC3339, a)
	tb, errB := time.Parse(time.RFC3339, b)
	switch {
	case errA != nil && errB != nil:
		return false
	case errA != nil:
		return a == ""
	case errB != nil:
		return b == ""
	}
	return ta.In(aLoc).Format(time.DateOnly) == tb.In(bLoc).Format(time.DateOnly)
}
