package http

import (
	"fmt"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
)

// Route declares one endpoint: the one place where its method, path and access rule
// are written. The authorization middleware is derived from Scope and MinRole, and
// the OpenAPI document's security requirement for the operation comes from the same
// values (through Server.Routes).
type Route struct {
	// Method is the HTTP method, upper case.
	Method string
	// Path is the pattern, in net/http's syntax, which is also OpenAPI's path
	// template: /api/v1/projects/{id}/advance-packets.
	Path string
	// Scope is the scope the bearer token must carry. It must be set unless Public.
	Scope identity.Scope
	// MinRole, when set, requires the caller's current membership role to be at
	// least this one (read at request time, so a demotion takes effect at once).
	MinRole identity.Role
	// Public marks a route served without authentication; only the OpenAPI document is.
	Public bool
	// Handler serves the request once authorization has passed.
	Handler HandlerFunc
}

// RouteSpec describes a route without its handler: what cmd/openapi-gen needs to
// write the operation's security requirement.
type RouteSpec struct {
	Method  string
	Path    string // e.g. /api/v1/projects/{id}/advance-packets, as in the OpenAPI document
	Scope   identity.Scope
	MinRole identity.Role
	Public  bool
}

// Routes returns the specification of every route New registers, in registration order.
func (s *Server) Routes() []RouteSpec {
	rs := s.routes()
	out := make([]RouteSpec, len(rs))
	for i, r := range rs {
		out[i] = RouteSpec{Method: r.Method, Path: r.Path, Scope: r.Scope, MinRole: r.MinRole, Public: r.Public}
	}
	return out
}

// routes concatenates the route table of every domain. A domain adds its table here.
func (s *Server) routes() []Route {
	return slices.Concat(
		s.metaRoutes(),
		s.documentRoutes(),
		s.advancingRoutes(),
		s.reportingRoutes(),
	)
}

// mount registers routes on the engine, each behind the authorization its
// declaration asks for and, with a RateLimiter, the quotas of its caller (see
// RateLimits). It panics on an inconsistent declaration.
func (s *Server) mount(routes []Route) {
	for _, r := range routes {
		if err := r.check(); err != nil {
			panic(fmt.Sprintf("http: route %s %s: %v", r.Method, r.Path, err))
		}
		var chain []HandlerFunc
		switch {
		case s.deps.RateLimiter == nil && !r.Public:
			chain = append(chain, s.authenticate, s.requireScope(r.Scope))
		case !r.Public:
			chain = append(chain, s.authenticate, s.limitCaller, s.requireScope(r.Scope))
		case s.deps.RateLimiter != nil:
			chain = append(chain, s.limitAnonymous)
		}
		if r.MinRole != "" {
			chain = append(chain, s.requireRole(r.MinRole))
		}
		chain = append(chain, s.decodeQuery, r.Handler)
		s.engine.Handle(r.Method, r.Path, chain...)
	}
}

// check reports what is inconsistent in a route declaration.
func (r Route) check() error {
	switch {
	case r.Method == "" || r.Method != strings.ToUpper(r.Method):
		return fmt.Errorf("method must be an upper-case HTTP method")
	case !strings.HasPrefix(r.Path, "/"):
		return fmt.Errorf("path must start with /")
	case r.Handler == nil:
		return fmt.Errorf("handler is missing")
	case r.Public && (r.Scope != "" || r.MinRole != ""):
		return fmt.Errorf("a public route cannot require a scope or a role")
	case !r.Public && !r.Scope.Valid():
		return fmt.Errorf("scope %q is not a valid scope and the route is not public", r.Scope)
	case r.MinRole != "" && !r.MinRole.Valid():
		return fmt.Errorf("minimum role %q is not a valid role", r.MinRole)
	}
	return nil
}
