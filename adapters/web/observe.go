package web

import (
	"context"
	"net/http"
	"strings"
	"time"
)

// The surfaces requests are observed under.
const (
	// SurfacePages is the platform's pages, the portal and the pay pages.
	SurfacePages = "pages"
	// SurfaceHooks is the providers' webhooks.
	SurfaceHooks = "hooks"
)

// UnmatchedRoute is the route a request is observed under when no pattern
// matched it, so its raw path never becomes a label.
const UnmatchedRoute = "unmatched"

// RequestObserver is told of every request once it is answered: metrics
// count and time it, tracing names its span. route is the pattern of the
// ServeMux that routed it, without its method ("/portal/{token}"), never the
// path, which carries ids and bearer tokens. ctx is the request's context.
// Implementations must be safe for concurrent use and quick: they run on the
// request's goroutine.
type RequestObserver interface {
	ObserveRequest(ctx context.Context, surface, route, method string, status int, d time.Duration)
}

// matchedKey keys the *matchedRoute of an observed request in its context.
type matchedKey struct{}

// matchedRoute is the pattern of the innermost ServeMux that routed a request.
// The pages' middleware pass copies of the request down (WithContext), so a
// mux's r.Pattern is not seen by the request Observe holds; this pointer, in
// the context every copy shares, carries it back up.
type matchedRoute struct{ pattern string }

// Observe wraps next so that o is told of every request it serves under
// surface, labelled by the pattern of the innermost ServeMux that routed it:
// next itself when it is a ServeMux, or one wrapped by recordRoute beneath it.
// The composition root observes the webhooks' mux with it; the pages observe
// themselves when Config.Observer is set.
func Observe(o RequestObserver, surface string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		m := &matchedRoute{}
		r = r.WithContext(context.WithValue(r.Context(), matchedKey{}, m))
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		if m.pattern == "" {
			m.pattern = r.Pattern // set when next is a ServeMux
		}
		o.ObserveRequest(r.Context(), surface, routeOf(m.pattern), r.Method, sw.code(), time.Since(start))
	})
}

// observed wraps the pages' root handler with Observe when an observer is set.
func (s *Server) observed(h http.Handler) http.Handler {
	if s.cfg.Observer == nil {
		return h
	}
	return Observe(s.cfg.Observer, SurfacePages, h)
}

// routed returns mux, made to record the pattern it matched for Observe when
// the pages are observed.
func (s *Server) routed(mux *http.ServeMux) http.Handler {
	if s.cfg.Observer == nil {
		return mux
	}
	return recordRoute(mux)
}

// recordRoute serves with mux and then, unless a mux nearer the handler did,
// records the pattern mux matched in the request's matchedRoute.
func recordRoute(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r)
		if m, ok := r.Context().Value(matchedKey{}).(*matchedRoute); ok && m.pattern == "" {
			m.pattern = r.Pattern
		}
	})
}

// routeOf is a pattern as a route label: without its method ("GET
// /settings/tokens" is "/settings/tokens"), UnmatchedRoute when empty.
func routeOf(pattern string) string {
	if pattern == "" {
		return UnmatchedRoute
	}
	if _, path, ok := strings.Cut(pattern, " "); ok {
		return strings.TrimLeft(path, " \t")
	}
	return pattern
}

// statusWriter remembers the status a handler answered with.
type statusWriter struct {
	http.ResponseWriter
	status int
}

// WriteHeader remembers the first final status and passes it on.
func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 && code >= 200 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

// Write passes p on; a body written without a status is a 200.
func (w *statusWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the server's writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// code is the status the client received: 200 when the handler wrote nothing.
func (w *statusWriter) code() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}
