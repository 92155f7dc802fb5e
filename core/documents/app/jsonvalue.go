package app

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// jsonValue returns v, a binder's result, as decode would return it after
// json.Marshal: maps as map[string]any, lists as []any, numbers as json.Number
// written as encoding/json writes them, strings with each invalid UTF-8 byte
// replaced by U+FFFD. The common types (what binders build: maps, lists,
// strings, booleans, integers, floats) are converted directly, which spares a
// render from a record the JSON text in between; any other type goes through
// json.Marshal and decode. TestJSONValueIsTheJSONRoundTrip holds the two to
// the same answer for every binder.
func jsonValue(v any) (any, error) {
	switch x := v.(type) {
	case nil, bool, json.Number:
		return x, nil
	case string:
		return validString(x), nil
	case map[string]any:
		if x == nil {
			return nil, nil // json.Marshal writes null
		}
		out := make(map[string]any, len(x))
		for k, e := range x {
			c, err := jsonValue(e)
			if err != nil {
				return nil, err
			}
			out[validString(k)] = c
		}
		return out, nil
	case []any:
		return jsonList(x)
	case []map[string]any:
		return jsonList(x)
	case []string:
		return jsonList(x)
	case int:
		return json.Number(strconv.Itoa(x)), nil
	case int64:
		return json.Number(strconv.FormatInt(x, 10)), nil
	case float64:
		return jsonFloat(x)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return decode(raw)
}

// jsonList converts each element of xs (jsonValue).
func jsonList[T any](xs []T) (any, error) {
	if xs == nil {
		return nil, nil // json.Marshal writes null
	}
	out := make([]any, len(xs))
	for i, e := range xs {
		c, err := jsonValue(e)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// jsonFloat writes f as encoding/json does: the shortest form, in exponent
// notation below 1e-6 and from 1e21, with a one-digit negative exponent
// written without its zero.
func jsonFloat(f float64) (any, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, fmt.Errorf("unsupported value: %v", f)
	}
	format, abs := byte('f'), math.Abs(f)
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b := strconv.AppendFloat(nil, f, format, -1, 64)
	if format == 'e' {
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return json.Number(b), nil
}

// validString returns s with each byte that is not part of valid UTF-8
// replaced by U+FFFD, as json.Marshal writes it.
func validString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:]) // utf8.RuneError for an invalid byte
		b.WriteRune(r)
		i += size
	}
	return b.String()
}
