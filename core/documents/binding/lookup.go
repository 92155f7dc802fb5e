package binding

import (
	"fmt"
	"slices"
	"sync"

	"github.com/roadcase/roadcase/core/records"
)

// Binder builds a document's data from the record src.Ref points at. The result is
// JSON-shaped (maps, slices, strings, bool, int64, float64) and must validate against
// the document type's schema. A Binder returns a kernel error; it never panics on
// missing optional data, it leaves the field out.
type Binder func(src Source) (map[string]any, error)

type key struct {
	docType string
	kind    records.Kind
}

// index is Catalog by document type and record kind, built once.
var index = sync.OnceValue(func() map[key]Entry {
	m := make(map[key]Entry, len(Catalog))
	for _, e := range Catalog {
		if _, dup := m[key{e.DocType, e.Kind}]; dup {
			panic(fmt.Sprintf("binding: %s from %s is in the catalog twice", e.DocType, e.Kind))
		}
		m[key{e.DocType, e.Kind}] = e
	}
	return m
})

// Lookup returns the binder of docType for kind, if the catalog has one.
func Lookup(docType string, kind records.Kind) (Binder, bool) {
	e, ok := index()[key{docType, kind}]
	return e.Bind, ok
}

// ReadsOf returns the kinds of record the binder of docType for kind reads
// (Entry.Reads): nil for everything, and when the catalog has no such binder.
func ReadsOf(docType string, kind records.Kind) []records.Kind {
	return index()[key{docType, kind}].Reads
}

// KindsByType returns every document type that has binders, with the record kinds
// they accept, sorted. The catalog compares it with each type's record_kinds.
func KindsByType() map[string][]records.Kind {
	out := map[string][]records.Kind{}
	for _, e := range Catalog {
		out[e.DocType] = append(out[e.DocType], e.Kind)
	}
	for _, ks := range out {
		slices.Sort(ks)
	}
	return out
}
