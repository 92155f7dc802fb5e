package documents

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// TimeZoneRef is how a schema property that names a time zone refers to the shared
// definition: `"time_zone": {"$ref": "#/$defs/time_zone", "title": …}`.
const TimeZoneRef = "#/$defs/" + timeZoneDef

const timeZoneDef = "time_zone"

// isZoneField reports whether a property name names a time zone: time_zone itself
// or any name ending in _time_zone (departure_time_zone, arrival_time_zone…).
func isZoneField(name string) bool {
	return name == timeZoneDef || strings.HasSuffix(name, "_"+timeZoneDef)
}

// timeZoneSchema is the shared definition: an enum of every name in TimeZones.
// An enum, rather than a pattern or a custom "format", because every standard
// JSON Schema validator enforces enum, while formats are annotations unless a
// validator opts in and no validator knows an IANA-zone format; so what passes a
// client's validator passes the server's, and the reverse.
func timeZoneSchema() json.RawMessage {
	def := map[string]any{
		"type":        "string",
		"title":       "Time zone",
		"description": "An IANA time zone name, such as Europe/Berlin or America/New_York.",
		"enum":        TimeZones,
	}
	raw, err := json.Marshal(def)
	if err != nil {
		panic(err) // a map of strings always marshals
	}
	return raw
}

// WithTimeZones checks that every zone property of schema (see isZoneField), at
// any depth, refers to TimeZoneRef and that the schema does not define
// $defs/time_zone itself, then adds the shared definition to the schema's $defs.
// The rest of the schema is kept byte for byte.
func WithTimeZones(schema json.RawMessage) (json.RawMessage, error) {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	if defs, _ := root["$defs"].(map[string]any); defs != nil && defs[timeZoneDef] != nil {
		return nil, errors.New("schema defines $defs/time_zone itself; the catalog adds the shared definition")
	}
	var errs []error
	checkZoneFields(root, "", &errs)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return insertDef(schema, timeZoneDef, timeZoneSchema())
}

// checkZoneFields walks every "properties" member below node.
func checkZoneFields(node any, path string, errs *[]error) {
	switch n := node.(type) {
	case map[string]any:
		if props, ok := n["properties"].(map[string]any); ok {
			for name, p := range props {
				if !isZoneField(name) {
					continue
				}
				if m, _ := p.(map[string]any); !refersToZones(m) {
					*errs = append(*errs, fmt.Errorf("%s/properties/%s names a time zone but is not {\"$ref\": %q} (with only title and description beside it)", path, name, TimeZoneRef))
				}
			}
		}
		for k, v := range n {
			checkZoneFields(v, path+"/"+k, errs)
		}
	case []any:
		for i, v := range n {
			checkZoneFields(v, fmt.Sprintf("%s/%d", path, i), errs)
		}
	}
}

// refersToZones reports whether a zone property's schema is the shared
// reference, annotated at most: anything that would narrow or widen the enum
// beside it (a type, a pattern, a const…) would make the zone rule differ
// between fields.
func refersToZones(m map[string]any) bool {
	if m == nil || m["$ref"] != TimeZoneRef {
		return false
	}
	for k := range m {
		switch k {
		case "$ref", "title", "description", "$comment", "examples", "deprecated":
		default:
			return false
		}
	}
	return true
}
