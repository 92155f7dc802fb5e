package openapi

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/core/identity"
)

// swaggerOp is one operation of a hand-built Swagger 2.0 document.
type swaggerOp struct {
	path, method, id string
	tags             []string
	failures         []string
}

// buildSwagger returns a minimal Swagger 2.0 document with ops, and with a Problem
// definition when withProblem.
func buildSwagger(t *testing.T, withProblem bool, ops ...swaggerOp) []byte {
	t.Helper()
	paths := map[string]map[string]any{}
	for _, o := range ops {
		responses := map[string]any{"200": map[string]any{"description": "OK"}}
		for _, code := range o.failures {
			responses[code] = map[string]any{"description": "fails",
				"schema": map[string]any{"$ref": "#/definitions/Problem"}}
		}
		if paths[o.path] == nil {
			paths[o.path] = map[string]any{}
		}
		paths[o.path][o.method] = map[string]any{"operationId": o.id, "tags": o.tags,
			"produces": []string{"application/json"}, "responses": responses}
	}
	doc := map[string]any{"swagger": "2.0", "basePath": "/", "paths": paths,
		"info": map[string]any{"title": "T", "version": "1.0.0"}}
	if withProblem {
		doc["definitions"] = map[string]any{"Problem": map[string]any{"type": "object",
			"properties": map[string]any{"code": map[string]any{"type": "string"}}}}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestPostProcessRefusesADocumentThatDisagreesWithTheRoutes(t *testing.T) {
	t.Parallel()
	docs := swaggerOp{"/api/v1/documents", "get", "listDocuments", []string{"documents"}, []string{"404"}}
	docsRoute := httpapi.RouteSpec{Method: "GET", Path: "/api/v1/documents", Scope: identity.ScopeDocumentsRead}
	meta := swaggerOp{"/api/v1/openapi.json", "get", "getOpenAPI", []string{"meta"}, []string{"413"}}
	metaRoute := httpapi.RouteSpec{Method: "GET", Path: "/api/v1/openapi.json", Public: true}

	tests := []struct {
		name        string
		withProblem bool
		ops         []swaggerOp
		routes      []httpapi.RouteSpec
		want        string
	}{
		{"a route nobody documented", true, []swaggerOp{docs},
			[]httpapi.RouteSpec{docsRoute, {Method: "GET", Path: "/api/v1/metrics", Scope: identity.ScopeReportsRead}},
			"route GET /api/v1/metrics has no documented operation"},
		{"a documented operation no route serves", true, []swaggerOp{docs, meta},
			[]httpapi.RouteSpec{docsRoute}, "operation GET /api/v1/openapi.json is documented but no route serves it"},
		{"a path parameter named differently", true,
			[]swaggerOp{{"/api/v1/projects/{project}/x", "get", "x", []string{"t"}, []string{"404"}}},
			[]httpapi.RouteSpec{{Method: "GET", Path: "/api/v1/projects/{id}/x", Scope: identity.ScopeAdvancingRead}},
			"route GET /api/v1/projects/{id}/x has no documented operation"},
		{"an operation without an operationId", true,
			[]swaggerOp{{"/api/v1/documents", "get", "", []string{"documents"}, []string{"404"}}},
			[]httpapi.RouteSpec{docsRoute}, "has no operationId"},
		{"two operations with one operationId", true,
			[]swaggerOp{docs, {"/api/v1/openapi.json", "get", "listDocuments", []string{"meta"}, []string{"413"}}},
			[]httpapi.RouteSpec{docsRoute, metaRoute}, "share the operationId"},
		{"an operation without a tag", true,
			[]swaggerOp{{"/api/v1/documents", "get", "listDocuments", nil, []string{"404"}}},
			[]httpapi.RouteSpec{docsRoute}, "has no tag"},
		{"a public operation without a 4xx response", true,
			[]swaggerOp{{"/api/v1/openapi.json", "get", "getOpenAPI", []string{"meta"}, nil}},
			[]httpapi.RouteSpec{metaRoute}, "documents no 4xx response"},
		{"a document without the Problem schema", false,
			[]swaggerOp{{"/api/v1/documents", "get", "listDocuments", []string{"documents"}, nil}},
			[]httpapi.RouteSpec{docsRoute}, "no Problem schema"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := Convert(context.Background(), buildSwagger(t, tt.withProblem, tt.ops...), tt.routes)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestPostProcessAcceptsADocumentThatAgreesWithTheRoutes(t *testing.T) {
	t.Parallel()
	swagger := buildSwagger(t, true,
		swaggerOp{"/api/v1/documents", "get", "listDocuments", []string{"documents"}, nil},
		swaggerOp{"/api/v1/openapi.json", "get", "getOpenAPI", []string{"meta"}, []string{"413"}})
	routes := []httpapi.RouteSpec{
		{Method: "GET", Path: "/api/v1/documents", Scope: identity.ScopeDocumentsRead},
		{Method: "GET", Path: "/api/v1/openapi.json", Public: true},
	}
	doc, err := Convert(context.Background(), swagger, routes)
	if err != nil {
		t.Fatal(err)
	}
	if got := doc.Paths.Value("/api/v1/documents").Get.Extensions[ExtRequiredScopes]; len(got.([]string)) != 1 {
		t.Errorf("x-required-scopes = %v", got)
	}
	if len(doc.Tags) != 2 || doc.Tags[0].Name != "documents" || doc.Tags[1].Name != "meta" {
		t.Errorf("tags = %v, want documents and meta in order", doc.Tags)
	}
}
