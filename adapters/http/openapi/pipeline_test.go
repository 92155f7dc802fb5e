package openapi

import (
	"context"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/core/identity"
)

// fixtureRoutes is the route table matching testdata/annotated.
func fixtureRoutes() []httpapi.RouteSpec {
	return []httpapi.RouteSpec{
		{Method: "GET", Path: "/api/v1/documents", Scope: identity.ScopeDocumentsRead},
		{Method: "POST", Path: "/api/v1/documents/{type}/render", Scope: identity.ScopeDocumentsWrite},
		{Method: "POST", Path: "/api/v1/projects/{id}/advance-packets", Scope: identity.ScopeAdvancingWrite,
			MinRole: identity.RoleManager},
		{Method: "GET", Path: "/api/v1/openapi.json", Public: true},
	}
}

// fixtureSwagger runs swag on testdata/annotated.
func fixtureSwagger(t *testing.T) []byte {
	t.Helper()
	b, err := runSwag("testdata/annotated", "api.go", "", t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTheFixtureConvertsToAValidDocumentWithAccessAndProblems(t *testing.T) {
	t.Parallel()
	doc, err := Convert(context.Background(), fixtureSwagger(t), fixtureRoutes())
	if err != nil {
		t.Fatal(err)
	}
	render := doc.Paths.Value("/api/v1/documents/{type}/render").Post
	html := render.Responses.Value("200").Value.Content["text/html"]
	if html == nil || len(render.Responses.Value("200").Value.Content) != 1 {
		t.Errorf("render 200 content = %v, want text/html only", render.Responses.Value("200").Value.Content)
	}
	body := render.RequestBody.Value.Content["application/json"]
	if body == nil || body.Schema.Ref != "#/components/schemas/RenderRequest" {
		t.Errorf("render request body = %+v, want application/json RenderRequest", render.RequestBody.Value.Content)
	}
	if _, ok := render.RequestBody.Value.Extensions["x-originalParamName"]; ok {
		t.Errorf("the Swagger 2.0 parameter name leaks into the request body")
	}
	for _, code := range []string{"400", "401", "403", "413", "415", "422"} {
		assertProblemResponse(t, render, code)
	}
	if got := render.Description; got != "Renders the document type as HTML.\n\nRequires scope `documents:write`." {
		t.Errorf("render description = %q", got)
	}

	create := doc.Paths.Value("/api/v1/projects/{id}/advance-packets").Post
	if create.Extensions[ExtRequiredRole] != "manager" {
		t.Errorf("x-required-role = %v, want manager", create.Extensions[ExtRequiredRole])
	}
	if !strings.Contains(create.Description, "`manager` role or above") ||
		!strings.Contains(*create.Responses.Value("403").Value.Description, "insufficient_role") {
		t.Errorf("create does not document the manager check: %q", create.Description)
	}

	list := doc.Paths.Value("/api/v1/documents").Get
	for _, code := range []string{"400", "413", "415"} {
		if list.Responses.Value(code) != nil {
			t.Errorf("a bodiless operation documents %s", code)
		}
	}
	if r := list.Responses.Value("422"); r == nil || *r.Value.Description != queryMistake {
		t.Errorf("a bodiless operation does not document its query's 422 alone: %+v", r)
	}
	assertProblemResponse(t, list, "404")
	if sec := *list.Security; len(sec) != 1 || sec[0][SecuritySchemeName] == nil {
		t.Errorf("list security = %v", sec)
	}

	meta := doc.Paths.Value("/api/v1/openapi.json").Get
	if meta.Security == nil || len(*meta.Security) != 0 || meta.Responses.Value("401") != nil {
		t.Errorf("the public operation has security %v or a 401", meta.Security)
	}
	if doc.OpenAPI != "3.0.3" || doc.Servers[0].URL != "/" {
		t.Errorf("openapi %q servers %v", doc.OpenAPI, doc.Servers)
	}
}

func assertProblemResponse(t *testing.T, op *openapi3.Operation, code string) {
	t.Helper()
	ref := op.Responses.Value(code)
	if ref == nil {
		t.Errorf("%s: no %s response", op.OperationID, code)
		return
	}
	mt := ref.Value.Content[httpapi.ContentTypeProblem]
	if len(ref.Value.Content) != 1 || mt == nil || mt.Schema.Ref != "#/components/schemas/Problem" {
		t.Errorf("%s: %s content = %v, want only %s Problem", op.OperationID, code, ref.Value.Content, httpapi.ContentTypeProblem)
	}
	if ref.Value.Description == nil || *ref.Value.Description == "" {
		t.Errorf("%s: %s has no description", op.OperationID, code)
	}
}

func TestMarshalIsStableAndEndsWithANewline(t *testing.T) {
	t.Parallel()
	swagger := fixtureSwagger(t)
	var outs []string
	for range 2 {
		doc, err := Convert(context.Background(), swagger, fixtureRoutes())
		if err != nil {
			t.Fatal(err)
		}
		b, err := Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, string(b))
	}
	if outs[0] != outs[1] {
		t.Fatal("two conversions of the same input differ")
	}
	if !strings.HasSuffix(outs[0], "}\n") || !strings.HasPrefix(outs[0], "{\n  \"components\"") {
		t.Errorf("unexpected layout: %.40q … %q", outs[0], outs[0][len(outs[0])-3:])
	}
	if strings.Contains(outs[0], `\u003c`) {
		t.Errorf("HTML characters are escaped")
	}
}
