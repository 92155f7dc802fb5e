package documents

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// MaxEncodedSize returns an upper bound, in bytes, of the compact JSON encoding of
// any instance valid against schema (a self-contained schema such as a type's
// Schema), so that a body limit can be checked against every valid document.
// "Compact" means without insignificant whitespace, with property names written
// as themselves and numbers in their shortest form (see MaxNumberChars); strings
// may be escaped in any way (see MaxBytesPerChar). It follows the keywords that
// bound an instance:
//
//   - an object with "additionalProperties": false: the braces, and for every
//     property its quoted name, a colon, its value's bound and a comma;
//   - an array: maxItems times the bound of "items", with brackets and commas;
//   - a string: 2 + maxLength × MaxBytesPerChar, or less in a format that admits
//     ASCII only (date, date-time) or a bounded number of bytes (email);
//   - an integer: the longer of its minimum and maximum written out;
//   - a number: MaxNumberChars; a boolean: 5; null: 4;
//   - enum and const: the longest member, a string member with each character
//     escaped;
//   - $ref and allOf: the smallest bound of the schemas the instance must
//     satisfy; anyOf, oneOf and a list of types: the largest of the alternatives.
//
// Keywords that only narrow the instances (required, pattern, if/then, not…) are
// ignored, which keeps the result an upper bound. It is an error when a part of
// the schema is unbounded: a string without maxLength, an array without maxItems,
// an integer without both bounds, an object open to other members, or a
// recursive reference.
func MaxEncodedSize(schema json.RawMessage) (int64, error) {
	dec := json.NewDecoder(bytes.NewReader(schema))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return 0, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	s := &sizer{root: root, visiting: map[string]bool{}}
	return s.node(root, "#")
}

// MaxBytesPerChar is the most bytes one character (one Unicode code point, the
// unit of maxLength) takes in a JSON string: a character outside the Basic
// Multilingual Plane written as an escaped surrogate pair, \ud83c\udfb8, as
// Python's json module writes it by default. Raw UTF-8 takes at most 4 bytes
// and a \uXXXX escape 6, so the bound holds whatever the encoder.
const MaxBytesPerChar = 12

// MaxNumberChars bounds the characters of a JSON number that is not an integer:
// the shortest form that reads back as the same float64 has at most 17
// significant digits, a sign, a point and an exponent such as e-308, 24
// characters in all; 32 leaves room for encoders that write a few more digits.
const MaxNumberChars = 32

// sizer walks one schema. visiting holds the references being followed, to
// refuse a recursive one.
type sizer struct {
	root     map[string]any
	visiting map[string]bool
}

// node returns the bound of the schema n found at path.
func (s *sizer) node(n any, path string) (int64, error) {
	m, ok := n.(map[string]any)
	if !ok {
		if n == false {
			return 0, nil // no instance is valid
		}
		return 0, fmt.Errorf("%s: a boolean or non-object schema allows any value", path)
	}
	var must []int64 // bounds of schemas the instance must satisfy: the smallest holds
	var errs []error
	need := func(b int64, err error) {
		if err != nil {
			errs = append(errs, err)
			return
		}
		must = append(must, b)
	}
	if ref, ok := m["$ref"].(string); ok {
		need(s.ref(ref, path))
	}
	if list, ok := m["allOf"].([]any); ok {
		for i, sub := range list {
			need(s.node(sub, fmt.Sprintf("%s/allOf/%d", path, i)))
		}
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		if list, ok := m[kw].([]any); ok {
			need(s.largest(list, path+"/"+kw))
		}
	}
	if members, ok := enumOf(m); ok {
		need(longestMember(members))
	}
	if t, ok := m["type"]; ok {
		need(s.typed(m, t, path))
	}
	if len(must) == 0 {
		if len(errs) == 0 {
			return 0, fmt.Errorf("%s: no type, enum, const or reference bounds the value", path)
		}
		return 0, errs[0]
	}
	return slices.Min(must), nil
}

// largest returns the largest bound of the alternatives in list.
func (s *sizer) largest(list []any, path string) (int64, error) {
	var most int64
	for i, sub := range list {
		b, err := s.node(sub, fmt.Sprintf("%s/%d", path, i))
		if err != nil {
			return 0, err
		}
		most = max(most, b)
	}
	return most, nil
}

// ref returns the bound of the schema a local reference points at.
func (s *sizer) ref(ref, path string) (int64, error) {
	if s.visiting[ref] {
		return 0, fmt.Errorf("%s: %s refers to itself, so its instances are unbounded", path, ref)
	}
	target, err := ResolveRef(s.root, ref)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	s.visiting[ref] = true
	defer delete(s.visiting, ref)
	return s.node(target, ref)
}

// typed returns the bound of m's type keyword t: one type or a list of them.
func (s *sizer) typed(m map[string]any, t any, path string) (int64, error) {
	names, ok := t.([]any)
	if !ok {
		names = []any{t}
	}
	var most int64
	for _, name := range names {
		b, err := s.ofType(m, name, path)
		if err != nil {
			return 0, err
		}
		most = max(most, b)
	}
	return most, nil
}

// sortedKeys returns the keys of m in order, so that errors come out stable.
func sortedKeys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }
