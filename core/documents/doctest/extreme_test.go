package doctest

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestExtremeFillsEveryKindOfValue(t *testing.T) {
	t.Parallel()
	schema := `{"type": "object", "additionalProperties": false,
		"$defs": {"zone": {"type": "string", "enum": ["UTC", "Europe/Berlin"]}},
		"properties": {
			"zone": {"$ref": "#/$defs/zone"},
			"name": {"type": "string", "maxLength": 3},
			"on": {"type": "string", "format": "date", "maxLength": 10},
			"at": {"type": "string", "format": "date-time", "maxLength": 30},
			"email": {"type": "string", "format": "email", "maxLength": 300},
			"site": {"type": "string", "format": "uri", "maxLength": 25},
			"country": {"type": "string", "pattern": "^[A-Z]{2}$", "maxLength": 2},
			"count": {"type": "integer", "minimum": -5, "maximum": 7},
			"share": {"type": "number", "minimum": 0.5, "maximum": 100},
			"ok": {"type": "boolean"},
			"tags": {"type": "array", "minItems": 1, "maxItems": 9, "items": {"type": "string", "maxLength": 1}}}}`
	items := func(lo, hi int) int { return max(lo, min(hi, 2)) }
	high, err := Extreme(json.RawMessage(schema), Extremes{Items: items, Char: "🎸"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"zone": "Europe/Berlin", "name": "🎸🎸🎸", "on": "2026-12-31", "at": "2026-12-31T23:59:59.1234+01:00",
		"site": "https://example.com/ppppp", "country": "DE", "count": json.Number("7"),
		"share": json.Number("100"), "ok": true, "tags": []any{"🎸", "🎸"},
	}
	email, _ := high.(map[string]any)["email"].(string)
	delete(high.(map[string]any), "email")
	if !reflect.DeepEqual(high, want) {
		t.Errorf("Extreme =\n%v\nwant\n%v", high, want)
	}
	local, domain, _ := strings.Cut(email, "@")
	if len(email) != 254 || len(local) != 64 || strings.Contains(domain, "..") || utf8.RuneCountInString(email) != 254 {
		t.Errorf("email %q is not a valid address of 254 characters", email)
	}
	for _, label := range strings.Split(domain, ".") {
		if len(label) < 1 || len(label) > 63 {
			t.Errorf("email domain label %q is not 1 to 63 characters", label)
		}
	}
	low, _ := Extreme(json.RawMessage(schema), Extremes{Items: items, Char: "x", Low: true})
	if m := low.(map[string]any); m["count"] != json.Number("-5") || m["share"] != json.Number("0.5") || m["ok"] != false {
		t.Errorf("Low: count %v, share %v, ok %v", m["count"], m["share"], m["ok"])
	}
	if _, err := Extreme(json.RawMessage(`{"type": "string", "pattern": "^x$"}`), Extremes{Items: items}); err == nil {
		t.Error("an unknown pattern was filled")
	}
}
