package http

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	api "github.com/roadcase/roadcase/docs/api"
)

// loadEmbedded parses the embedded OpenAPI document.
func loadEmbedded(t *testing.T) *openapi3.T {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatalf("load embedded openapi.json: %v", err)
	}
	return doc
}

func TestTheEmbeddedDocumentIsAValidOpenAPI303Document(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("validate: %v", err)
	}
	if doc.OpenAPI != "3.0.3" || doc.Info.Title != "Roadcase API" || doc.Info.Version != "1.0.0" || doc.Info.Description == "" {
		t.Errorf("openapi %q, info %+v", doc.OpenAPI, doc.Info)
	}
	if len(doc.Servers) != 1 || doc.Servers[0].URL != "/" {
		t.Errorf("servers = %+v, want one with url /", doc.Servers)
	}
	bearer := doc.Components.SecuritySchemes["bearerAuth"]
	if bearer == nil || bearer.Value.Type != "http" || bearer.Value.Scheme != "bearer" {
		t.Errorf("bearerAuth = %+v, want an http bearer scheme", bearer)
	}
	if !strings.HasSuffix(string(api.OpenAPI), "}\n") {
		t.Errorf("openapi.json does not end with a newline")
	}
}

func TestTheProblemSchemaHasEveryMember(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	problem := doc.Components.Schemas["Problem"]
	if problem == nil {
		t.Fatal("no Problem schema")
	}
	for _, name := range []string{"type", "title", "status", "detail", "instance", "code", "request_id", "errors"} {
		if problem.Value.Properties[name] == nil {
			t.Errorf("Problem has no %q property", name)
		}
	}
	items := problem.Value.Properties["errors"].Value.Items.Value
	for _, name := range []string{"pointer", "detail", "code"} {
		if items.Properties[name] == nil {
			t.Errorf("Problem.errors[] has no %q property", name)
		}
	}
}

func TestTheRoutesUnderTheAPIAndTheDocumentedOperationsAreTheSameSet(t *testing.T) {
	t.Parallel()
	s := New(Config{}, Deps{})
	routed := map[string]bool{}
	for _, r := range s.engine.Routes() {
		if strings.HasPrefix(r.Path, "/api/") {
			routed[r.Method+" "+r.Path] = true
		}
	}
	documented := map[string]bool{}
	doc := loadEmbedded(t)
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented[method+" "+path] = true
		}
	}
	for k := range routed {
		if !documented[k] {
			t.Errorf("route %s is not in the OpenAPI document (run go run ./cmd/openapi-gen)", k)
		}
	}
	for k := range documented {
		if !routed[k] {
			t.Errorf("operation %s is documented but not routed", k)
		}
	}
}

func TestEveryOperationCarriesItsIDTagSecurityAndProblemResponses(t *testing.T) {
	t.Parallel()
	specs := map[string]RouteSpec{}
	for _, r := range New(Config{}, Deps{}).Routes() {
		specs[r.Method+" "+r.Path] = r
	}
	doc := loadEmbedded(t)
	ids := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			key := method + " " + path
			r := specs[key]
			if op.OperationID == "" || ids[op.OperationID] {
				t.Errorf("%s: operationId %q is missing or not unique", key, op.OperationID)
			}
			ids[op.OperationID] = true
			if len(op.Tags) == 0 {
				t.Errorf("%s: no tag", key)
			}
			checkSecurity(t, key, op, r)
			checkResponses(t, key, op, r)
		}
	}
}

func checkSecurity(t *testing.T, key string, op *openapi3.Operation, r RouteSpec) {
	t.Helper()
	if r.Public {
		if op.Security == nil || len(*op.Security) != 0 {
			t.Errorf("%s: public operation has security %v, want an explicit empty list", key, op.Security)
		}
		return
	}
	if op.Security == nil || len(*op.Security) != 1 || (*op.Security)[0]["bearerAuth"] == nil {
		t.Errorf("%s: security = %v, want bearerAuth", key, op.Security)
	}
	scopes, _ := op.Extensions["x-required-scopes"].([]any)
	if len(scopes) != 1 || scopes[0] != string(r.Scope) {
		t.Errorf("%s: x-required-scopes = %v, want [%s]", key, op.Extensions["x-required-scopes"], r.Scope)
	}
	if !strings.Contains(op.Description, "Requires scope `"+string(r.Scope)+"`.") {
		t.Errorf("%s: description does not name scope %s: %q", key, r.Scope, op.Description)
	}
	role, _ := op.Extensions["x-required-role"].(string)
	if role != string(r.MinRole) {
		t.Errorf("%s: x-required-role = %q, want %q", key, role, r.MinRole)
	}
}

func checkResponses(t *testing.T, key string, op *openapi3.Operation, r RouteSpec) {
	t.Helper()
	codes := op.Responses.Map()
	var has4xx bool
	for code, resp := range codes {
		if code[0] != '4' && code[0] != '5' {
			continue
		}
		has4xx = has4xx || code[0] == '4'
		mt := resp.Value.Content["application/problem+json"]
		if len(resp.Value.Content) != 1 || mt == nil || mt.Schema.Ref != "#/components/schemas/Problem" {
			t.Errorf("%s: response %s is not an application/problem+json Problem", key, code)
		}
	}
	if !has4xx {
		t.Errorf("%s: no 4xx response", key)
	}
	want := []string{}
	if !r.Public {
		want = append(want, "401", "403")
	}
	if op.RequestBody != nil {
		want = append(want, "413", "415")
	}
	for _, code := range want {
		if codes[code] == nil {
			t.Errorf("%s: no %s response among %v", key, code, slices.Sorted(maps.Keys(codes)))
		}
	}
}
