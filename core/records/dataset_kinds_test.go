package records_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// kindSlices returns the slices of records of d, one per field of Dataset that
// holds records (every field but the legal profile).
func kindSlices(d *records.Dataset) []reflect.Value {
	v := reflect.ValueOf(d).Elem()
	var out []reflect.Value
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Slice {
			out = append(out, f)
		}
	}
	return out
}

// TestEveryKindHasASliceThatValidateChecks holds the steps of adding a record
// kind that no other test reaches (docs/architecture.md, "Adding a record
// kind"): Dataset has one slice per kind of records.Kinds, Validate checks the
// records of each (a forgotten call of the record's check in
// dataset_validate.go leaves its ids unchecked), and OnlyKinds keeps each.
func TestEveryKindHasASliceThatValidateChecks(t *testing.T) {
	t.Parallel()
	d := dataset()
	if n := len(kindSlices(&d)); n != len(records.Kinds) {
		t.Fatalf("Dataset has %d slices of records and records.Kinds %d kinds", n, len(records.Kinds))
	}
	checked := map[string]bool{}
	for i := range kindSlices(&d) {
		c := d.Clone()
		s := kindSlices(&c)[i]
		if s.Len() == 0 {
			t.Fatalf("dataset() has no record in slice %d: give it one of every kind", i)
		}
		s.Index(0).FieldByName("ID").Set(reflect.ValueOf(kernel.NilID))
		for _, p := range problems(t, c.Validate(nil)) {
			if name, ok := strings.CutSuffix(p, "/0/id required"); ok {
				checked[strings.TrimPrefix(name, "/")] = true
			}
		}
	}
	for _, k := range records.Kinds {
		if !checked[k.ExportName()] {
			t.Errorf("Validate does not check the records of kind %s (no /%s/0/id required for a record without an id)",
				k, k.ExportName())
		}
	}
	if got, want := d.OnlyKinds(slices.Clone(records.Kinds)).Count(), d.Count(); !reflect.DeepEqual(got, want) {
		t.Errorf("OnlyKinds(every kind) counts %v, want %v", got, want)
	}
}
