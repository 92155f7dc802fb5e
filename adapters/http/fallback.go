package http

import (
	"fmt"
	nethttp "net/http"
)

// noRoute answers a path no route matches with a 404 problem.
func (s *Server) noRoute(c *Context) {
	s.respondError(c, &statusError{status: nethttp.StatusNotFound, code: "route_not_found",
		detail: fmt.Sprintf("no endpoint matches %s %s; the OpenAPI document at /api/v1/openapi.json lists every endpoint",
			c.Request.Method, c.Request.URL.Path)})
}

// noMethod answers a known path with a method it does not serve: 405, with the Allow
// header the router has already set.
func (s *Server) noMethod(c *Context) {
	s.respondError(c, &statusError{status: nethttp.StatusMethodNotAllowed, code: "method_not_allowed",
		detail: fmt.Sprintf("%s is not allowed on %s; allowed: %s",
			c.Request.Method, c.Request.URL.Path, c.Writer.Header().Get("Allow"))})
}
