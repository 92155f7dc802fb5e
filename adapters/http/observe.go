package http

import (
	"context"
	"time"
)

// SurfaceAPI is the surface the API's requests are observed under.
const SurfaceAPI = "api"

// UnmatchedRoute is the route a request is observed under when no route
// matched it (a 404 or 405 from the router), so its raw path never becomes a
// label.
const UnmatchedRoute = "unmatched"

// RequestObserver is told of every API request once it is answered: metrics
// count and time it, tracing names its span. route is the pattern the router matched
// ("/api/v1/documents/{type}"), never the path, which may carry ids. ctx is the
// request's context. Implementations must be safe for concurrent use and
// quick: they run on the request's goroutine.
type RequestObserver interface {
	ObserveRequest(ctx context.Context, surface, route, method string, status int, d time.Duration)
}

// observe times the request through every other middleware and the handler,
// then tells the configured observer. It is the outermost middleware and is
// mounted only when Config.Observer is set.
func (s *Server) observe(c *Context) {
	start := time.Now()
	c.Next()

	route := c.FullPath()
	if route == "" {
		route = UnmatchedRoute
	}
	s.cfg.Observer.ObserveRequest(c.Request.Context(), SurfaceAPI, route, c.Request.Method, c.Writer.Status(), time.Since(start))
}
