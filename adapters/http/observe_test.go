package http

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
)

// observed is one request a fakeObserver was told of.
type observed struct {
	surface, route, method string
	status                 int
	d                      time.Duration
}

// fakeObserver keeps what it is told.
type fakeObserver struct {
	mu   sync.Mutex
	seen []observed
}

func (o *fakeObserver) ObserveRequest(_ context.Context, surface, route, method string, status int, d time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.seen = append(o.seen, observed{surface, route, method, status, d})
}

func (o *fakeObserver) last(t *testing.T) observed {
	t.Helper()
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.seen) == 0 {
		t.Fatal("the observer was told of no request")
	}
	return o.seen[len(o.seen)-1]
}

func TestTheObserverIsToldOfEachRequestUnderItsRoutePattern(t *testing.T) {
	t.Parallel()
	obs := &fakeObserver{}
	ds := newDocumentServer(t, Config{Observer: obs})
	tok := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead)
	for _, tc := range []struct {
		name, method, path, token string
		want                      observed
	}{
		{"a document type is labelled by the route's pattern, not its key", "GET", "/api/v1/documents/invoice", tok,
			observed{surface: "api", route: "/api/v1/documents/{type}", method: "GET", status: 200}},
		{"an unknown key keeps the pattern and its 404", "GET", "/api/v1/documents/no-such-type", tok,
			observed{surface: "api", route: "/api/v1/documents/{type}", method: "GET", status: 404}},
		{"a refused token keeps the pattern and its 401", "GET", "/api/v1/documents", "",
			observed{surface: "api", route: "/api/v1/documents", method: "GET", status: 401}},
		{"a path no route matches is unmatched, never its raw path", "GET", "/api/v1/rc_pat_secret/42", tok,
			observed{surface: "api", route: UnmatchedRoute, method: "GET", status: 404}},
		{"a method no route accepts is unmatched", "DELETE", "/api/v1/documents/invoice", tok,
			observed{surface: "api", route: UnmatchedRoute, method: "DELETE", status: 405}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := ds.do(tc.method, tc.path, tc.token, nil)
			got := obs.last(t)
			if rec.Code != tc.want.status {
				t.Fatalf("%s %s = %d, want %d", tc.method, tc.path, rec.Code, tc.want.status)
			}
			if got.d <= 0 {
				t.Fatalf("duration %v, want a positive one", got.d)
			}
			got.d = 0
			if got != tc.want {
				t.Fatalf("observed %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestWithoutAnObserverNoMiddlewareIsMounted(t *testing.T) {
	t.Parallel()
	without := len(newServer(Config{}, Deps{}).engine.use)
	with := len(newServer(Config{Observer: &fakeObserver{}}, Deps{}).engine.use)
	if with != without+1 {
		t.Fatalf("%d middlewares with an observer, %d without: want exactly one more", with, without)
	}
}
