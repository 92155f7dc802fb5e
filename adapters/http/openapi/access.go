package openapi

import (
	"fmt"

	"github.com/getkin/kin-openapi/openapi3"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// applyAccess writes a route's access rule into its operation: the bearer security
// requirement, the required scope and role as extensions, and the same in words at
// the end of the description. A public operation gets an explicit empty security list.
func applyAccess(op *openapi3.Operation, r httpapi.RouteSpec) {
	if r.Public {
		op.Security = &openapi3.SecurityRequirements{}
		appendSentence(op, "No authentication is required.")
		return
	}
	op.Security = &openapi3.SecurityRequirements{{SecuritySchemeName: []string{}}}
	if op.Extensions == nil {
		op.Extensions = map[string]any{}
	}
	op.Extensions[ExtRequiredScopes] = []string{string(r.Scope)}
	appendSentence(op, fmt.Sprintf("Requires scope `%s`.", r.Scope))
	if r.MinRole != "" {
		op.Extensions[ExtRequiredRole] = string(r.MinRole)
		appendSentence(op, fmt.Sprintf("Requires the `%s` role or above in the token's organization, "+
			"checked against the user's current membership.", r.MinRole))
	}
}

// appendSentence adds a paragraph to the end of an operation's description.
func appendSentence(op *openapi3.Operation, s string) {
	if op.Description == "" {
		op.Description = s
		return
	}
	op.Description += "\n\n" + s
}
