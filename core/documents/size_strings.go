package documents

import (
	"encoding/json"
	"math/big"
)

// enumOf returns the members an instance must be one of: enum, or const as a
// list of one.
func enumOf(m map[string]any) ([]any, bool) {
	if c, ok := m["const"]; ok {
		return []any{c}, true
	}
	list, ok := m["enum"].([]any)
	return list, ok
}

// longestMember bounds a value that equals one of members.
func longestMember(members []any) (int64, error) {
	var most int64
	for _, v := range members {
		var b int64
		if s, ok := v.(string); ok {
			b = memberBound(s)
		} else {
			raw, err := json.Marshal(v)
			if err != nil {
				return 0, err
			}
			b = int64(len(raw))
		}
		most = max(most, b)
	}
	return most, nil
}

// stringBound is the most bytes a JSON string of n characters takes.
func stringBound(n int64) int64 { return 2 + n*MaxBytesPerChar }

// maxBytesPerEscape is the most bytes a character of the Basic Multilingual
// Plane, ASCII included, takes in a JSON string: a \uXXXX escape.
const maxBytesPerEscape = 6

// maxEmailBytes is the longest address the "email" format accepts, in bytes of
// UTF-8 (RFC 5321's limit on a path, less its angle brackets).
const maxEmailBytes = 254

// formattedStringBound bounds a string of at most n characters in the format f.
// "date" and "date-time" admit ASCII only; an "email" address has at most
// maxEmailBytes bytes, and no byte of UTF-8 takes more than six bytes escaped
// (a four-byte character takes twelve). Any other string may be n characters
// outside the Basic Multilingual Plane.
func formattedStringBound(n int64, f any) int64 {
	switch f {
	case "date", "date-time":
		return 2 + n*maxBytesPerEscape
	case "email":
		return min(stringBound(n), 2+maxEmailBytes*maxBytesPerEscape)
	}
	return stringBound(n)
}

// memberBound is the most bytes the enum or const member s takes as a JSON
// string: six for each character of the Basic Multilingual Plane (escaped as
// \uXXXX), twelve for any other (a surrogate pair).
func memberBound(s string) int64 {
	b := int64(2)
	for _, r := range s {
		if r > 0xFFFF {
			b += MaxBytesPerChar
		} else {
			b += maxBytesPerEscape
		}
	}
	return b
}

// literalBound is the length of a property name as a standard encoder writes it:
// quoted, and its characters as themselves (names are snake_case ASCII).
func literalBound(name string) int64 {
	raw, _ := json.Marshal(name) // a string always marshals
	return int64(len(raw))
}

// count reads a non-negative integer keyword such as maxLength.
func count(v any) (int64, bool) {
	r, ok := ratOf(v)
	if !ok || !r.IsInt() || r.Sign() < 0 || !r.Num().IsInt64() {
		return 0, false
	}
	return r.Num().Int64(), true
}

// ratOf reads a schema number decoded as json.Number.
func ratOf(v any) (*big.Rat, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return nil, false
	}
	return new(big.Rat).SetString(n.String())
}
