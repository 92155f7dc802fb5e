package documents

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/roadcase/roadcase/core/records"
)

// Catalog is the fixed, read-only set of document types, sorted by category and
// then by key. It is built once at start and shared by every request.
type Catalog struct {
	types []Type
	index map[string]int
}

// NewCatalog checks types as a whole and returns them as a catalog. binders maps
// every document type that has record binders to the record kinds they accept
// (binding.KindsByType gives it). Besides each type's own Check, it requires unique
// keys, and for every type exactly the binders its record_kinds promise: a kind
// without a binder could never be rendered, and a binder for an unlisted kind or an
// unknown type is dead code, almost always a typo. It returns every problem, joined.
func NewCatalog(types []Type, binders map[string][]records.Kind) (*Catalog, error) {
	var errs []error
	c := &Catalog{types: slices.Clone(types), index: make(map[string]int, len(types))}
	for _, t := range c.types {
		if err := t.Check(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", t.Key, err))
		}
		if _, dup := c.index[t.Key]; dup {
			errs = append(errs, fmt.Errorf("%s: key used twice", t.Key))
		}
		c.index[t.Key] = 0
		if got := binders[t.Key]; !kindsEqual(got, t.RecordKinds) {
			errs = append(errs, fmt.Errorf("%s: record_kinds %v but binding.Catalog binds it from %v",
				t.Key, t.RecordKinds, sortedKinds(got)))
		}
	}
	unknown := make([]string, 0)
	for key := range binders {
		if _, ok := c.index[key]; !ok {
			unknown = append(unknown, key)
		}
	}
	sort.Strings(unknown)
	for _, key := range unknown {
		errs = append(errs, fmt.Errorf("binding.Catalog has binders for %q, which is not a document type", key))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	slices.SortStableFunc(c.types, func(a, b Type) int {
		return cmp.Or(cmp.Compare(a.Category, b.Category), cmp.Compare(a.Key, b.Key))
	})
	for i, t := range c.types {
		c.index[t.Key] = i
	}
	return c, nil
}

// Len returns the number of types.
func (c *Catalog) Len() int { return len(c.types) }

// Types returns every type in catalog order. The schemas and samples are shared:
// callers must not modify them.
func (c *Catalog) Types() []Type { return slices.Clone(c.types) }

// Summaries returns every type's summary in catalog order.
func (c *Catalog) Summaries() []Summary {
	out := make([]Summary, len(c.types))
	for i, t := range c.types {
		out[i] = t.Summary()
	}
	return out
}

// Lookup returns the type keyed key, and whether there is one.
func (c *Catalog) Lookup(key string) (Type, bool) {
	i, ok := c.index[key]
	if !ok {
		return Type{}, false
	}
	return c.types[i], true
}

func sortedKinds(ks []records.Kind) []records.Kind {
	out := slices.Clone(ks)
	slices.Sort(out)
	if out == nil {
		out = []records.Kind{}
	}
	return out
}
