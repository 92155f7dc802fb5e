package openapi

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// committed loads docs/api/openapi.json (kept equal to the generator's output by
// TestTheCommittedDocumentsAreWhatTheGeneratorWritesToday).
func committed(t *testing.T) *openapi3.T {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(moduleRoot(t), "docs", "api", OpenAPIFile))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return doc
}

func TestEveryClosedSetIsOneComponentThatTheCatalogFills(t *testing.T) {
	t.Parallel()
	doc := committed(t)
	enums, err := CatalogEnums()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range enums {
		s := doc.Components.Schemas[e.Name]
		if s == nil || len(s.Value.Enum) != len(e.Values) {
			t.Errorf("component %s is missing or has the wrong values", e.Name)
		}
	}
	if n := len(doc.Components.Schemas["DocumentTypeKey"].Value.Enum); n != 29 {
		t.Errorf("DocumentTypeKey has %d values, want 29", n)
	}
	for name, ref := range doc.Components.Schemas {
		for prop, p := range ref.Value.Properties {
			if p.Ref == "" && len(p.Value.Enum) > 0 && !p.Value.Nullable {
				t.Errorf("%s.%s writes an enum inline instead of referring to a component", name, prop)
			}
			if p.Value.Extensions[ExtEnum] != nil {
				t.Errorf("%s.%s keeps the %s mark", name, prop, ExtEnum)
			}
		}
	}
	for _, path := range []string{"/api/v1/documents/{type}", "/api/v1/documents/{type}/render"} {
		for _, op := range doc.Paths.Value(path).Operations() {
			if p := op.Parameters.GetByInAndName("path", "type"); p == nil || p.Schema.Ref != "#/components/schemas/DocumentTypeKey" {
				t.Errorf("%s: the type parameter does not refer to DocumentTypeKey", path)
			}
		}
	}
}

func TestPassThroughJSONIsTypedAsAnOpenObject(t *testing.T) {
	t.Parallel()
	doc := committed(t)
	for _, c := range []struct{ schema, prop string }{
		{"DocumentType", "schema"}, {"DocumentType", "sample"}, {"RenderDocumentFromData", "data"},
	} {
		p := doc.Components.Schemas[c.schema].Value.Properties[c.prop].Value
		if !p.Type.Is(openapi3.TypeObject) || p.AdditionalProperties.Has == nil || !*p.AdditionalProperties.Has {
			t.Errorf("%s.%s is not an object with additionalProperties: true", c.schema, c.prop)
		}
	}
}

func TestTheRenderBodyRequiresExactlyOneOfDataAndRecordID(t *testing.T) {
	t.Parallel()
	schemas := committed(t).Components.Schemas
	req := schemas["RenderDocumentRequest"].Value
	for _, name := range []string{"RenderDocumentFromData", "RenderDocumentFromRecord"} {
		v := schemas[name]
		if v == nil || v.Value.AdditionalProperties.Has == nil || *v.Value.AdditionalProperties.Has {
			t.Errorf("%s is missing or allows members other than its own", name)
		}
	}
	if len(req.OneOf) != 2 || req.OneOf[0].Ref == "" || req.OneOf[1].Ref == "" {
		t.Error("RenderDocumentRequest is not a oneOf of two named variants (which ogen needs)")
	}
	if !strings.HasPrefix(req.Description, "Exactly one of data and record_id") {
		t.Errorf("RenderDocumentRequest's description does not say exactly one: %q", req.Description)
	}
	for _, c := range []struct {
		body string
		ok   bool
	}{
		{`{"data": {"venue": "x"}}`, true},
		{`{"record_id": "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"}`, true},
		{`{}`, false},
		{`{"data": {}, "record_id": "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"}`, false},
		{`{"data": {}, "extra": 1}`, false},
	} {
		var v any
		if err := json.Unmarshal([]byte(c.body), &v); err != nil {
			t.Fatal(err)
		}
		if err := req.VisitJSON(v); (err == nil) != c.ok {
			t.Errorf("%s: valid = %v, want %v (%v)", c.body, err == nil, c.ok, err)
		}
	}
}

func TestEveryOperationDeclaresTheFailuresItCanHave(t *testing.T) {
	t.Parallel()
	doc := committed(t)
	for _, path := range doc.Paths.InMatchingOrder() {
		for method, op := range doc.Paths.Value(path).Operations() {
			want := []string{"405", "429", "500"}
			if op.OperationID != "getOpenAPI" {
				want = append(want, "503")
			}
			for _, code := range want {
				if op.Responses.Value(code) == nil {
					t.Errorf("%s %s does not declare %s", method, path, code)
				}
			}
		}
	}
	ok := doc.Paths.Value("/api/v1/documents/{type}/render").Post.Responses.Value("200").Value
	if ok.Content.Get("text/html") == nil {
		t.Error("render's 200 is not declared as text/html")
	}
	var headers []string
	for h := range ok.Headers {
		headers = append(headers, h)
	}
	slices.Sort(headers)
	if !slices.Equal(headers, []string{"Cache-Control", "Content-Security-Policy", "RateLimit", "RateLimit-Policy",
		"X-Content-Type-Options"}) {
		t.Errorf("render's 200 declares headers %v", headers)
	}
}

// TestEveryTextBodyIsAString holds every text/* success body (a rendered page, a
// report as CSV) to a string schema, so that no generated client parses CSV or
// HTML as a JSON object; the report's CSV must be among them.
func TestEveryTextBodyIsAString(t *testing.T) {
	t.Parallel()
	doc := committed(t)
	csv := false
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for code, resp := range op.Responses.Map() {
				for mediaType, content := range resp.Value.Content {
					if !strings.HasPrefix(mediaType, "text/") || !strings.HasPrefix(code, "2") {
						continue
					}
					csv = csv || mediaType == "text/csv"
					if content.Schema == nil || content.Schema.Ref != "" || !content.Schema.Value.Type.Is(openapi3.TypeString) {
						t.Errorf("%s %s %s %s: the body is not a string", method, path, code, mediaType)
					}
				}
			}
		}
	}
	if !csv {
		t.Error("no operation answers text/csv")
	}
}

// TestNullableIsWrittenTheWayOpenAPI303ReadsIt holds every schema of the document
// to the 3.0.3 reading of nullable, which strict validators and generators follow
// even where kin-openapi is lenient: nullable counts only beside a type, never
// reaches into an allOf, oneOf or anyOf beside it, and does not widen an enum, so
// a nullable enum lists null among its values.
func TestNullableIsWrittenTheWayOpenAPI303ReadsIt(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join(moduleRoot(t), "docs", "api", OpenAPIFile))
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	var walk func(v any, at string)
	walk = func(v any, at string) {
		switch v := v.(type) {
		case map[string]any:
			if v["nullable"] == true {
				if v["type"] == nil {
					t.Errorf("%s: nullable without a type", at)
				}
				for _, k := range []string{"allOf", "oneOf", "anyOf", "$ref"} {
					if v[k] != nil {
						t.Errorf("%s: nullable beside %s, which it does not reach", at, k)
					}
				}
				if enum, ok := v["enum"].([]any); ok && !slices.Contains(enum, nil) {
					t.Errorf("%s: a nullable enum without null among its values", at)
				}
			}
			for k, child := range v {
				walk(child, at+"/"+k)
			}
		case []any:
			for i, child := range v {
				walk(child, fmt.Sprintf("%s/%d", at, i))
			}
		}
	}
	walk(doc, "#")
}
