package openapi

import (
	"strconv"

	"github.com/getkin/kin-openapi/openapi3"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// addStandardResponses documents the errors the adapter's middleware and its strict
// JSON decoding can answer with, when the annotations have not: 401 and 403 on every
// secured operation; 400, 413, 415 and 422 on every operation with a request body.
func addStandardResponses(op *openapi3.Operation, r httpapi.RouteSpec) {
	if op.Responses == nil {
		op.Responses = openapi3.NewResponses()
	}
	if !r.Public {
		addResponse(op, 401, "The bearer token is missing, malformed, unknown, expired or revoked. "+
			"The WWW-Authenticate header carries the Bearer challenge.", true)
		forbidden := "The token lacks the required scope (WWW-Authenticate: Bearer error=\"insufficient_scope\")."
		if r.MinRole != "" {
			forbidden = "The token lacks the required scope (WWW-Authenticate: Bearer error=\"insufficient_scope\"), " +
				"or the user's current role is below " + string(r.MinRole) + " (code insufficient_role)."
		}
		addResponse(op, 403, forbidden, true)
	}
	if op.RequestBody != nil {
		// openapi2conv keeps the Swagger 2.0 parameter name; it means nothing in 3.0.
		if body := op.RequestBody.Value; body != nil {
			delete(body.Extensions, "x-originalParamName")
		}
		addResponse(op, 400, "The request body is not valid JSON, or a value in it has the wrong type.", false)
		addResponse(op, 413, "The request body is larger than the limit.", false)
		addResponse(op, 415, "The request body is not JSON (Content-Type must be application/json).", false)
		addResponse(op, 422, "The request body has members the operation does not know, or invalid content.", false)
	}
}

// queryMistake is what every operation answers a query string it cannot read with.
const queryMistake = "Whatever the operation: a query parameter that cannot be decoded " +
	"(code invalid_query, pointer /<name>), or a parameter taken once given twice (code duplicate, pointer /<name>)."

// addFailureResponses documents the answers any operation can get whatever its
// input: 422 for a query string that cannot be read (queryMistake), 431 for a
// head over the adapter's limit, 405 (the path with another method: routers answer it for the path, so it
// is declared on each of the path's operations), 500, and 503 on every secured
// operation, whose token is looked up in the database.
func addFailureResponses(op *openapi3.Operation, r httpapi.RouteSpec) {
	if resp := op.Responses.Value("422"); resp != nil && resp.Value != nil && resp.Value.Description != nil {
		resp.Value.WithDescription(*resp.Value.Description + " " + queryMistake)
	} else {
		addResponse(op, 422, queryMistake, false)
	}
	addResponse(op, 431, "The request's header fields are larger than the limit (code headers_too_large).", false)
	addResponse(op, 405, "The path exists but not with this method; the Allow header lists the methods it has.", false)
	addResponse(op, 500, "An internal error; the problem's request_id identifies it in the service's log.", false)
	if !r.Public {
		addResponse(op, 503, "A service the request depends on (the database) is unavailable; retry later.", false)
	}
}

// addResponse adds a problem response for status unless one is documented already.
func addResponse(op *openapi3.Operation, status int, description string, challenge bool) {
	key := strconv.Itoa(status)
	if op.Responses.Value(key) != nil {
		return
	}
	resp := openapi3.NewResponse().WithDescription(description)
	resp.Headers = openapi3.Headers{}
	if challenge {
		resp.Headers = openapi3.Headers{"WWW-Authenticate": {Value: &openapi3.Header{Parameter: openapi3.Parameter{
			Description: "The Bearer challenge (RFC 6750 section 3).",
			Schema:      openapi3.NewStringSchema().NewRef(),
		}}}}
	}
	op.Responses.Set(key, &openapi3.ResponseRef{Value: resp})
}

// useProblemBodies makes every 4xx and 5xx response an application/problem+json
// body of the Problem schema, whatever media type the annotations produced.
func useProblemBodies(op *openapi3.Operation, problem *openapi3.Schema) {
	for code, ref := range op.Responses.Map() {
		if !isErrorStatus(code) || ref.Value == nil {
			continue
		}
		ref.Value.Content = openapi3.Content{
			httpapi.ContentTypeProblem: &openapi3.MediaType{
				Schema: openapi3.NewSchemaRef("#/components/schemas/"+ProblemSchemaName, problem),
			},
		}
	}
}

// hasClientError reports whether an operation documents a 4xx response.
func hasClientError(op *openapi3.Operation) bool {
	for code := range op.Responses.Map() {
		if code[0] == '4' {
			return true
		}
	}
	return false
}

// isErrorStatus reports whether a response key is a 4xx or 5xx status or range.
func isErrorStatus(code string) bool {
	return len(code) == 3 && (code[0] == '4' || code[0] == '5')
}
