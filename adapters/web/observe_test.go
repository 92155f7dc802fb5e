package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// observedRequest is one request a pageObserver was told of.
type observedRequest struct {
	surface, route, method string
	status                 int
}

// pageObserver keeps what it is told.
type pageObserver struct {
	mu   sync.Mutex
	seen []observedRequest
}

func (o *pageObserver) ObserveRequest(_ context.Context, surface, route, method string, status int, d time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if d <= 0 {
		status = -1 // a request that took no time is a bug the comparison shows
	}
	o.seen = append(o.seen, observedRequest{surface, route, method, status})
}

// take returns what the observer saw since the last call, and forgets it.
func (o *pageObserver) take() []observedRequest {
	o.mu.Lock()
	defer o.mu.Unlock()
	seen := o.seen
	o.seen = nil
	return seen
}

func TestThePagesAreObservedUnderTheirRoutePatterns(t *testing.T) {
	obs := &pageObserver{}
	f := newAdvanceFixtureWith(t, Config{PublicURL: "http://roadcase.test", Observer: obs})
	revoke := "/settings/tokens/0b9ad1a4-2f5e-4c1d-9a43-6f1b2f0c9d11/revoke"
	for _, tc := range []struct {
		name, path string
		want       observedRequest
	}{
		{"a page", "/signin", observedRequest{"pages", "/signin", "GET", 200}},
		{"the home page", "/", observedRequest{"pages", "/{$}", "GET", 200}},
		{"a page with an id in its path is labelled by its pattern", revoke,
			observedRequest{"pages", "/settings/tokens/{id}/revoke", "GET", 303}},
		{"a path no page has falls to the catch-all pattern", "/no/such/page",
			observedRequest{"pages", "/", "GET", 404}},
		{"a static asset", "/static/no-such-file.css", observedRequest{"pages", "/static/", "GET", 404}},
		{"the portal is labelled by its pattern, never the token", f.portalPath(f.token),
			observedRequest{"pages", "/portal/{token}", "GET", 200}},
		{"a portal section", f.portalPath(f.token) + "/sections/" + string(f.schedule),
			observedRequest{"pages", "/portal/{token}/sections/{sid}", "GET", 200}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			obs.take()
			r := f.browser().get(tc.path)
			got := obs.take()
			if len(got) != 1 || got[0] != tc.want {
				t.Fatalf("GET %s (status %d): observed %+v, want [%+v]", RedactPath(tc.path), r.status, got, tc.want)
			}
			if strings.Contains(got[0].route, f.token) {
				t.Fatal("the portal token is in the route label")
			}
		})
	}
}

func TestObserveLabelsAServeMuxByItsPatternAndAnythingElseAsUnmatched(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /hooks/mailgun", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	plain := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok")) })
	for _, tc := range []struct {
		name    string
		handler http.Handler
		method  string
		path    string
		want    observedRequest
	}{
		{"a webhook", mux, "POST", "/hooks/mailgun", observedRequest{"hooks", "/hooks/mailgun", "POST", 204}},
		{"a path the mux lacks", mux, "POST", "/hooks/elsewhere", observedRequest{"hooks", UnmatchedRoute, "POST", 404}},
		{"a method the mux refuses", mux, "GET", "/hooks/mailgun", observedRequest{"hooks", UnmatchedRoute, "GET", 405}},
		{"a handler that is not a mux", plain, "GET", "/anything", observedRequest{"hooks", UnmatchedRoute, "GET", 200}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			obs := &pageObserver{}
			rec := httptest.NewRecorder()
			Observe(obs, SurfaceHooks, tc.handler).ServeHTTP(rec, httptest.NewRequest(tc.method, tc.path, nil))
			if got := obs.take(); len(got) != 1 || got[0] != tc.want {
				t.Fatalf("observed %+v, want [%+v] (status %d)", got, tc.want, rec.Code)
			}
		})
	}
}

func TestWithoutAnObserverThePagesAreNotWrapped(t *testing.T) {
	f := newFixture(t)
	if _, ok := f.handler.(*http.ServeMux); !ok {
		t.Fatalf("Handler() is a %T without an observer, want the bare *http.ServeMux", f.handler)
	}
}

func TestRouteOfDropsTheMethodOfAPattern(t *testing.T) {
	t.Parallel()
	for pattern, want := range map[string]string{
		"GET /settings/tokens": "/settings/tokens",
		"/static/":             "/static/",
		"POST /pay/{token}":    "/pay/{token}",
		"":                     UnmatchedRoute,
	} {
		if got := routeOf(pattern); got != want {
			t.Errorf("routeOf(%q) = %q, want %q", pattern, got, want)
		}
	}
}
