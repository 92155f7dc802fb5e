package schemagen_test

import (
	"encoding/json"
	"math/big"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/jsonschema/schemagen"
	"github.com/roadcase/roadcase/core/documents/catalog"
)

// TestEveryCatalogInstanceValidates generates instances of every document type's
// schema, as the catalog serves it, and validates each with the service's
// validator: an instance that fails is a generator bug.
func TestEveryCatalogInstanceValidates(t *testing.T) {
	t.Parallel()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := jsonschema.New()
	for _, typ := range c.Types() {
		if err := v.Compile(typ.Key, typ.Schema); err != nil {
			t.Fatal(err)
		}
	}
	for _, typ := range c.Types() {
		t.Run(typ.Key, func(t *testing.T) {
			t.Parallel()
			s, err := schemagen.Compile(typ.Schema)
			if err != nil {
				t.Fatal(err)
			}
			gen := s.Generator(schemagen.Options{})
			rapid.Check(t, func(t *rapid.T) {
				inst := gen.Draw(t, "data")
				violations, err := v.Validate(typ.Key, inst)
				if err != nil {
					t.Fatal(err)
				}
				if len(violations) > 0 {
					t.Fatalf("a generated instance fails the schema: %+v", violations)
				}
			})
		})
	}
}

// edgeSchema has one member of each kind whose edges the generator promises.
const edgeSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object", "additionalProperties": false,
  "required": ["when", "name"],
  "$defs": {"count": {"type": "integer", "minimum": 0}},
  "properties": {
    "when": {"type": "string", "format": "date-time"},
    "day": {"type": "string", "format": "date", "maxLength": 10},
    "name": {"type": "string", "minLength": 1, "maxLength": 40},
    "mail": {"type": "string", "format": "email", "maxLength": 254},
    "link": {"type": "string", "format": "uri", "maxLength": 2000},
    "count": {"$ref": "#/$defs/count", "maximum": 500},
    "big": {"type": "integer"},
    "share": {"type": "number", "exclusiveMinimum": 0, "maximum": 100},
    "code": {"type": "string", "pattern": "^[A-Z]{3}$"},
    "tags": {"type": "array", "maxItems": 50, "items": {"type": "string", "maxLength": 5}},
    "kind": {"enum": ["a", "b"]},
    "fixed": {"const": 7},
    "flag": {"type": "boolean"}
  },
  "dependentRequired": {"flag": ["kind"]}
}`

// TestEdgesAreReached draws many instances of edgeSchema and requires every edge
// the generator promises to turn up, and every instance to validate.
func TestEdgesAreReached(t *testing.T) {
	t.Parallel()
	s, err := schemagen.Compile(json.RawMessage(edgeSchema))
	if err != nil {
		t.Fatal(err)
	}
	v := jsonschema.New()
	if err := v.Compile("edge", json.RawMessage(edgeSchema)); err != nil {
		t.Fatal(err)
	}
	leap := regexp.MustCompile(`:60(\.\d+)?([Zz]|[+-]\d\d:\d\d)$`)
	seen := map[string]bool{}
	edges := map[string]func(m map[string]any) bool{
		"a lower-case t":             func(m map[string]any) bool { return strings.Contains(str(m["when"]), "t") },
		"a lower-case z":             func(m map[string]any) bool { return strings.HasSuffix(str(m["when"]), "z") },
		"an offset of +23:59":        func(m map[string]any) bool { return strings.HasSuffix(str(m["when"]), "+23:59") },
		"a leap second":              func(m map[string]any) bool { return leap.MatchString(str(m["when"])) },
		"fractional seconds":         func(m map[string]any) bool { return strings.Contains(str(m["when"]), ".") },
		"a leap day":                 func(m map[string]any) bool { return strings.HasSuffix(str(m["day"]), "-02-29") },
		"the last day of the format": func(m map[string]any) bool { return m["day"] == "9999-12-31" },
		"the longest name":           func(m map[string]any) bool { return utf8.RuneCountInString(str(m["name"])) == 40 },
		"an astral character": func(m map[string]any) bool {
			return strings.ContainsFunc(str(m["name"]), func(r rune) bool { return r > 0xFFFF })
		},
		"a combining mark":             func(m map[string]any) bool { return strings.ContainsAny(str(m["name"]), "\u0301\u0308\u0336") },
		"a right-to-left letter":       func(m map[string]any) bool { return strings.ContainsAny(str(m["name"]), "שم") },
		"the longest e-mail address":   func(m map[string]any) bool { return len(str(m["mail"])) == 254 },
		"the longest URI":              func(m map[string]any) bool { return len(str(m["link"])) == 2000 },
		"a script URI":                 func(m map[string]any) bool { return strings.HasPrefix(str(m["link"]), "javascript:") },
		"the minimum count":            func(m map[string]any) bool { return num(m["count"]) == "0" },
		"the maximum count":            func(m map[string]any) bool { return num(m["count"]) == "500" },
		"the largest int64":            func(m map[string]any) bool { return num(m["big"]) == "9223372036854775807" },
		"an integer beyond 64 bits":    func(m map[string]any) bool { return len(strings.TrimLeft(num(m["big"]), "-")) > 20 },
		"an integer written as x.0":    func(m map[string]any) bool { return strings.HasSuffix(num(m["big"]), ".0") },
		"an integer with an exponent":  func(m map[string]any) bool { return strings.Contains(num(m["big"]), "E+") },
		"the maximum share":            func(m map[string]any) bool { return num(m["share"]) == "100" },
		"a share just above zero":      func(m map[string]any) bool { return strings.HasPrefix(num(m["share"]), "0.0") },
		"an empty optional array":      func(m map[string]any) bool { a, ok := m["tags"].([]any); return ok && len(a) == 0 },
		"a full array":                 func(m map[string]any) bool { a, _ := m["tags"].([]any); return len(a) == 50 },
		"every optional member absent": func(m map[string]any) bool { return len(m) == 2 },
		"every optional member":        func(m map[string]any) bool { return len(m) == 13 },
	}
	for seed := range 3000 {
		inst := s.Generator(schemagen.Options{}).Example(seed)
		violations, err := v.Validate("edge", inst)
		if err != nil || len(violations) > 0 {
			raw, _ := json.Marshal(inst)
			t.Fatalf("instance %s fails the schema: %+v %v", raw, violations, err)
		}
		m := inst.(map[string]any)
		if m["flag"] != nil && m["kind"] == nil {
			t.Fatalf("dependentRequired ignored: %v", m)
		}
		for name, is := range edges {
			if is(m) {
				seen[name] = true
			}
		}
	}
	for name := range edges {
		if !seen[name] {
			t.Errorf("never drew %s", name)
		}
	}
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func num(v any) string {
	n, _ := v.(json.Number)
	return string(n)
}

// TestCompileRefusesWhatItCannotGenerate proves the generator cannot drift
// silently: a keyword or format it does not know is an error, not ignored.
func TestCompileRefusesWhatItCannotGenerate(t *testing.T) {
	t.Parallel()
	for name, schema := range map[string]string{
		"an unknown keyword": `{"type": "string", "multipleOf": 2}`,
		"an unknown format":  `{"type": "string", "format": "ipv4"}`,
		"an external $ref":   `{"$ref": "https://example.com/s.json"}`,
		"a missing $def":     `{"$ref": "#/$defs/nope"}`,
		"a recursive $ref":   `{"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}`,
		"no type":            `{"title": "anything"}`,
		"an array of what":   `{"type": "array"}`,
		"a nested unknown":   `{"type": "object", "properties": {"a": {"type": "string", "contentEncoding": "base64"}}}`,
	} {
		if _, err := schemagen.Compile(json.RawMessage(schema)); err == nil {
			t.Errorf("%s: compiled", name)
		}
	}
}

// TestNumbersBoundsTheFigures checks the magnitude and sign summary of a schema's
// numbers.
func TestNumbersBoundsTheFigures(t *testing.T) {
	t.Parallel()
	cases := []struct {
		schema   string
		maxAbs   string // "" for unbounded
		negative bool
	}{
		{`{"type": "object", "properties": {"a": {"type": "integer", "minimum": 0, "maximum": 500}, "b": {"type": "number", "minimum": -2, "maximum": 1.5}}}`, "500", true},
		{`{"type": "object", "properties": {"a": {"type": "integer", "minimum": 0}}}`, "", false},
		{`{"type": "array", "items": {"enum": [-7, 3, "x"]}}`, "7", true},
		{`{"type": "string"}`, "0", false},
	}
	for _, c := range cases {
		s, err := schemagen.Compile(json.RawMessage(c.schema))
		if err != nil {
			t.Fatal(err)
		}
		got := s.Numbers()
		switch {
		case c.maxAbs == "" && got.MaxAbs != nil:
			t.Errorf("%s: MaxAbs %v, want unbounded", c.schema, got.MaxAbs)
		case c.maxAbs != "" && (got.MaxAbs == nil || got.MaxAbs.Cmp(rat(c.maxAbs)) != 0):
			t.Errorf("%s: MaxAbs %v, want %s", c.schema, got.MaxAbs, c.maxAbs)
		}
		if got.Negative != c.negative {
			t.Errorf("%s: Negative %v, want %v", c.schema, got.Negative, c.negative)
		}
	}
}

func rat(s string) *big.Rat {
	r, _ := new(big.Rat).SetString(s)
	return r
}
