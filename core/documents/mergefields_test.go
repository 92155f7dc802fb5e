package documents

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestMergeFields(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		schema string
		want   []string
	}{
		{
			name:   "top-level scalars are leaves",
			schema: `{"type":"object","properties":{"title":{"type":"string"},"count":{"type":"integer"}}}`,
			want:   []string{"count", "title"},
		},
		{
			name:   "nested objects join names with dots",
			schema: `{"type":"object","properties":{"venue":{"type":"object","properties":{"name":{"type":"string"},"address":{"type":"object","properties":{"city":{"type":"string"}}}}}}}`,
			want:   []string{"venue.address.city", "venue.name"},
		},
		{
			name:   "arrays of objects are marked with brackets",
			schema: `{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"qty":{"type":"integer"}}}}}}`,
			want:   []string{"items[].name", "items[].qty"},
		},
		{
			name:   "arrays of strings end in brackets",
			schema: `{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}}}}`,
			want:   []string{"tags[]"},
		},
		{
			name:   "arrays of arrays nest brackets",
			schema: `{"type":"object","properties":{"grid":{"type":"array","items":{"type":"array","items":{"type":"integer"}}}}}`,
			want:   []string{"grid[][]"},
		},
		{
			name:   "local refs to defs are resolved, siblings of ref allowed",
			schema: `{"$defs":{"money":{"type":"object","properties":{"amount":{"type":"integer"},"currency":{"type":"string"}}}},"type":"object","properties":{"fee":{"$ref":"#/$defs/money","title":"Fee"},"lines":{"type":"array","items":{"type":"object","properties":{"total":{"$ref":"#/$defs/money"}}}}}}`,
			want:   []string{"fee.amount", "fee.currency", "lines[].total.amount", "lines[].total.currency"},
		},
		{
			name:   "refs through refs are followed",
			schema: `{"$defs":{"a":{"$ref":"#/$defs/b"},"b":{"type":"object","properties":{"x":{"type":"string"}}}},"type":"object","properties":{"p":{"$ref":"#/$defs/a"}}}`,
			want:   []string{"p.x"},
		},
		{
			name:   "oneOf and anyOf contribute the union of their branches",
			schema: `{"type":"object","properties":{"contact":{"oneOf":[{"type":"object","properties":{"email":{"type":"string"}}},{"type":"object","properties":{"phone":{"type":"string"}}}]},"when":{"anyOf":[{"type":"string"},{"type":"null"}]}}}`,
			want:   []string{"contact.email", "contact.phone", "when"},
		},
		{
			name:   "allOf merges the properties of every branch",
			schema: `{"type":"object","allOf":[{"properties":{"a":{"type":"string"}}},{"properties":{"b":{"type":"string"}}}],"properties":{"a":{"type":"string"}}}`,
			want:   []string{"a", "b"},
		},
		{
			name:   "a recursive ref ends in a leaf instead of looping",
			schema: `{"$defs":{"node":{"type":"object","properties":{"name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/node"}}}}},"type":"object","properties":{"root":{"$ref":"#/$defs/node"}}}`,
			want:   []string{"root.children[]", "root.name"},
		},
		{
			name:   "an object without properties is a leaf",
			schema: `{"type":"object","properties":{"extra":{"type":"object"},"anything":true}}`,
			want:   []string{"anything", "extra"},
		},
		{
			name:   "pointer escapes in refs are decoded",
			schema: `{"$defs":{"a/b":{"type":"object","properties":{"c":{"type":"string"}}}},"type":"object","properties":{"x":{"$ref":"#/$defs/a~1b"}}}`,
			want:   []string{"x.c"},
		},
		{
			name:   "an empty object schema has no fields",
			schema: `{"type":"object"}`,
			want:   []string{},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := MergeFields(json.RawMessage(c.schema))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("MergeFields = %q, want %q", got, c.want)
			}
		})
	}
}

func TestMergeFieldsRejectsBrokenSchemas(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, schema string }{
		{"a schema that is not an object", `[1,2]`},
		{"a ref to a missing def", `{"type":"object","properties":{"a":{"$ref":"#/$defs/nope"}}}`},
		{"a ref to another document", `{"type":"object","properties":{"a":{"$ref":"https://example.com/s.json"}}}`},
		{"a ref into an array past its end", `{"allOf":[{}],"properties":{"a":{"$ref":"#/allOf/3"}}}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got, err := MergeFields(json.RawMessage(c.schema)); err == nil {
				t.Fatalf("MergeFields = %q, want an error", got)
			}
		})
	}
}
