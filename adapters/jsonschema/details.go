package jsonschema

import (
	"strconv"
	"strings"

	js "github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// maxListedValues bounds the allowed values an enum violation lists; a longer
// enum, such as the time zone names, is described instead of dumped.
const maxListedValues = 20

// maxQuotedChars bounds how many characters of a caller's string a detail
// repeats. A render body may be tens of megabytes, and the library's pattern and
// format messages quote the whole value (a format's cause often a second time),
// so a huge string would come back in the 422 at least once more; its first 64
// characters identify it well enough. The longest IANA zone name has 32.
const maxQuotedChars = 64

// longEnumDetail describes a violation of an enum too long to list: the time
// zone definition by name, any other by its size.
func longEnumDetail(schemaURL string, k *kind.Enum) string {
	if strings.HasSuffix(schemaURL, "/$defs/time_zone") {
		return english.Sprintf("%s is not an IANA time zone name such as Europe/Berlin", quoted(k.Got))
	}
	return english.Sprintf("%s is not one of the %d allowed values", quoted(k.Got), len(k.Want))
}

// longValueDetail words a pattern or format violation whose value is a string
// longer than maxQuotedChars, quoting only its beginning; ok is false for a
// shorter value, which keeps the library's own message.
func longValueDetail(k js.ErrorKind) (detail string, ok bool) {
	switch k := k.(type) {
	case *kind.Pattern:
		if cut(k.Got) < len(k.Got) {
			return english.Sprintf("%s does not match the pattern %s", quoted(k.Got), strconv.Quote(k.Want)), true
		}
	case *kind.Format:
		if s, isString := k.Got.(string); isString && cut(s) < len(s) {
			return english.Sprintf("%s is not a valid %s", quoted(s), k.Want), true
		}
	}
	return "", false
}

// quoted prints a JSON value briefly: a string quoted, cut after maxQuotedChars
// characters with an ellipsis inside the quotes, anything else as JSON would.
func quoted(v any) string {
	s, ok := v.(string)
	if !ok {
		return english.Sprint(v)
	}
	if n := cut(s); n < len(s) {
		q := strconv.Quote(s[:n])
		return q[:len(q)-1] + `…"`
	}
	return strconv.Quote(s)
}

// cut returns the byte length of the first maxQuotedChars characters of s, or
// len(s) when s is no longer than that.
func cut(s string) int {
	chars := 0
	for i := range s {
		if chars == maxQuotedChars {
			return i
		}
		chars++
	}
	return len(s)
}
