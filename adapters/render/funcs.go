package render

import (
	"fmt"
	"html/template"
	"math/big"
	"strings"
	"unicode"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
)

// funcs are the functions templates may call (see the document type conventions).
// Each prints nothing for a missing value, so optional fields need no guard, and
// returns an error for a value of the wrong shape, which fails the render: data
// that passed the type's schema never has one, so that is a template bug.
var funcs = template.FuncMap{
	"money":    money,
	"date":     formatDate,
	"time":     formatTime,
	"datetime": formatDateTime,
	"percent":  func(v any) (string, error) { return suffixed(v, "%") },
	"number":   func(v any) (string, error) { return suffixed(v, "") },
	"hours":    func(v any) (string, error) { return suffixed(v, " h") },
	"join":     join,
	"shown":    shown,
	"add":      func(a, b any) (int64, error) { return arith(a, b, "+") },
	"sub":      func(a, b any) (int64, error) { return arith(a, b, "-") },
	"mul":      func(a, b any) (int64, error) { return arith(a, b, "×") },

	// The zoned forms, for pages that cross zones (see times.go and pageZones).
	"zonetime":     formatZoneTime,
	"zonedatetime": formatZoneDateTime,
	"zonespan":     formatZoneSpan,
	"dayshift":     dayShift,
	"zones":        pageZones,
	"legsinzone":   legsInZone,

	// Wording by sign (see negative.go).
	"negative": negative,
}

// money prints a $defs/money value: "€1,234.56".
func money(v any) (string, error) {
	amount, currency, ok, err := moneyOf(v)
	if !ok || err != nil {
		return "", err
	}
	return moneyfmt.FormatBig(amount, currency), nil
}

// suffixed prints a number with grouped thousands followed by suffix.
func suffixed(v any, suffix string) (string, error) {
	r, ok, err := ratOf(v)
	if !ok || err != nil {
		return "", err
	}
	return decimal(r) + suffix, nil
}

// join joins a list of strings (or numbers) with sep, each item bidi-isolated
// (see isolateString) so that one name cannot reorder the next.
func join(list any, sep string) (string, error) {
	if list == nil {
		return "", nil
	}
	var parts []string
	switch items := list.(type) {
	case []string:
		parts = items
	case []any:
		parts = make([]string, len(items))
		for i, it := range items {
			parts[i] = fmt.Sprint(it)
		}
	default:
		return "", fmt.Errorf("join: want a list, got %T", list)
	}
	out := make([]string, len(parts))
	for i, p := range parts {
		out[i] = isolateString(p)
	}
	return strings.Join(out, sep), nil
}

// arith applies op ("+", "-" or "×") to two integers, for small derived figures
// such as row counts and head counts. A result outside int64 is an error, never a
// wrapped figure: the schemas' maxima keep every valid input far below it, so an
// overflow is a bug to fail on rather than a wrong number to print.
func arith(a, b any, op string) (int64, error) {
	x, err := integerOf(a)
	if err != nil {
		return 0, err
	}
	y, err := integerOf(b)
	if err != nil {
		return 0, err
	}
	var r big.Int
	switch op {
	case "+":
		r.Add(big.NewInt(x), big.NewInt(y))
	case "-":
		r.Sub(big.NewInt(x), big.NewInt(y))
	case "×":
		r.Mul(big.NewInt(x), big.NewInt(y))
	default:
		return 0, fmt.Errorf("arith: unknown operator %q", op)
	}
	if !r.IsInt64() {
		return 0, fmt.Errorf("%d %s %d overflows a 64-bit integer", x, op, y)
	}
	return r.Int64(), nil
}

// blankShown stands in for a heading's text that has nothing visible: a name of
// spaces satisfies a schema's minLength, but an empty heading breaks the page's
// outline (and html-validate's empty-heading rule).
const blankShown = "—"

// shown returns v, or blankShown when v is a string of white space only (Unicode
// spaces and the byte order mark included), for values printed as a heading.
func shown(v any) any {
	s, ok := v.(string)
	if !ok {
		return v
	}
	if strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '\ufeff' }) == "" {
		return blankShown
	}
	return s
}
