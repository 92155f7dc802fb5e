package documents

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"
	_ "time/tzdata" // the names must load on a machine without a zone database too

	"github.com/roadcase/roadcase/core/documents/tzsource"
)

func TestTimeZonesAreTheToolchainsAndAllLoad(t *testing.T) {
	t.Parallel()
	names, err := tzsource.Names()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(names, TimeZones) {
		t.Fatalf("timezones_gen.go lists %d zones, the toolchain %d: run go run ./cmd/tzlist", len(TimeZones), len(names))
	}
	for _, n := range TimeZones {
		if _, err := time.LoadLocation(n); err != nil {
			t.Errorf("%s does not load: %v", n, err)
		}
	}
}

func TestWithTimeZonesAddsTheSharedDefinitionAndKeepsTheRest(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"beside other $defs": `{"type": "object", "$defs": {"x": {"type": "string"}}, "properties": {"time_zone": {"$ref": "#/$defs/time_zone"}}}`,
		"with empty $defs":   `{"type": "object", "$defs": {}, "properties": {"time_zone": {"$ref": "#/$defs/time_zone"}}}`,
		"without $defs":      `{"type": "object", "properties": {"a": {"properties": {"arrival_time_zone": {"$ref": "#/$defs/time_zone", "title": "A"}}}}}`,
	}
	for name, in := range cases {
		out, err := WithTimeZones(json.RawMessage(in))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var root map[string]any
		if err := json.Unmarshal(out, &root); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		def, _ := ResolveRef(root, TimeZoneRef)
		enum, _ := def.(map[string]any)["enum"].([]any)
		if len(enum) != len(TimeZones) {
			t.Errorf("%s: the definition has %d names", name, len(enum))
		}
		if !strings.Contains(string(out), `"x": {"type": "string"}`) && name == "beside other $defs" {
			t.Errorf("%s: the other definitions changed: %s", name, out)
		}
	}
}

func TestWithTimeZonesRefusesZoneFieldsThatDoNotUseIt(t *testing.T) {
	t.Parallel()
	for name, in := range map[string]string{
		"a plain string zone":        `{"properties": {"time_zone": {"type": "string"}}}`,
		"a nested plain string zone": `{"properties": {"legs": {"items": {"properties": {"departure_time_zone": {"type": "string", "maxLength": 64}}}}}}`,
		"a ref with its own type":    `{"properties": {"time_zone": {"$ref": "#/$defs/time_zone", "type": "string"}}}`,
		"a ref with a pattern":       `{"properties": {"time_zone": {"$ref": "#/$defs/time_zone", "pattern": "^Europe/"}}}`,
		"an own definition":          `{"$defs": {"time_zone": {"type": "string"}}, "properties": {"time_zone": {"$ref": "#/$defs/time_zone"}}}`,
	} {
		if _, err := WithTimeZones(json.RawMessage(in)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
