package catalog

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/records"
)

// TestCatalogHasTwentyNineTypes holds the catalog to the spec's size. It fails
// while the type files are being written.
func TestCatalogHasTwentyNineTypes(t *testing.T) {
	t.Parallel()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.Len() != 29 {
		var keys []string
		for _, s := range c.Summaries() {
			keys = append(keys, s.Key)
		}
		t.Fatalf("the catalog has %d types, the spec says 29: %s", c.Len(), strings.Join(keys, ", "))
	}
}

func TestLoadChecksTheEmbeddedFiles(t *testing.T) {
	t.Parallel()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, typ := range c.Types() {
		if len(typ.MergeFields) == 0 {
			t.Errorf("%s has no merge fields", typ.Key)
		}
	}
	again, _ := Load()
	if again != c {
		t.Fatal("Load read the files twice")
	}
}

func fixtureFile(key string) *fstest.MapFile {
	return &fstest.MapFile{Data: []byte(`{"key":"` + key + `","title":"Fixture","description":"A test.",` +
		`"category":"day-and-tour","record_kinds":["show"],"schema":` +
		strings.Replace(doctest.FixtureSchema, "fixture-sheet.json", key+".json", 1) +
		`,"sample":` + doctest.FixtureSample + `}`)}
}

func TestLoadFS(t *testing.T) {
	t.Parallel()
	show := map[string][]records.Kind{"one": {records.KindShow}, "two": {records.KindShow}}
	cases := []struct {
		name    string
		files   fstest.MapFS
		binders map[string][]records.Kind
		want    string
	}{
		{"two good files load", fstest.MapFS{"one.json": fixtureFile("one"), "two.json": fixtureFile("two"), "README.md": {}}, show, ""},
		{"a file whose key differs from its name fails", fstest.MapFS{"one.json": fixtureFile("two")}, show, "does not match the file name"},
		{"every broken file is reported", fstest.MapFS{"one.json": {Data: []byte("{")}, "two.json": {Data: []byte("[")}}, show, "two.json"},
		{"a missing binder fails", fstest.MapFS{"one.json": fixtureFile("one")}, nil, "binding.Catalog binds it from []"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			cat, err := LoadFS(c.files, c.binders)
			if c.want == "" {
				if err != nil || cat.Len() != 2 {
					t.Fatalf("LoadFS = %v, %v", cat, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("LoadFS error = %v, want one containing %q", err, c.want)
			}
		})
	}
}
