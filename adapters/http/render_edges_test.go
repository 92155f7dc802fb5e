package http

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

// TestRenderAtTheEdgesOfTheSchema posts samples changed at one member each, at
// the edges where the renderer once disagreed with the validator: what the
// schema accepts renders (200), what it refuses is the caller's to fix (422),
// never a 500.
func TestRenderAtTheEdgesOfTheSchema(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	token := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead, identity.ScopeDocumentsWrite)
	cases := []struct {
		name, key string
		path      []any // member names and array indices
		value     any
		status    int
		pointer   string
	}{
		{"a lower-case t and z", "day-sheet", []any{"doors_at"}, "2026-03-14t18:00:00z", 200, ""},
		{"a leap second", "day-sheet", []any{"doors_at"}, "2016-12-31T23:59:60Z", 200, ""},
		{"a zone of three parts", "itinerary", []any{"time_zone"}, "America/Argentina/Buenos_Aires", 200, ""},
		{"a nested zone that is not IANA's", "travel-manifest", []any{"segments", 0, "departure_time_zone"}, "Mars/Olympus", 422, "/data/segments/0/departure_time_zone"},
		{"a zone that is not IANA's", "day-sheet", []any{"time_zone"}, "Mars/Olympus", 422, "/data/time_zone"},
		{"an integer beyond its maximum", "hospitality-rider", []any{"touring_party", "artists"}, json.Number("1e20"), 422, "/data/touring_party/artists"},
		{"the largest int64", "hospitality-rider", []any{"touring_party", "artists"}, json.Number("9223372036854775807"), 422, "/data/touring_party/artists"},
		{"the maximum head count", "hospitality-rider", []any{"touring_party", "artists"}, json.Number("1000"), 200, ""},
		{"a number too large to read", "invoice", []any{"tax_rate_percent"}, json.Number("1e1000000000"), 422, "/data/tax_rate_percent"},
		{"a number too small to read", "invoice", []any{"tax_rate_percent"}, json.Number("1e-1000000"), 422, "/data/tax_rate_percent"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var data map[string]any
			dec := json.NewDecoder(strings.NewReader(string(sampleOf(t, ds, c.key, token))))
			dec.UseNumber()
			if err := dec.Decode(&data); err != nil {
				t.Fatal(err)
			}
			var node any = data
			for _, p := range c.path[:len(c.path)-1] {
				if i, ok := p.(int); ok {
					node = node.([]any)[i]
				} else {
					node = node.(map[string]any)[p.(string)]
				}
			}
			node.(map[string]any)[c.path[len(c.path)-1].(string)] = c.value
			body, _ := json.Marshal(map[string]any{"data": data})
			rec := ds.render(c.key, token, string(body))
			if rec.Code != c.status {
				t.Fatalf("%d, want %d: %.1000s", rec.Code, c.status, rec.Body)
			}
			if c.pointer != "" {
				p := problemOf(t, rec)
				if len(p.Errors) != 1 || p.Errors[0].Pointer != c.pointer {
					t.Errorf("errors %+v, want one at %s", p.Errors, c.pointer)
				}
			}
		})
	}
}
