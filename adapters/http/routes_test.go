package http

import (
	"maps"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestInconsistentRouteDeclarationsAreRefusedAtMount(t *testing.T) {
	t.Parallel()
	h := func(*Context) {}
	tests := []struct {
		name  string
		route Route
		want  string
	}{
		{"a route without a scope that is not public", Route{Method: "GET", Path: "/api/v1/x", Handler: h}, "scope"},
		{"a route with a misspelt scope", Route{Method: "GET", Path: "/api/v1/x", Scope: "document:read", Handler: h}, "scope"},
		{"a public route with a scope", Route{Method: "GET", Path: "/api/v1/x", Public: true,
			Scope: identity.ScopeDocumentsRead, Handler: h}, "public"},
		{"a route with an unknown role", Route{Method: "GET", Path: "/api/v1/x", Scope: identity.ScopeAdvancingWrite,
			MinRole: "boss", Handler: h}, "role"},
		{"a route without a handler", Route{Method: "GET", Path: "/api/v1/x", Scope: identity.ScopeReportsRead}, "handler"},
		{"a route with a lower-case method", Route{Method: "get", Path: "/api/v1/x", Scope: identity.ScopeReportsRead,
			Handler: h}, "method"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			defer func() {
				r := recover()
				msg, _ := r.(string)
				if !strings.Contains(msg, tt.want) {
					t.Fatalf("panic = %v, want a message about %s", r, tt.want)
				}
			}()
			newServer(Config{}, Deps{}).mount([]Route{tt.route})
		})
	}
}

func TestRoutesDescribesEveryRegisteredRouteWithoutDependencies(t *testing.T) {
	t.Parallel()
	s := New(Config{}, Deps{})
	specs := map[string]bool{}
	for _, r := range s.Routes() {
		specs[r.Method+" "+r.Path] = true
	}
	registered := map[string]bool{}
	for _, r := range s.engine.Routes() {
		registered[r.Method+" "+r.Path] = true
	}
	if !maps.Equal(specs, registered) {
		t.Fatalf("Routes() = %v, engine = %v", specs, registered)
	}
}
