package jsonschema

import (
	"testing"

	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/documents/doctest"
)

// TestEveryCatalogSchemaCompilesAndHoldsItsSample compiles every type's schema
// (draft 2020-12, formats asserted), validates its sample, and then removes each
// required member the sample has, one at a time: the validator must name exactly
// that member, with code "required", among the violations.
func TestEveryCatalogSchemaCompilesAndHoldsItsSample(t *testing.T) {
	t.Parallel()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := New()
	for _, typ := range c.Types() {
		if err := v.Compile(typ.Key, typ.Schema); err != nil {
			t.Fatalf("%s: %v", typ.Key, err)
		}
	}
	for _, typ := range c.Types() {
		t.Run(typ.Key, func(t *testing.T) {
			t.Parallel()
			sample, err := doctest.Decode(typ.Sample)
			if err != nil {
				t.Fatal(err)
			}
			violations, err := v.Validate(typ.Key, sample)
			if err != nil {
				t.Fatal(err)
			}
			for _, fe := range violations {
				t.Errorf("the sample fails at %q: %s", fe.Pointer, fe.Detail)
			}
			pointers, err := doctest.RequiredPointers(typ.Schema, typ.Sample)
			if err != nil {
				t.Fatal(err)
			}
			if len(pointers) == 0 {
				t.Fatal("the sample has no required member")
			}
			for _, p := range pointers {
				raw, err := doctest.Without(typ.Sample, p)
				if err != nil {
					t.Fatal(err)
				}
				data, _ := doctest.Decode(raw)
				got, err := v.Validate(typ.Key, data)
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for _, fe := range got {
					found = found || (fe.Pointer == p && fe.Code == "required")
				}
				if !found {
					t.Errorf("without %s: violations %+v, want a required error at %s", p, got, p)
				}
			}
		})
	}
}
