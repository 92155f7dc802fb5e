package schemagen

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// formatted draws a string in n's format that fits n's length bounds. A format
// whose every form is longer or shorter than the bounds allow panics: a schema
// that no instance satisfies is a schema bug.
func (g *gen) formatted(t *rapid.T, n *node) string {
	hi := n.maxLength
	if hi < 0 {
		hi = 1 << 20
	}
	var s string
	switch n.format {
	case "date":
		s = date(t)
	case "date-time":
		s = dateTime(t, hi)
	case "email":
		s = email(t, n.minLength, hi)
	case "uri":
		s = uri(t, n.minLength, hi)
	}
	if c := utf8.RuneCountInString(s); c < n.minLength || c > hi {
		panic(fmt.Sprintf("schemagen: %s: no %s fits %d to %d characters (drew %q)", n.at, n.format, n.minLength, hi, s))
	}
	return s
}

// Date edges: the format's first and last days, leap days, the Unix epoch.
var dateEdges = []string{"0000-01-01", "0001-01-01", "9999-12-31", "2024-02-29", "2000-02-29", "1900-02-28", "1970-01-01", "2026-12-31"}

// date draws a civil date: usually in 1990–2040, sometimes an edge or any day
// of the years 0000 to 9999.
func date(t *rapid.T) string {
	switch choose(t, 8, 2, 1) {
	case 1:
		return rapid.SampledFrom(dateEdges).Draw(t, "date")
	case 2:
		return civil(t, 0, 9999)
	}
	return civil(t, 1990, 2040)
}

// civil draws a valid date in the years lo to hi.
func civil(t *rapid.T, lo, hi int) string {
	y := rapid.IntRange(lo, hi).Draw(t, "year")
	m := rapid.IntRange(1, 12).Draw(t, "month")
	days := time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	d := rapid.IntRange(1, days).Draw(t, "day")
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}

// Offset edges, in minutes east of UTC: the widest the format allows (±23:59),
// the widest real ones, a quarter-hour one and a negative zero (written -00:00).
var offsetEdges = []int{23*60 + 59, -(23*60 + 59), 14 * 60, -12 * 60, 5*60 + 45, -1, 0}

// dateTime draws an RFC 3339 date-time the validator accepts, at most hi
// characters long: a T or t, seconds, an optional fraction, Z, z or an offset.
// Edges: a lower-case t or z, offsets up to ±23:59, -00:00, long fractions, the
// first and last instants of a day, the format's first and last days, and a leap
// second, which the validator accepts only where the time is 23:59:60 in UTC.
func dateTime(t *rapid.T, hi int) string {
	d := date(t)
	h := rapid.IntRange(0, 23).Draw(t, "hour")
	m := rapid.IntRange(0, 59).Draw(t, "minute")
	s := rapid.IntRange(0, 59).Draw(t, "second")
	off := 60 // minutes east of UTC; -1 stands for -00:00
	zulu := false
	switch choose(t, 4, 3, 2) {
	case 1:
		zulu = true
	case 2:
		off = rapid.SampledFrom(offsetEdges).Draw(t, "offset")
	}
	switch choose(t, 10, 2, 1, 1) {
	case 1: // a leap second: 23:59:60 in UTC, written in the drawn offset
		s = 60
		east := 0
		if !zulu && off != -1 {
			east = off
		}
		// The validator subtracts the offset, wrapping a time before midnight
		// to the day before but not one after it to the day after; an offset
		// is at most 23:59, so this lands on 23:59 UTC from either side.
		local := (23*60 + 59 + east) % (24 * 60)
		h, m = local/60, local%60
	case 2:
		h, m, s = 0, 0, 0
	case 3:
		h, m, s = 23, 59, 59
	}
	tee := "T"
	if choose(t, 4, 1) == 1 {
		tee = "t"
	}
	zone := offset(off)
	if zulu {
		zone = "Z"
		if choose(t, 4, 1) == 1 {
			zone = "z"
		}
	}
	base := fmt.Sprintf("%s%s%02d:%02d:%02d", d, tee, h, m, s)
	room := hi - len(base) - len(zone) - 1 // characters left for a fraction's digits
	if room > 0 && choose(t, 3, 1) == 1 {
		digits := rapid.IntRange(1, min(room, 12)).Draw(t, "fraction digits")
		frac := make([]byte, digits)
		for i := range frac {
			frac[i] = byte('0' + rapid.IntRange(0, 9).Draw(t, "digit"))
		}
		base += "." + string(frac)
	}
	return base + zone
}

// offset writes minutes east of UTC as ±hh:mm; -1 is written -00:00.
func offset(east int) string {
	if east == -1 {
		return "-00:00"
	}
	sign := "+"
	if east < 0 {
		sign, east = "-", -east
	}
	return fmt.Sprintf("%s%02d:%02d", sign, east/60, east%60)
}

// Characters of e-mail addresses: the letters of a plain local part and domain
// label, and the other characters an unquoted local part may hold.
const (
	emailPlain    = "abcdefghijklmnopqrstuvwxyz0123456789"
	emailSpecials = "!#$%&'*+-/=?^_`{|}~"
)

// email draws an address of lo to hi characters that the validator accepts:
// plain, or an edge: the longest allowed (64-character local part, labels of
// up to 63), the shortest, upper case, a local part full of specials, a quoted
// local part with spaces and angle brackets, or an IP address literal.
func email(t *rapid.T, lo, hi int) string {
	hi = min(hi, 254)
	lo = max(lo, 3)
	var local string
	switch choose(t, 8, 1, 1, 1, 1, 1) {
	case 1: // the longest
		local = strings.Repeat("x", min(64, hi-2))
		return local + "@" + domainOfLength(t, hi-len(local)-1)
	case 2: // the shortest
		return "a@" + domainOfLength(t, lo-2)
	case 3:
		local = "First.Last"
	case 4:
		local = "o'hara+" + string(emailSpecials[rapid.IntRange(0, len(emailSpecials)-1).Draw(t, "special")]) + "&x"
	case 5:
		local = `"<b>quoted & spaced</b>"`
	case 6:
		if addr := "ops@[192.0.2.1]"; len(addr) >= lo && len(addr) <= hi {
			return addr
		}
		local = "ops"
	default:
		local = word(t, 1, 12)
	}
	domain := word(t, 1, 12) + "." + rapid.SampledFrom([]string{"example", "test", "de", "co.uk", "MUSEUM"}).Draw(t, "tld")
	addr := local + "@" + domain
	if len(addr) > hi || len(addr) < lo {
		local = "a"
		return local + "@" + domainOfLength(t, rapid.IntRange(lo, min(hi, lo+20)).Draw(t, "length")-2)
	}
	return addr
}

// domainOfLength draws a host name of exactly n characters (at least 1): labels
// of up to 63 letters and digits separated by dots.
func domainOfLength(t *rapid.T, n int) string {
	var labels []string
	for n > 0 {
		l := min(n, 63)
		if n-l == 1 { // a lone dot cannot end the name
			l--
		}
		labels = append(labels, strings.Repeat(string(emailPlain[rapid.IntRange(0, 25).Draw(t, "letter")]), l))
		n -= l + 1
	}
	return strings.Join(labels, ".")
}

// word draws lo to hi plain lower-case letters and digits.
func word(t *rapid.T, lo, hi int) string {
	n := rapid.IntRange(lo, hi).Draw(t, "length")
	b := make([]byte, n)
	for i := range b {
		b[i] = emailPlain[rapid.IntRange(0, len(emailPlain)-1).Draw(t, "letter")]
	}
	return string(b)
}

// uriEdges are absolute URIs that test what a page does with a link: other
// schemes, a script URL, an inline document, an IPv6 host, a user and a port,
// and a query and fragment full of HTML's special characters.
var uriEdges = []string{
	"javascript:alert(1)",
	"data:text/html,<script>alert(1)</script>",
	"mailto:ops@example.com?subject=<hi>",
	"urn:isbn:0451450523",
	"tel:+49-30-1234567",
	"ftp://[2001:db8::1]:21/rider.pdf",
	"https://user:pa%20ss@example.com:8443/a/b;c?x=<y>&z='\"#frag",
	"HTTPS://EXAMPLE.COM/",
	"https://xn--bcher-kva.example/",
}

// uri draws an absolute URI of lo to hi characters: a plain https URL, an edge,
// or the longest (a path padded to hi) or the shortest allowed.
func uri(t *rapid.T, lo, hi int) string {
	switch choose(t, 8, 3, 1, 1) {
	case 1:
		if u := rapid.SampledFrom(uriEdges).Draw(t, "uri"); len(u) >= lo && len(u) <= hi {
			return u
		}
	case 2: // the longest
		return padPath("https://example.com/", hi)
	case 3: // the shortest
		return padPath("a:", max(lo, 3))
	}
	u := "https://" + word(t, 1, 12) + ".example/" + word(t, 0, 12)
	if len(u) > hi || len(u) < lo {
		return padPath("a:", max(lo, 3))
	}
	return u
}

// padPath pads u with path characters to exactly n bytes (or leaves it when it is
// already as long).
func padPath(u string, n int) string {
	if len(u) >= n {
		return u
	}
	return u + strings.Repeat("x", n-len(u))
}
