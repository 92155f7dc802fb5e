package documents

import (
	"encoding/json"
	"reflect"
	"testing"
)

const fitSchema = `{"type": "object", "additionalProperties": false,
	"$defs": {"note": {"type": "string", "maxLength": 4}},
	"properties": {
		"title": {"type": "string", "maxLength": 5},
		"email": {"type": "string", "format": "email", "maxLength": 5},
		"code": {"type": "string", "pattern": "^[A-Z]+$", "maxLength": 2},
		"status": {"type": "string", "enum": ["confirmed"], "maxLength": 3},
		"count": {"type": "integer", "minimum": 0, "maximum": 2},
		"days": {"type": "array", "maxItems": 2, "items": {"type": "object", "additionalProperties": false,
			"properties": {"notes": {"$ref": "#/$defs/note"}, "tags": {"type": "array", "maxItems": 1, "items": {"type": "string", "maxLength": 3}}}}}
	}}`

func TestFitShortensFreeTextAndLists(t *testing.T) {
	t.Parallel()
	data := map[string]any{
		"title":  "Columbiahalle",
		"email":  "production@example.com",
		"code":   "ABCDEF",
		"status": "confirmed",
		"count":  json.Number("7"),
		"extra":  "not in the schema, left alone",
		"days": []any{
			map[string]any{"notes": "🎸🎸🎸🎸🎸", "tags": []any{"load-in", "x"}},
			map[string]any{"notes": "ok"},
			map[string]any{"notes": "dropped"},
		},
	}
	got, err := Fit(json.RawMessage(fitSchema), data)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"title":  "Colu…",
		"email":  "production@example.com",
		"code":   "ABCDEF",
		"status": "confirmed",
		"count":  json.Number("7"),
		"extra":  "not in the schema, left alone",
		"days": []any{
			map[string]any{"notes": "🎸🎸🎸…", "tags": []any{"lo…"}},
			map[string]any{"notes": "ok"},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Fit =\n%v\nwant\n%v", got, want)
	}
}

func TestFitLeavesDataWithinTheLimitsAsItIs(t *testing.T) {
	t.Parallel()
	raw := `{"title": "Hall", "days": [{"notes": "abcd", "tags": ["abc"]}], "count": 1}`
	var data any
	if err := json.Unmarshal([]byte(raw), &data); err != nil {
		t.Fatal(err)
	}
	got, err := Fit(json.RawMessage(fitSchema), data)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(got)
	var again any
	_ = json.Unmarshal([]byte(raw), &again)
	if want, _ := json.Marshal(again); string(out) != string(want) {
		t.Errorf("Fit changed data within the limits: %s, want %s", out, want)
	}
}

func TestFitStopsInARecursiveSchema(t *testing.T) {
	t.Parallel()
	schema := `{"$defs": {"n": {"type": "array", "maxItems": 1, "items": {"$ref": "#/$defs/n"}}}, "$ref": "#/$defs/n"}`
	var data any = []any{}
	for range 200 {
		data = []any{data, "x"}
	}
	got, err := Fit(json.RawMessage(schema), data)
	if err != nil {
		t.Fatal(err)
	}
	cut := 0
	for list, ok := got.([]any); ok && len(list) == 1; list, ok = list[0].([]any) {
		cut++
	}
	if cut < 10 || cut > 200 {
		t.Errorf("Fit cut %d levels of a recursive list, want the first levels and a stop", cut)
	}
	if _, err := Fit(json.RawMessage(`[`), data); err == nil {
		t.Error("a broken schema was accepted")
	}
}
