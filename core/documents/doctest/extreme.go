package doctest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Extremes says how Extreme fills a schema.
type Extremes struct {
	// Items is how many items an array gets, given its minItems and maxItems.
	Items func(minItems, maxItems int) int
	// Char is the character free text is made of; it is repeated to the
	// string's maxLength.
	Char string
	// Low puts every integer and number at its minimum and every boolean at
	// false; otherwise they are at their maximum and true.
	Low bool
}

// Extreme returns an instance of schema at the edge of what it admits: every
// property present, every array with opts.Items items, every free-text string
// at its maxLength, every figure at its bound, every enum at its longest member,
// and formatted strings (date, date-time, email, uri, the catalog's two letter
// patterns) valid and as long as their maxLength allows. Numbers are
// json.Number, as the service decodes them. It fails on a schema part it cannot
// fill, such as a pattern it does not know.
func Extreme(schema json.RawMessage, opts Extremes) (any, error) {
	w, err := newWalker(schema)
	if err != nil {
		return nil, err
	}
	return w.extreme(w.root, opts, "")
}

func (w *walker) extreme(node any, opts Extremes, ptr string) (any, error) {
	n := w.resolve(node)
	if members, ok := n["enum"].([]any); ok && len(members) > 0 {
		return longest(members), nil
	}
	if c, ok := n["const"]; ok {
		return c, nil
	}
	switch n["type"] {
	case "object":
		props, names := sortedProps(n)
		out := make(map[string]any, len(names))
		for _, name := range names {
			v, err := w.extreme(props[name], opts, child(ptr, name))
			if err != nil {
				return nil, err
			}
			out[name] = v
		}
		return out, nil
	case "array":
		count := opts.Items(intOf(n["minItems"], 0), intOf(n["maxItems"], 0))
		out := make([]any, count)
		for i := range out {
			v, err := w.extreme(n["items"], opts, index(ptr, i))
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	case "string":
		return extremeString(n, opts, ptr)
	case "integer", "number":
		kw := "maximum"
		if opts.Low {
			kw = "minimum"
		}
		b, ok := n[kw].(float64)
		if !ok {
			return nil, fmt.Errorf("%s: no %s", ptr, kw)
		}
		return json.Number(strconv.FormatFloat(b, 'f', -1, 64)), nil
	case "boolean":
		return !opts.Low, nil
	}
	return nil, fmt.Errorf("%s: cannot fill a schema of type %v", ptr, n["type"])
}

// longest returns the enum member with the longest JSON encoding.
func longest(members []any) any {
	best, size := members[0], -1
	for _, m := range members {
		raw, _ := json.Marshal(m)
		if len(raw) > size {
			best, size = m, len(raw)
		}
	}
	return best
}

func intOf(v any, otherwise int) int {
	if f, ok := v.(float64); ok {
		return int(f)
	}
	return otherwise
}

// patterns are the values Extreme gives the catalog's patterned strings.
var patterns = map[string]string{"^[A-Z]{2}$": "DE", "^[A-Z]{3}$": "EUR", `^[0-9]{1,12}(\.[0-9]{1,8})?$`: "123456789012.12345678"}

// webAddressPattern is the catalog's pattern of a web address (an invoice's pay
// link): Extreme gives it the longest address its maxLength allows.
const webAddressPattern = "^https?://[!-~]+$"

// extremeString fills a string schema.
func extremeString(n map[string]any, opts Extremes, ptr string) (string, error) {
	length := intOf(n["maxLength"], 0)
	if p, ok := n["pattern"].(string); ok {
		if p == webAddressPattern {
			return "https://example.com/" + strings.Repeat("p", max(length-20, 0)), nil
		}
		v, known := patterns[p]
		if !known {
			return "", fmt.Errorf("%s: no value for the pattern %q", ptr, p)
		}
		return v, nil
	}
	switch n["format"] {
	case nil:
		return strings.Repeat(opts.Char, length), nil
	case "date":
		return "2026-12-31", nil
	case "date-time":
		return dateTime(length), nil
	case "email":
		return longEmail(min(length, 254)), nil
	case "uri":
		return "https://example.com/" + strings.Repeat("p", max(length-20, 0)), nil
	}
	return "", fmt.Errorf("%s: no value for the format %v", ptr, n["format"])
}

// dateTime returns a valid date-time of at most n characters (at least 25),
// with as many digits of a second's fraction as fit, up to nine.
func dateTime(n int) string {
	fraction := ""
	if digits := min(n-26, 9); digits > 0 {
		fraction = "." + "123456789"[:digits]
	}
	return "2026-12-31T23:59:59" + fraction + "+01:00"
}

// longEmail returns a valid address of n characters (at least 6): a local part
// of up to 64 characters and a domain of labels of up to 63.
func longEmail(n int) string {
	local := strings.Repeat("a", min(64, n-5))
	rest := n - len(local) - 1
	var labels []string
	for rest > 63 {
		labels = append(labels, strings.Repeat("b", 62))
		rest -= 63
	}
	labels = append(labels, strings.Repeat("c", rest))
	return local + "@" + strings.Join(labels, ".")
}
