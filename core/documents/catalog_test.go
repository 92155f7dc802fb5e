package documents_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/records"
)

// variant returns the fixture under another key, category and record kinds.
func variant(key, category string, kinds ...records.Kind) documents.Type {
	t := doctest.FixtureType()
	t.Key, t.Category = key, category
	t.RecordKinds = append([]records.Kind{}, kinds...)
	t.Schema = json.RawMessage(strings.Replace(string(t.Schema), "fixture-sheet.json", key+".json", 1))
	return t
}

func TestNewCatalogSortsByCategoryThenKey(t *testing.T) {
	t.Parallel()
	types := []documents.Type{
		variant("zeta", documents.CategoryMoney),
		variant("beta", documents.CategoryTravel),
		variant("alpha", documents.CategoryMoney),
		variant("gamma", documents.CategoryAdvancing, records.KindShow),
	}
	c, err := documents.NewCatalog(types, map[string][]records.Kind{"gamma": {records.KindShow}})
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, s := range c.Summaries() {
		keys = append(keys, s.Key)
	}
	if want := []string{"gamma", "alpha", "zeta", "beta"}; !slices.Equal(keys, want) {
		t.Fatalf("order %q, want %q", keys, want)
	}
	if got, ok := c.Lookup("alpha"); !ok || got.Category != documents.CategoryMoney {
		t.Fatalf("Lookup(alpha) = %v, %v", got.Key, ok)
	}
	if _, ok := c.Lookup("nope"); ok {
		t.Fatal("Lookup(nope) found a type")
	}
	if c.Len() != 4 || len(c.Types()) != 4 {
		t.Fatalf("Len %d, Types %d", c.Len(), len(c.Types()))
	}
}

func TestNewCatalogRefusesInconsistentSets(t *testing.T) {
	t.Parallel()
	show := []records.Kind{records.KindShow}
	cases := []struct {
		name    string
		types   []documents.Type
		binders map[string][]records.Kind
		want    string
	}{
		{"a key used twice", []documents.Type{variant("a", "money"), variant("a", "money")}, nil, "key used twice"},
		{"a record kind without a binder", []documents.Type{variant("a", "money", records.KindShow)}, nil, "binding.Catalog binds it from []"},
		{"a binder for a kind the type does not list", []documents.Type{variant("a", "money")},
			map[string][]records.Kind{"a": show}, "record_kinds [] but binding.Catalog binds it from [show]"},
		{"a binder for an unknown type", []documents.Type{variant("a", "money")},
			map[string][]records.Kind{"b": show}, `binders for "b"`},
		{"a type that fails its own check", []documents.Type{variant("a", "nope")}, nil, `category "nope"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := documents.NewCatalog(c.types, c.binders)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("NewCatalog error = %v, want one containing %q", err, c.want)
			}
		})
	}
}

func TestSummaryCopiesTheRecordKinds(t *testing.T) {
	t.Parallel()
	typ := doctest.FixtureType()
	s := typ.Summary()
	s.RecordKinds[0] = records.KindInvoice
	if typ.RecordKinds[0] != records.KindShow || !typ.Accepts(records.KindShow) || typ.Accepts(records.KindInvoice) {
		t.Fatal("the summary shares its record kinds with the type")
	}
}
