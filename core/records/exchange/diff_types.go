package exchange

import (
	"reflect"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// What a changed field's values are, and the currency and zone they are in,
// for records.FieldChange: knowledge of the records' export form.

// typeOf says how a value of the export format named name reads. The format's
// own conventions carry it: amounts are int64 in minor units, rates int64 with
// a _bp or _ppm suffix, counts int, instants strings named *_at, dates date or
// *_on or check_in/check_out, references *_id or lists named *_ids.
func typeOf(name string, k reflect.Kind) string {
	switch {
	case k == reflect.Bool:
		return records.ValueBool
	case k == reflect.Int64 && strings.HasSuffix(name, "_bp"):
		return records.ValueBasisPoints
	case k == reflect.Int64 && strings.HasSuffix(name, "_ppm"):
		return records.ValuePPM
	case k == reflect.Int64:
		return records.ValueMoney
	case k == reflect.Int:
		return records.ValueCount
	case k != reflect.String:
		return records.ValueText
	case strings.HasSuffix(name, "_at"):
		return records.ValueInstant
	case name == "date" || name == "on" || strings.HasSuffix(name, "_on") || name == "check_in" || name == "check_out":
		return records.ValueDate
	case strings.HasSuffix(name, "_id") || strings.HasSuffix(name, "_ids"):
		return records.ValueRef
	}
	return records.ValueText
}

// currencyOf is the currency a record's amounts are in: its own, else its
// show's, else its project's (crew rates, travel costs, hotel rates, budget
// lines are in the project's home currency).
func currencyOf(rec map[string]flatField, names records.Dataset) string {
	if c := rec["/currency"].text; c != "" {
		return c
	}
	if s, ok := showOf(rec, names); ok {
		return s.Currency
	}
	for _, p := range names.Projects {
		if p.ID == kernel.ID(rec["/project_id"].text) {
			return p.Currency
		}
	}
	return ""
}

// zoneOf is the zone the instant at pointer p of a record is on: a travel
// segment's end's own, the record's, else its show's.
func zoneOf(p string, rec map[string]flatField, names records.Dataset) string {
	own := map[string]string{"/departs_at": "/depart_time_zone", "/arrives_at": "/arrive_time_zone"}[p]
	if z := rec[own].text; own != "" && z != "" {
		return z
	}
	if z := rec["/time_zone"].text; z != "" {
		return z
	}
	if s, ok := showOf(rec, names); ok {
		return s.TimeZone
	}
	return ""
}

// showOf is the show a record names by its show_id, when names holds it.
func showOf(rec map[string]flatField, names records.Dataset) (records.Show, bool) {
	id := kernel.ID(rec["/show_id"].text)
	for _, s := range names.Shows {
		if s.ID == id && !id.IsZero() {
			return s, true
		}
	}
	return records.Show{}, false
}
