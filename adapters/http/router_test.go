package http

import (
	"fmt"
	nethttp "net/http"
	"net/http/httptest"
	"testing"
)

// newTestRouter returns a router whose routes answer with their pattern and
// path values, and whose 404 and 405 answer with their status.
func newTestRouter(t *testing.T) *router {
	t.Helper()
	rt := newRouter()
	rt.Use(func(c *Context) { c.Header("X-Middleware", "ran"); c.Next() })
	answer := func(c *Context) {
		c.Data(nethttp.StatusOK, "text/plain", []byte(c.FullPath()+" id="+c.Param("id")+" key="+c.Param("key")))
	}
	rt.Handle("GET", "/api/v1/metrics/{key}", answer)
	rt.Handle("GET", "/api/v1/metrics/values", answer)
	rt.Handle("GET", "/api/v1/projects/{id}/packets", answer)
	rt.Handle("POST", "/api/v1/projects/{id}/packets", answer)
	rt.NoRoute(func(c *Context) { c.Status(nethttp.StatusNotFound) })
	rt.NoMethod(func(c *Context) { c.Status(nethttp.StatusMethodNotAllowed) })
	return rt
}

func TestTheRouterFindsTheMostSpecificPatternAndItsValues(t *testing.T) {
	t.Parallel()
	rt := newTestRouter(t)
	tests := []struct {
		method, target string
		status         int
		body, allow    string
	}{
		{"GET", "/api/v1/metrics/values", 200, "/api/v1/metrics/values id= key=", ""},
		{"GET", "/api/v1/metrics/net_margin", 200, "/api/v1/metrics/{key} id= key=net_margin", ""},
		{"GET", "/api/v1/metrics/a%20b", 200, "/api/v1/metrics/{key} id= key=a b", ""},
		{"POST", "/api/v1/projects/p1/packets", 200, "/api/v1/projects/{id}/packets id=p1 key=", ""},
		{"DELETE", "/api/v1/projects/p1/packets", 405, "", "GET, POST"},
		{"HEAD", "/api/v1/metrics/values", 405, "", "GET"},
		{"GET", "/api/v1/metrics/", 404, "", ""},
		{"GET", "/api/v1/projects/p1/packets/", 404, "", ""},
		{"GET", "/api/v1//metrics/values", 404, "", ""},
		{"GET", "/api/v1/projects/../metrics/values", 404, "", ""},
		{"GET", "/elsewhere", 404, "", ""},
	}
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, httptest.NewRequest(tt.method, tt.target, nil))
		if rec.Code != tt.status || rec.Body.String() != tt.body || rec.Header().Get("Allow") != tt.allow {
			t.Errorf("%s %s: %d %q, Allow %q; want %d %q, Allow %q", tt.method, tt.target,
				rec.Code, rec.Body, rec.Header().Get("Allow"), tt.status, tt.body, tt.allow)
		}
		if rec.Header().Get("X-Middleware") != "ran" {
			t.Errorf("%s %s: the middleware did not run", tt.method, tt.target)
		}
	}
}

func TestTheStatusWaitsForTheBodyAndAbortStopsTheChain(t *testing.T) {
	t.Parallel()
	rt := newRouter()
	rt.Use(func(c *Context) {
		c.Next()
		if !c.Writer.Written() {
			c.Status(nethttp.StatusAccepted) // a handler that wrote nothing: still in time
		}
	})
	rt.Handle("GET", "/quiet", func(c *Context) { c.Status(nethttp.StatusCreated) })
	rt.Handle("GET", "/stopped", func(c *Context) {
		c.Data(nethttp.StatusTeapot, "text/plain", []byte("first"))
		c.Abort()
	}, func(c *Context) { c.Data(nethttp.StatusOK, "text/plain", []byte("second")) })
	rt.Handle("GET", "/empty", func(c *Context) { c.Data(nethttp.StatusNoContent, "text/plain", []byte("dropped")) })
	for target, want := range map[string]string{"/quiet": "202 ", "/stopped": "418 first", "/empty": "204 "} {
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		if got := fmt.Sprintf("%d %s", rec.Code, rec.Body); got != want {
			t.Errorf("GET %s = %q, want %q", target, got, want)
		}
	}
}

func TestTheRouterRefusesAnAmbiguousTable(t *testing.T) {
	t.Parallel()
	h := func(*Context) {}
	for name, register := range map[string]func(*router){
		"a route twice":             func(rt *router) { rt.Handle("GET", "/a", h); rt.Handle("GET", "/a", h) },
		"middleware after a route":  func(rt *router) { rt.Handle("GET", "/a", h); rt.Use(h) },
		"two patterns for one path": func(rt *router) { rt.Handle("GET", "/a/{x}", h); rt.Handle("GET", "/a/{y}", h) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			register(newRouter())
		}()
	}
}
