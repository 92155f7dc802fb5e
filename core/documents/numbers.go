package documents

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// MaxNumberLiteral bounds the characters of a number in document data. No
// schema admits a figure beyond ±10^15, and a float64 needs at most 24
// characters; 100 leaves room for any encoder's way of writing one.
const MaxNumberLiteral = 100

// MaxNumberExponent bounds the decimal exponent written in a number of document
// data: a float64 lies between 4.9e-324 and 1.8e308, and no schema admits a
// figure beyond 10^15. A validator reads a number as an exact fraction, which
// for an exponent of a million takes tens of milliseconds and for ten million
// fails (the schema validator then panics), so such numbers are refused before
// any validation.
const MaxNumberExponent = 400

// NumberProblems lists the numbers of data (decoded with json.Number) that are
// longer than MaxNumberLiteral or whose exponent is beyond ±MaxNumberExponent,
// each at its JSON pointer with the code "number". Such a number never satisfies
// a schema; refusing it up front keeps it from costing the validator time or
// crashing it.
func NumberProblems(data any) []kernel.FieldError {
	var out []kernel.FieldError
	var walk func(v any, ptr string)
	walk = func(v any, ptr string) {
		switch x := v.(type) {
		case map[string]any:
			for k, c := range x {
				walk(c, ptr+"/"+escapeToken(k))
			}
		case []any:
			for i, c := range x {
				walk(c, ptr+"/"+strconv.Itoa(i))
			}
		case json.Number:
			if s := x.String(); !readableNumber(s) {
				out = append(out, kernel.FieldError{Pointer: ptr, Code: "number",
					Detail: "the number " + clipped(s) + " is out of range: at most " + strconv.Itoa(MaxNumberLiteral) +
						" characters and an exponent from -" + strconv.Itoa(MaxNumberExponent) + " to " + strconv.Itoa(MaxNumberExponent)})
			}
		}
	}
	walk(data, "")
	return out
}

// readableNumber reports whether the JSON number literal s is within
// MaxNumberLiteral characters and ±MaxNumberExponent.
func readableNumber(s string) bool {
	if len(s) > MaxNumberLiteral {
		return false
	}
	i := strings.IndexAny(s, "eE")
	if i < 0 {
		return true
	}
	exp, err := strconv.Atoi(strings.TrimPrefix(s[i+1:], "+"))
	return err == nil && exp >= -MaxNumberExponent && exp <= MaxNumberExponent
}

// clipped shortens a literal for a message.
func clipped(s string) string {
	if len(s) > 40 {
		return s[:37] + "…"
	}
	return s
}

// escapeToken escapes a JSON pointer token.
func escapeToken(tok string) string {
	return strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1")
}
