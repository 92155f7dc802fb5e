package binding_test

import (
	"cmp"
	"maps"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/records"
)

func TestTheCatalogIsSortedAndUnique(t *testing.T) {
	t.Parallel()
	compare := func(a, b binding.Entry) int {
		return cmp.Or(cmp.Compare(a.DocType, b.DocType), cmp.Compare(a.Kind, b.Kind))
	}
	if !slices.IsSortedFunc(binding.Catalog, compare) {
		t.Error("Catalog is not sorted by document type and then record kind")
	}
	seen := map[[2]string]bool{}
	for _, e := range binding.Catalog {
		k := [2]string{e.DocType, string(e.Kind)}
		if seen[k] {
			t.Errorf("%s from %s is in the catalog twice", e.DocType, e.Kind)
		}
		seen[k] = true
		if e.Bind == nil {
			t.Errorf("%s from %s has no binder", e.DocType, e.Kind)
		}
	}
}

// TestTheCatalogCoversExactlyTheTypesThatAcceptRecords holds the binder catalog to
// the document catalog: a binder for every record kind a type's record_kinds
// promises, and none for a kind or a type it does not.
func TestTheCatalogCoversExactlyTheTypesThatAcceptRecords(t *testing.T) {
	t.Parallel()
	docs, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]records.Kind{}
	for _, typ := range docs.Types() {
		if len(typ.RecordKinds) > 0 {
			want[typ.Key] = slices.Sorted(slices.Values(typ.RecordKinds))
		}
	}
	got := binding.KindsByType()
	for _, key := range slices.Sorted(maps.Keys(want)) {
		if !slices.Equal(got[key], want[key]) {
			t.Errorf("%s accepts %v but the binder catalog binds it from %v", key, want[key], got[key])
		}
	}
	for _, key := range slices.Sorted(maps.Keys(got)) {
		if _, ok := want[key]; !ok {
			t.Errorf("the binder catalog binds %s from %v, but the document catalog has no such type accepting records", key, got[key])
		}
	}
	if len(want) == 0 {
		t.Fatal("no document type accepts records; the catalog did not load")
	}
}
