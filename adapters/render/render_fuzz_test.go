package render

import (
	"context"
	"hash/fnv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/doctest"
)

// FuzzRender mutates document data: whatever the type's schema accepts, the
// renderer must render without an error, into a page that passes the HTML checks.
// The seed corpus (testdata/fuzz/FuzzRender) holds every type's sample and
// schema-valid edge instances; each sample is added here as well, so that a new
// type is fuzzed from its sample at once. An input that is not JSON, or that the
// schema refuses, is of no interest and passes.
func FuzzRender(f *testing.F) {
	c, r, v := setup(f)
	for _, typ := range c.Types() {
		f.Add(typ.Key, []byte(typ.Sample))
	}
	f.Fuzz(func(t *testing.T, key string, raw []byte) {
		typ := fuzzType(c, key)
		data, err := doctest.Decode(raw)
		if err != nil {
			return
		}
		violations, err := v.Validate(typ.Key, data)
		if err != nil {
			t.Fatal(err)
		}
		if len(violations) > 0 {
			return
		}
		page, err := r.Render(context.Background(), typ.Key, typ.Title, data)
		if err != nil {
			t.Fatalf("%s: valid data does not render: %v\ndata: %s", typ.Key, err, raw)
		}
		if problems := checkHTML(page); len(problems) > 0 {
			t.Fatalf("%s: the page of valid data breaks the HTML checks: %s\ndata: %s", typ.Key, strings.Join(problems, "; "), raw)
		}
	})
}

// fuzzType returns the type keyed key, or for a key the fuzzer mutated into no
// type's, the type its hash picks, so that every input exercises some schema.
func fuzzType(c *documents.Catalog, key string) documents.Type {
	if typ, ok := c.Lookup(key); ok {
		return typ
	}
	types := c.Types()
	h := fnv.New32a()
	h.Write([]byte(key))
	return types[int(h.Sum32()%uint32(len(types)))]
}
