package documents

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestMaxEncodedSizeOfEachKindOfValue(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, schema string
		want         int64
	}{
		{"a string: each character a surrogate pair", `{"type": "string", "maxLength": 3}`, 2 + 3*12},
		{"a date: ASCII only", `{"type": "string", "format": "date", "maxLength": 10}`, 2 + 10*6},
		{"a short email", `{"type": "string", "format": "email", "maxLength": 10}`, 2 + 10*12},
		{"a long email: at most 254 bytes", `{"type": "string", "format": "email", "maxLength": 320}`, 2 + 254*6},
		{"an integer: the longer bound", `{"type": "integer", "minimum": -100, "maximum": 99}`, 4},
		{"an integer with exclusive bounds", `{"type": "integer", "exclusiveMinimum": 0, "exclusiveMaximum": 1000}`, 4},
		{"a number", `{"type": "number", "minimum": 0, "maximum": 1}`, MaxNumberChars},
		{"a boolean", `{"type": "boolean"}`, 5},
		{"null", `{"type": "null"}`, 4},
		{"a nullable string", `{"type": ["string", "null"], "maxLength": 1}`, 14},
		{"an enum: the longest member, escaped", `{"type": "string", "enum": ["a", "bcd"]}`, 2 + 3*6},
		{"an enum member outside the BMP", `{"enum": ["🎸"]}`, 2 + 12},
		{"a const number", `{"const": 12345}`, 5},
		{"an array", `{"type": "array", "maxItems": 3, "items": {"type": "boolean"}}`, 2 + 3*5 + 2},
		{"an empty array", `{"type": "array", "maxItems": 0}`, 2},
		{"an object", `{"type": "object", "additionalProperties": false,
			"properties": {"a": {"type": "boolean"}, "bc": {"type": "null"}}}`, int64(len(`{"a":false,"bc":null}`))},
		{"an empty object", `{"type": "object", "additionalProperties": false}`, 2},
		{"a reference", `{"$defs": {"x": {"type": "string", "maxLength": 1}}, "$ref": "#/$defs/x"}`, 14},
		{"a reference narrowed by an enum", `{"$defs": {"x": {"type": "string", "maxLength": 100}}, "$ref": "#/$defs/x", "enum": ["ab"]}`, 14},
		{"anyOf: the largest branch", `{"anyOf": [{"type": "boolean"}, {"type": "null"}]}`, 5},
		{"allOf: the smallest branch", `{"allOf": [{"type": "boolean"}, {"type": "string", "maxLength": 9}]}`, 5},
		{"the false schema", `{"type": "array", "maxItems": 4, "items": false}`, 2 + 4*0 + 3},
	}
	for _, c := range cases {
		got, err := MaxEncodedSize(json.RawMessage(c.schema))
		if err != nil || got != c.want {
			t.Errorf("%s: MaxEncodedSize = %d, %v; want %d", c.name, got, err, c.want)
		}
	}
}

// TestTheWorstInstanceReachesTheBound writes, by hand, the longest compact
// encoding of a valid instance of a schema with every kind of value: the bound is
// exact for everything but numbers, whose MaxNumberChars is a ceiling.
func TestTheWorstInstanceReachesTheBound(t *testing.T) {
	t.Parallel()
	schema := `{"type": "object", "additionalProperties": false, "$defs": {
		"name": {"type": "string", "maxLength": 2}},
		"properties": {
			"names": {"type": "array", "maxItems": 2, "items": {"$ref": "#/$defs/name"}},
			"on": {"type": "string", "format": "date", "maxLength": 10},
			"count": {"type": "integer", "minimum": -5, "maximum": 100},
			"ratio": {"type": "number", "minimum": -1, "maximum": 1},
			"kind": {"enum": ["in", "out"]},
			"ok": {"type": "boolean"}}}`
	guitar := `\ud83c\udfb8` // one character, twelve bytes
	number := "-0.1234567890123456"
	worst := `{"names":["` + guitar + guitar + `","` + guitar + guitar + `"],` +
		`"on":"` + strings.Repeat(`\u0032`, 10) + `",` +
		`"count":100,"ratio":` + number + `,"kind":"\u006f\u0075\u0074","ok":false}`
	if !json.Valid([]byte(worst)) {
		t.Fatalf("the hand-written instance is not JSON: %s", worst)
	}
	got, err := MaxEncodedSize(json.RawMessage(schema))
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(len(worst) - len(number) + MaxNumberChars); got != want {
		t.Errorf("MaxEncodedSize = %d, want %d (the worst instance is %d bytes)", got, want, len(worst))
	}
}

func TestMaxEncodedSizeRefusesWhatIsUnbounded(t *testing.T) {
	t.Parallel()
	for name, schema := range map[string]string{
		"a string without maxLength": `{"type": "string", "format": "date"}`,
		"an array without maxItems":  `{"type": "array", "items": {"type": "null"}}`,
		"an array without items":     `{"type": "array", "maxItems": 2}`,
		"an integer without maximum": `{"type": "integer", "minimum": 0}`,
		"an integer without minimum": `{"type": "integer", "maximum": 0}`,
		"an open object":             `{"type": "object", "properties": {}}`,
		"pattern properties":         `{"type": "object", "additionalProperties": false, "patternProperties": {"^x": {"type": "null"}}}`,
		"a schema that allows all":   `{"type": "object", "additionalProperties": false, "properties": {"any": true}}`,
		"a schema without a type":    `{"title": "Anything"}`,
		"a recursive reference":      `{"$defs": {"n": {"type": "array", "maxItems": 1, "items": {"$ref": "#/$defs/n"}}}, "$ref": "#/$defs/n"}`,
		"a reference to nothing":     `{"$ref": "#/$defs/missing"}`,
		"an unbounded nested string": `{"type": "object", "additionalProperties": false, "properties": {"a": {"type": "string"}}}`,
		"not a JSON object":          `[`,
	} {
		if got, err := MaxEncodedSize(json.RawMessage(schema)); err == nil {
			t.Errorf("%s: bound %d, want an error", name, got)
		}
	}
}
