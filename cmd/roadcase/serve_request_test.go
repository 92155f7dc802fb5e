package main

import (
	"context"
	nethttp "net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

func TestEveryRequestHasADeadlineAndDrainingClosesConnections(t *testing.T) {
	t.Parallel()
	var draining atomic.Bool
	var left time.Duration
	h := boundRequests(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		deadline, ok := r.Context().Deadline()
		if !ok {
			t.Error("the request's context has no deadline")
		}
		left = time.Until(deadline)
	}), 2*time.Second, &draining)

	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(nethttp.MethodGet, "/api/v1/documents", nil))
	if left <= time.Second || left > 2*time.Second {
		t.Errorf("the deadline was %v away, want about 2 s", left)
	}
	if c := rec.Header().Get("Connection"); c != "" {
		t.Errorf("Connection: %q before draining", c)
	}
	draining.Store(true)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(nethttp.MethodGet, "/api/v1/documents", nil))
	if c := rec.Header().Get("Connection"); c != "close" {
		t.Errorf("Connection: %q while draining, want close", c)
	}
}

// pinger is a database whose Ping answers err and counts its calls.
type pinger struct {
	err   error
	calls atomic.Int32
}

func (p *pinger) Ping(context.Context) error { p.calls.Add(1); return p.err }

func TestReadinessTurns503WhenDrainingWithoutAskingTheDatabase(t *testing.T) {
	t.Parallel()
	var draining atomic.Bool
	db := &pinger{}
	h := opsHandler(db, &draining, nil)
	for _, c := range []struct {
		draining bool
		path     string
		want     int
		pings    int32
	}{
		{false, "/readyz", 200, 1},
		{true, "/readyz", 503, 1},
		{true, "/healthz", 200, 1},
	} {
		draining.Store(c.draining)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(nethttp.MethodGet, c.path, nil))
		if rec.Code != c.want || db.calls.Load() != c.pings {
			t.Errorf("%s while draining=%v = %d after %d pings, want %d after %d",
				c.path, c.draining, rec.Code, db.calls.Load(), c.want, c.pings)
		}
	}
}
