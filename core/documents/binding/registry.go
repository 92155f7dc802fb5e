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

var (
	mu      sync.RWMutex
	binders = map[key]Binder{}
)

// Register adds the binder of docType for records of kind. Registering the same pair
// twice is a programming error and panics at start-up.
func Register(docType string, kind records.Kind, b Binder) {
	mu.Lock()
	defer mu.Unlock()
	k := key{docType, kind}
	if _, dup := binders[k]; dup {
		panic(fmt.Sprintf("binding: %s from %s registered twice", docType, kind))
	}
	binders[k] = b
}

// Lookup returns the binder of docType for kind, if one is registered.
func Lookup(docType string, kind records.Kind) (Binder, bool) {
	mu.RLock()
	defer mu.RUnlock()
	b, ok := binders[key{docType, kind}]
	return b, ok
}

// Kinds returns the record kinds docType can be bound from, sorted.
func Kinds(docType string) []records.Kind {
	mu.RLock()
	defer mu.RUnlock()
	var out []records.Kind
	for k := range binders {
		if k.docType == docType {
			out = append(out, k.kind)
		}
	}
	slices.Sort(out)
	return out
}

// Registered returns every document type that has binders, with the record kinds
// they accept, sorted. The catalog compares it with each type's record_kinds.
func Registered() map[string][]records.Kind {
	mu.RLock()
	defer mu.RUnlock()
	out := map[string][]records.Kind{}
	for k := range binders {
		out[k.docType] = append(out[k.docType], k.kind)
	}
	for _, ks := range out {
		slices.Sort(ks)
	}
	return out
}
