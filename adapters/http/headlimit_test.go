package http

import (
	nethttp "net/http"
	"strings"
	"testing"
)

func TestAHeadOverTheLimitIsA431Problem(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{MaxHeaderBytes: 4 << 10})
	ok := ts.do(nethttp.MethodGet, "/api/v1/openapi.json", "", nil, "X-Padding", strings.Repeat("a", 3<<10))
	if ok.Code != nethttp.StatusOK {
		t.Fatalf("a head under the limit: status %d", ok.Code)
	}
	rec := ts.do(nethttp.MethodGet, "/api/v1/openapi.json", "", nil, "X-Padding", strings.Repeat("a", 2<<10),
		"X-Padding", strings.Repeat("b", 2<<10))
	if rec.Code != nethttp.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("a head over the limit: status %d, want 431", rec.Code)
	}
	if p := problemOf(t, rec); p.Code != "headers_too_large" {
		t.Errorf("code = %q, want headers_too_large", p.Code)
	}
}

func TestTheDefaultHeadLimitIsBelowTheListenersOwn(t *testing.T) {
	t.Parallel()
	if s := newServer(Config{}, Deps{}); s.cfg.MaxHeaderBytes != DefaultMaxHeaderBytes || DefaultMaxHeaderBytes >= nethttp.DefaultMaxHeaderBytes {
		t.Errorf("MaxHeaderBytes = %d, want %d, below Go's default %d", s.cfg.MaxHeaderBytes, DefaultMaxHeaderBytes, nethttp.DefaultMaxHeaderBytes)
	}
}
