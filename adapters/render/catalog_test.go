package render

import (
	"bytes"
	"context"
	"flag"
	"html/template"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/documents/doctest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

var shared struct {
	once      sync.Once
	catalog   *documents.Catalog
	renderer  *Renderer
	validator *jsonschema.Validator
	err       error
}

// setup loads the real catalog, parses the embedded templates and compiles every
// schema, once for all tests of the package.
func setup(t testing.TB) (*documents.Catalog, *Renderer, *jsonschema.Validator) {
	t.Helper()
	shared.once.Do(func() {
		shared.catalog, shared.err = catalog.Load()
		if shared.err != nil {
			return
		}
		shared.renderer, shared.err = New()
		if shared.err != nil {
			return
		}
		shared.validator = jsonschema.New()
		for _, typ := range shared.catalog.Types() {
			if shared.err = shared.validator.Compile(typ.Key, typ.Schema); shared.err != nil {
				return
			}
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.catalog, shared.renderer, shared.validator
}

func TestEveryTypeHasATemplateAndEveryTemplateAType(t *testing.T) {
	t.Parallel()
	c, r, _ := setup(t)
	var keys []string
	for _, typ := range c.Types() {
		keys = append(keys, typ.Key)
	}
	slices.Sort(keys)
	templates := r.Keys()
	slices.Sort(templates)
	if !slices.Equal(keys, templates) {
		t.Fatalf("types %q, templates %q", keys, templates)
	}
}

// TestEverySampleValidatesAndRenders renders each type's sample, checks the page
// and compares it with testdata/golden/<key>.html (go test ./adapters/render -update
// rewrites them).
func TestEverySampleValidatesAndRenders(t *testing.T) {
	t.Parallel()
	c, r, v := setup(t)
	for _, typ := range c.Types() {
		t.Run(typ.Key, func(t *testing.T) {
			t.Parallel()
			data, err := doctest.Decode(typ.Sample)
			if err != nil {
				t.Fatal(err)
			}
			violations, err := v.Validate(typ.Key, data)
			if err != nil {
				t.Fatal(err)
			}
			for _, fe := range violations {
				t.Errorf("the sample fails its schema at %q: %s (%s)", fe.Pointer, fe.Detail, fe.Code)
			}
			page, err := r.Render(context.Background(), typ.Key, typ.Title, data)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range checkHTML(page) {
				t.Error(p)
			}
			if !bytes.HasPrefix(page, []byte("<!DOCTYPE html>")) || !bytes.Contains(page, []byte("<title>"+template.HTMLEscapeString(typ.Title))) {
				t.Error("the page does not start with the doctype or its title with the type's title")
			}
			compareGolden(t, typ.Key, page)
		})
	}
}

func compareGolden(t *testing.T, key string, page []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", key+".html")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, page, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no golden file (run go test ./adapters/render -update): %v", err)
	}
	if !bytes.Equal(page, want) {
		t.Fatalf("the page differs from %s (run go test ./adapters/render -update and review the diff); first difference at byte %d",
			path, firstDifference(page, want))
	}
}

func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestHostileStringsAreEscapedInEveryType puts a string that would break out of
// text, attributes and the title into every free-text string field of every type
// (cut to each field's maxLength) and checks that the page stays well-formed and
// that the string only ever appears escaped.
func TestHostileStringsAreEscapedInEveryType(t *testing.T) {
	t.Parallel()
	c, r, v := setup(t)
	for _, typ := range c.Types() {
		t.Run(typ.Key, func(t *testing.T) {
			t.Parallel()
			raw, set, err := doctest.WithStrings(typ.Schema, typ.Sample, doctest.Hostile)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := doctest.Decode(raw)
			violations, err := v.Validate(typ.Key, data)
			if err != nil {
				t.Fatal(err)
			}
			for _, fe := range violations {
				t.Errorf("the hostile variant fails the schema at %q: %s", fe.Pointer, fe.Detail)
			}
			page, err := r.Render(context.Background(), typ.Key, typ.Title, data)
			if err != nil {
				t.Fatal(err)
			}
			lower := strings.ToLower(string(page))
			if strings.Contains(lower, "<script") || strings.Contains(lower, "<!--") || strings.Contains(lower, "</title><") {
				t.Error("a hostile string reached the page unescaped")
			}
			for _, p := range checkHTML(page) {
				t.Error(p)
			}
			if len(set) > 0 && !strings.Contains(string(page), "&lt;script") {
				t.Errorf("none of the %d hostile fields appears on the page", len(set))
			}
		})
	}
}
