package binding

import (
	"cmp"
	"slices"
	"testing"
)

func TestTheCatalogIsSortedAndUnique(t *testing.T) {
	compare := func(a, b Entry) int { return cmp.Or(cmp.Compare(a.DocType, b.DocType), cmp.Compare(a.Kind, b.Kind)) }
	if !slices.IsSortedFunc(Catalog, compare) {
		t.Error("Catalog is not sorted by document type and then record kind")
	}
	for i := 1; i < len(Catalog); i++ {
		if compare(Catalog[i-1], Catalog[i]) == 0 {
			t.Errorf("%s from %s is in the catalog twice", Catalog[i].DocType, Catalog[i].Kind)
		}
	}
	for _, e := range Catalog {
		if e.Bind == nil {
			t.Errorf("%s from %s has no binder", e.DocType, e.Kind)
		}
	}
}
