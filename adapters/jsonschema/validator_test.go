package jsonschema

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/kernel"
)

func fixtureValidator(t *testing.T) *Validator {
	t.Helper()
	v := New()
	if err := v.Compile(doctest.FixtureKey, doctest.ServedFixtureSchema()); err != nil {
		t.Fatal(err)
	}
	return v
}

func decode(t *testing.T, s string) any {
	t.Helper()
	v, err := doctest.Decode([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// patch returns the fixture sample with members replaced (null deletes one).
func patch(t *testing.T, changes string) any {
	t.Helper()
	data := decode(t, doctest.FixtureSample).(map[string]any)
	for k, v := range decode(t, changes).(map[string]any) {
		if v == nil {
			delete(data, k)
			continue
		}
		data[k] = v
	}
	return data
}

func TestValidateReportsEveryViolation(t *testing.T) {
	t.Parallel()
	v := fixtureValidator(t)
	type fe = kernel.FieldError
	cases := []struct {
		name    string
		changes string
		want    []fe
	}{
		{"the sample is valid", `{}`, nil},
		{"a missing required member points at the member", `{"title": null}`,
			[]fe{{Pointer: "/title", Code: "required", Detail: `missing property "title"`}}},
		{"two missing members are two errors", `{"title": null, "venue": {}}`,
			[]fe{{Pointer: "/title", Code: "required", Detail: `missing property "title"`},
				{Pointer: "/venue/name", Code: "required", Detail: `missing property "name"`}}},
		{"a typo is an additional property at its own pointer", `{"venue": {"name": "X", "nmae": "Y"}}`,
			[]fe{{Pointer: "/venue/nmae", Code: "additionalProperties", Detail: `additional property "nmae" is not allowed`}}},
		{"a bad date fails its format", `{"show_date": "14/03/2026"}`, []fe{{Pointer: "/show_date", Code: "format"}}},
		{"a date-time without an offset fails its format", `{"doors_at": "2026-03-14T18:30:00"}`, []fe{{Pointer: "/doors_at", Code: "format"}}},
		{"a bad email fails its format", `{"venue": {"name": "X", "email": "nobody"}}`, []fe{{Pointer: "/venue/email", Code: "format"}}},
		{"a string that is too long", `{"tags": ["a tag that is far too long to fit"]}`, []fe{{Pointer: "/tags/0", Code: "maxLength"}}},
		{"an empty required name", `{"title": ""}`, []fe{{Pointer: "/title", Code: "minLength"}}},
		{"a wrong type", `{"capacity": "lots"}`, []fe{{Pointer: "/capacity", Code: "type"}}},
		{"a fractional integer", `{"capacity": 1.5}`, []fe{{Pointer: "/capacity", Code: "type"}}},
		{"a negative amount inside a ref", `{"fee": {"amount": -1, "currency": "EUR"}}`, []fe{{Pointer: "/fee/amount", Code: "minimum"}}},
		{"a lowercase currency fails its pattern", `{"fee": {"amount": 1, "currency": "eur"}}`, []fe{{Pointer: "/fee/currency", Code: "pattern"}}},
		{"a percentage above 100", `{"artist_percent": 101}`, []fe{{Pointer: "/artist_percent", Code: "maximum"}}},
		{"a value outside the enum", `{"status": "maybe"}`, []fe{{Pointer: "/status", Code: "enum"}}},
		{"an empty list below minItems", `{"items": []}`, []fe{{Pointer: "/items", Code: "minItems"}}},
		{"errors in array elements are sorted by index as a number", `{"items": [
			{"name":"a","qty":1},{"name":"b","qty":1},{"name":"c","qty":-1},{"name":"d","qty":1},{"name":"e","qty":1},{"name":"f","qty":-1}]}`,
			[]fe{{Pointer: "/items", Code: "maxItems"}, {Pointer: "/items/2/qty", Code: "minimum"}, {Pointer: "/items/5/qty", Code: "minimum"}}},
		{"many violations are all reported in order", `{"title": null, "capacity": -5, "fee": {"amount": "1"}, "extra": 1}`,
			[]fe{{Pointer: "/capacity", Code: "minimum"}, {Pointer: "/extra", Code: "additionalProperties"},
				{Pointer: "/fee/amount", Code: "type"}, {Pointer: "/fee/currency", Code: "required"}, {Pointer: "/title", Code: "required"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := v.Validate(doctest.FixtureKey, patch(t, c.changes))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %d errors %+v, want %+v", len(got), got, c.want)
			}
			for i := range got {
				if got[i].Pointer != c.want[i].Pointer || got[i].Code != c.want[i].Code ||
					(c.want[i].Detail != "" && got[i].Detail != c.want[i].Detail) || got[i].Detail == "" {
					t.Errorf("error %d = %+v, want %+v", i, got[i], c.want[i])
				}
			}
		})
	}
}

func TestValidateRejectsANonObjectAtTheRoot(t *testing.T) {
	t.Parallel()
	got, err := fixtureValidator(t).Validate(doctest.FixtureKey, []any{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Pointer != "" || got[0].Code != "type" {
		t.Fatalf("got %+v, want one type error at the root", got)
	}
}

func TestValidateIsStableAcrossRuns(t *testing.T) {
	t.Parallel()
	v := fixtureValidator(t)
	data := `{"title": null, "venue": {"nmae": "x", "city": 5}, "items": [{"qty": "x"}, {}], "fee": {}}`
	first, _ := v.Validate(doctest.FixtureKey, patch(t, data))
	for range 20 {
		again, _ := v.Validate(doctest.FixtureKey, patch(t, data))
		if !slices.Equal(first, again) {
			t.Fatalf("order changed:\n%+v\n%+v", first, again)
		}
	}
}

func TestValidateUnknownKeyIsNotFound(t *testing.T) {
	t.Parallel()
	if _, err := New().Validate("nope", map[string]any{}); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Fatalf("err = %v, want KindNotFound", err)
	}
}

func TestCompile(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		schema string
		kind   kernel.Kind
	}{
		{"a schema that is not JSON", `{`, kernel.KindInvalid},
		{"a schema that breaks its meta-schema", `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"objekt"}`, kernel.KindInvalid},
		{"a schema with an external reference", `{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"https://example.com/x.json"}`, kernel.KindInvalid},
		{"a schema with a broken pattern", `{"type":"string","pattern":"("}`, kernel.KindInvalid},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if err := New().Compile("x", json.RawMessage(c.schema)); !kernel.IsKind(err, c.kind) {
				t.Fatalf("Compile = %v, want kind %v", err, c.kind)
			}
		})
	}
	t.Run("compiling a key twice is a conflict", func(t *testing.T) {
		t.Parallel()
		v := fixtureValidator(t)
		if err := v.Compile(doctest.FixtureKey, doctest.ServedFixtureSchema()); !kernel.IsKind(err, kernel.KindConflict) {
			t.Fatalf("Compile = %v, want KindConflict", err)
		}
	})
}

func TestValidateRefusesUnreadableNumbersWithoutPanicking(t *testing.T) {
	t.Parallel()
	v := fixtureValidator(t)
	for _, n := range []string{"1e1000000000", "-1e-1000000000", "1" + strings.Repeat("0", 200)} {
		got, err := v.Validate(doctest.FixtureKey, patch(t, `{"fee": {"amount": `+n+`, "currency": "EUR"}}`))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if len(got) != 1 || got[0].Pointer != "/fee/amount" || got[0].Code != "number" {
			t.Errorf("%s: violations %+v, want one number violation at /fee/amount", n, got)
		}
	}
}
