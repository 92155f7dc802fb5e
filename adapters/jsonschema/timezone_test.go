package jsonschema

import (
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/documents/doctest"
)

func TestAZoneOutsideTheEnumIsOneReadableViolation(t *testing.T) {
	t.Parallel()
	v := fixtureValidator(t)
	for _, zone := range []string{"Mars/Olympus", "Local", "europe/berlin", ""} {
		got, err := v.Validate(doctest.FixtureKey, patch(t, `{"time_zone": "`+zone+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		want := `"` + zone + `" is not an IANA time zone name such as Europe/Berlin`
		if len(got) != 1 || got[0].Pointer != "/time_zone" || got[0].Code != "enum" || got[0].Detail != want {
			t.Errorf("%q: violations %+v, want one enum violation %q", zone, got, want)
		}
	}
	if got, _ := v.Validate(doctest.FixtureKey, patch(t, `{"time_zone": "America/Argentina/Buenos_Aires"}`)); len(got) > 0 {
		t.Errorf("a listed zone is refused: %+v", got)
	}
}

// TestEveryZoneFieldOfEveryTypeRefusesAnUnknownZone sets each zone field the
// sample of each type has, at any depth, to a name that is not a zone.
func TestEveryZoneFieldOfEveryTypeRefusesAnUnknownZone(t *testing.T) {
	t.Parallel()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := New()
	checked := 0
	for _, typ := range c.Types() {
		if err := v.Compile(typ.Key, typ.Schema); err != nil {
			t.Fatal(err)
		}
		sample, _ := doctest.Decode(typ.Sample)
		for _, ptr := range zonePointers(sample, "") {
			data, _ := doctest.Decode(typ.Sample)
			setAt(data, ptr, "Mars/Olympus")
			got, err := v.Validate(typ.Key, data)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0].Pointer != ptr || !strings.Contains(got[0].Detail, "IANA time zone") {
				t.Errorf("%s %s: violations %+v", typ.Key, ptr, got)
			}
			checked++
		}
	}
	if checked < 20 {
		t.Errorf("only %d zone fields checked; the samples should hold more", checked)
	}
}

// zonePointers lists the pointers of every zone member of a decoded sample.
func zonePointers(v any, ptr string) []string {
	var out []string
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			if k == "time_zone" || strings.HasSuffix(k, "_time_zone") {
				out = append(out, ptr+"/"+k)
				continue
			}
			out = append(out, zonePointers(c, ptr+"/"+k)...)
		}
	case []any:
		for i, c := range x {
			out = append(out, zonePointers(c, ptr+"/"+strconv.Itoa(i))...)
		}
	}
	return out
}

func setAt(root any, ptr, value string) {
	toks := strings.Split(ptr[1:], "/")
	node := root
	for _, tok := range toks[:len(toks)-1] {
		switch n := node.(type) {
		case map[string]any:
			node = n[tok]
		case []any:
			node = n[mustAtoi(tok)]
		}
	}
	node.(map[string]any)[toks[len(toks)-1]] = value
}

func mustAtoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err)
	}
	return n
}
