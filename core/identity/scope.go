package identity

import (
	"fmt"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Scope is a named right a personal access token carries. The spec names exactly five.
type Scope string

// The five scopes open to third parties.
const (
	ScopeDocumentsRead  Scope = "documents:read"
	ScopeDocumentsWrite Scope = "documents:write"
	ScopeReportsRead    Scope = "reports:read"
	ScopeAdvancingRead  Scope = "advancing:read"
	ScopeAdvancingWrite Scope = "advancing:write"
)

// Scopes lists every valid scope in a stable order.
var Scopes = []Scope{
	ScopeDocumentsRead, ScopeDocumentsWrite, ScopeReportsRead,
	ScopeAdvancingRead, ScopeAdvancingWrite,
}

// Valid reports whether s is one of Scopes.
func (s Scope) Valid() bool { return slices.Contains(Scopes, s) }

// ScopeNames returns the valid scope names joined by ", ", for messages.
func ScopeNames() string {
	names := make([]string, len(Scopes))
	for i, s := range Scopes {
		names[i] = string(s)
	}
	return strings.Join(names, ", ")
}

// ParseScopes validates names and returns them as a sorted set without duplicates.
// Any name that is not a valid scope fails the whole call with an Invalid error that
// names every bad scope and lists the valid ones; an empty list is also refused.
func ParseScopes(names []string) ([]Scope, error) {
	var out []Scope
	var fields []kernel.FieldError
	var bad []string
	for i, n := range names {
		s := Scope(strings.TrimSpace(n))
		if !s.Valid() {
			bad = append(bad, fmt.Sprintf("%q", n))
			fields = append(fields, kernel.FieldError{
				Pointer: fmt.Sprintf("/scopes/%d", i),
				Code:    "invalid_scope",
				Detail:  fmt.Sprintf("unknown scope %q; valid scopes are %s", n, ScopeNames()),
			})
			continue
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if len(fields) > 0 {
		return nil, kernel.Invalid(fmt.Sprintf("invalid scope %s; valid scopes are %s",
			strings.Join(bad, ", "), ScopeNames()), fields...).WithCode("invalid_scope")
	}
	if len(out) == 0 {
		return nil, kernel.InvalidField("/scopes", "scopes_required",
			"at least one scope is required; valid scopes are "+ScopeNames())
	}
	slices.Sort(out)
	return out, nil
}

// HasScope reports whether granted contains s.
func HasScope(granted []Scope, s Scope) bool { return slices.Contains(granted, s) }
