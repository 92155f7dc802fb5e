package binding

import (
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Money returns the JSON shape of an amount, as every schema's $defs/money expects:
// {"amount": minor units, "currency": "EUR"}.
func Money(amount int64, currency string) map[string]any {
	return map[string]any{"amount": amount, "currency": currency}
}

// Instant formats t as RFC 3339 in the IANA zone tz (UTC if tz is unknown), so the
// offset in the data matches the place where the thing happens.
func Instant(t time.Time, tz string) string {
	return t.In(Zone(tz)).Format(time.RFC3339)
}

var zones sync.Map // IANA name → *time.Location, nil for an unknown name

// Zone returns the location of the IANA zone tz, or UTC when tz is empty, "Local" or
// unknown. Locations are loaded once per name: loading one reads the zone database.
func Zone(tz string) *time.Location {
	if loc := lookupZone(tz); loc != nil {
		return loc
	}
	return time.UTC
}

// KnownZone reports whether tz names an IANA zone (not "Local"), from the same cache.
func KnownZone(tz string) bool { return lookupZone(tz) != nil }

// lookupZone loads tz once and remembers the answer, a miss included; nil means tz
// is empty, "Local" or unknown.
func lookupZone(tz string) *time.Location {
	if tz == "" || tz == "Local" {
		return nil
	}
	if loc, ok := zones.Load(tz); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		loc = nil
	}
	zones.Store(tz, loc)
	return loc
}

// Percent converts basis points to a percentage number (8500 → 85.0). Tax rates
// are millionths and convert with kernel.PPM.Percent (158250 → 15.825).
func Percent(bp kernel.BasisPoints) float64 { return float64(bp) / 100 }

// Hours converts minutes to hours (90 → 1.5).
func Hours(minutes int) float64 { return float64(minutes) / 60 }

// PutString sets m[k] = v unless v is empty, so optional fields are left out rather
// than sent as empty strings that might break a format or a minimum length.
func PutString(m map[string]any, k, v string) {
	if v != "" {
		m[k] = v
	}
}

// PersonValue returns the common JSON shape of a person: name plus the contact
// details that are set.
func PersonValue(p records.Person) map[string]any {
	m := map[string]any{"name": p.FullName()}
	PutString(m, "email", p.Email)
	PutString(m, "phone", p.Phone)
	PutString(m, "company", p.Company)
	PutString(m, "title", p.Title)
	return m
}

// Label turns a stored code such as "bank_transfer" into a label for print:
// "Bank transfer". Words that touring people write as acronyms ("vip", "foh") come
// out in capitals.
func Label(code string) string {
	words := strings.Fields(strings.ReplaceAll(code, "_", " "))
	for i, w := range words {
		if labelAcronyms[strings.ToLower(w)] {
			words[i] = strings.ToUpper(w)
		}
	}
	s := strings.Join(words, " ")
	if s == "" {
		return ""
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// labelAcronyms are the words Label writes in capitals.
var labelAcronyms = map[string]bool{
	"vip": true, "foh": true, "pa": true, "av": true, "led": true, "tm": true, "pm": true,
	"lx": true, "sfx": true, "fx": true, "di": true, "aaa": true, "hr": true, "vat": true,
}
