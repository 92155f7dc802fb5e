package openapi

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// Names in the document that clients and tests rely on.
const (
	// SecuritySchemeName names the bearer security scheme.
	SecuritySchemeName = "bearerAuth"
	// ProblemSchemaName names the schema of every error response body.
	ProblemSchemaName = "Problem"
	// ExtRequiredScopes lists the scopes an operation requires.
	ExtRequiredScopes = "x-required-scopes"
	// ExtRequiredRole names the minimum role an operation requires.
	ExtRequiredRole = "x-required-role"
)

// PostProcess completes a converted document from the route table: it sets the
// version, servers and bearer security scheme; gives every operation its security
// requirement, required scopes and role (as extensions and in the description) and
// its problem responses; and checks that the documented operations and the routes
// are the same set, and that every operation has a unique operationId, a tag and a
// 4xx response. The errors name every fault found.
func PostProcess(doc *openapi3.T, routes []httpapi.RouteSpec) error {
	doc.OpenAPI = Version
	doc.Servers = openapi3.Servers{{URL: "/"}}
	if doc.Info == nil || doc.Info.Title == "" || doc.Info.Version == "" {
		return errors.New("openapi: the general API info (title, version) is missing from the main API file")
	}
	if c := doc.Info.Contact; c != nil && c.Name == "" && c.URL == "" && c.Email == "" && len(c.Extensions) == 0 {
		doc.Info.Contact = nil
	}
	if doc.Components == nil || doc.Components.Schemas[ProblemSchemaName] == nil {
		return fmt.Errorf("openapi: no %s schema: annotate at least one @Failure with {object} %s",
			ProblemSchemaName, ProblemSchemaName)
	}
	problem := doc.Components.Schemas[ProblemSchemaName].Value
	doc.Components.SecuritySchemes = openapi3.SecuritySchemes{SecuritySchemeName: {Value: bearerScheme()}}
	doc.Components.Headers = rateLimitHeaders()

	byKey := map[string]httpapi.RouteSpec{}
	var errs []error
	for _, r := range routes {
		k := operationKey(r.Method, r.Path)
		if _, dup := byKey[k]; dup {
			errs = append(errs, fmt.Errorf("route %s is declared twice", k))
		}
		byKey[k] = r
	}

	documented := map[string]bool{}
	operationIDs := map[string]string{}
	for _, path := range doc.Paths.InMatchingOrder() {
		item := doc.Paths.Value(path)
		for _, method := range sortedMethods(item) {
			op := item.GetOperation(method)
			k := operationKey(method, path)
			documented[k] = true
			r, ok := byKey[k]
			if !ok {
				errs = append(errs, fmt.Errorf("operation %s is documented but no route serves it", k))
				continue
			}
			if op.OperationID == "" {
				errs = append(errs, fmt.Errorf("operation %s has no operationId (@ID)", k))
			} else if other, dup := operationIDs[op.OperationID]; dup {
				errs = append(errs, fmt.Errorf("operations %s and %s share the operationId %q", other, k, op.OperationID))
			}
			operationIDs[op.OperationID] = k
			if len(op.Tags) == 0 {
				errs = append(errs, fmt.Errorf("operation %s has no tag (@Tags)", k))
			}
			applyAccess(op, r)
			addStandardResponses(op, r)
			if !hasClientError(op) {
				errs = append(errs, fmt.Errorf("operation %s documents no 4xx response (@Failure)", k))
			}
			addFailureResponses(op, r)
			addRateLimits(op, r)
			useProblemBodies(op, problem)
			useTextBodies(op)
		}
	}
	for _, r := range routes {
		if k := operationKey(r.Method, r.Path); !documented[k] {
			errs = append(errs, fmt.Errorf("route %s has no documented operation (@Router)", k))
		}
	}
	completeSchemas(doc)
	addUsedTags(doc)
	return errors.Join(errs...)
}

// bearerScheme is the HTTP bearer scheme of personal access tokens.
func bearerScheme() *openapi3.SecurityScheme {
	return &openapi3.SecurityScheme{
		Type:         "http",
		Scheme:       "bearer",
		BearerFormat: "rc_pat_…",
		Description: "A personal access token, minted by a signed-up user in the platform's API settings " +
			"(`/settings/tokens`) or with `roadcase token mint`, and shown once, sent as " +
			"`Authorization: Bearer <token>`. Each operation lists the scopes it requires in " +
			"`" + ExtRequiredScopes + "` and in its description. Roadcase stores only the token's hash and never " +
			"logs it. Failed authentications spend a per-address quota; once it is spent, a token that was " +
			"issued is still served, and others get 429.",
	}
}

func operationKey(method, path string) string { return method + " " + path }

// sortedMethods lists the methods of a path item in a stable order.
func sortedMethods(item *openapi3.PathItem) []string {
	var methods []string
	for m := range item.Operations() {
		methods = append(methods, m)
	}
	slices.Sort(methods)
	return methods
}

// addUsedTags declares every tag an operation uses at the top level, sorted, keeping
// the descriptions of tags already declared.
func addUsedTags(doc *openapi3.T) {
	declared := map[string]bool{}
	for _, t := range doc.Tags {
		declared[t.Name] = true
	}
	for _, path := range doc.Paths.InMatchingOrder() {
		for _, op := range doc.Paths.Value(path).Operations() {
			for _, name := range op.Tags {
				if !declared[name] {
					declared[name] = true
					doc.Tags = append(doc.Tags, &openapi3.Tag{Name: name})
				}
			}
		}
	}
	slices.SortFunc(doc.Tags, func(a, b *openapi3.Tag) int {
		switch {
		case a.Name < b.Name:
			return -1
		case a.Name > b.Name:
			return 1
		}
		return 0
	})
}

// useTextBodies gives every text/* body of a success a string schema: swag's
// Swagger 2.0 has one schema per response, so a response that is JSON or CSV by
// Accept carries the JSON type on both, which would make a generated client parse
// CSV as an object.
func useTextBodies(op *openapi3.Operation) {
	for code, resp := range op.Responses.Map() {
		if resp.Value == nil || !strings.HasPrefix(code, "2") {
			continue
		}
		for mediaType, content := range resp.Value.Content {
			if strings.HasPrefix(mediaType, "text/") && content.Schema != nil && content.Schema.Ref != "" {
				content.Schema = openapi3.NewStringSchema().NewRef()
			}
		}
	}
}
