package main

import (
	"context"
	"errors"
	nethttp "net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"
)

// TestTheReadyGateOpensAtTheFirstReadyAnswer holds serve's background work
// (readyGate) to its start: the first 200 of /readyz opens the gate, a 503
// does not.
func TestTheReadyGateOpensAtTheFirstReadyAnswer(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		gate := newReadyGate(time.Hour)
		db := &pinger{err: errors.New("down")}
		var draining atomic.Bool
		h := opsHandler(db, &draining, gate.open)
		ask := func() int {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(nethttp.MethodGet, "/readyz", nil))
			return rec.Code
		}
		if code := ask(); code != nethttp.StatusServiceUnavailable {
			t.Fatalf("/readyz with the database down = %d, want 503", code)
		}
		if opened(gate) {
			t.Fatal("the gate opened on a 503")
		}
		db.err = nil
		if code := ask(); code != nethttp.StatusOK {
			t.Fatalf("/readyz = %d, want 200", code)
		}
		if !opened(gate) {
			t.Fatal("the gate did not open on the first 200")
		}
		ask() // a second 200 opens nothing more (no double close)
	})
}

// TestTheReadyGateOpensWithoutProbesAfterItsBound: a deployment that never
// asks /readyz still gets its job queue and warm-ups, afterReadyAtMost later.
func TestTheReadyGateOpensWithoutProbesAfterItsBound(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		gate := newReadyGate(afterReadyAtMost)
		time.Sleep(afterReadyAtMost - time.Nanosecond)
		synctest.Wait()
		if opened(gate) {
			t.Fatal("the gate opened before its bound")
		}
		time.Sleep(time.Nanosecond)
		synctest.Wait()
		if !opened(gate) {
			t.Fatal("the gate did not open at its bound")
		}
	})
}

// TestTheReadyGateWaitEndsWithItsContext: serve stopping before it was ever
// ready does not start its background work.
func TestTheReadyGateWaitEndsWithItsContext(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		gate := newReadyGate(time.Hour)
		ctx, cancel := context.WithCancel(t.Context())
		cancel()
		if gate.wait(ctx) {
			t.Fatal("wait reported an open gate after its context ended")
		}
	})
}

// opened reports whether g has opened, without waiting.
func opened(g *readyGate) bool {
	select {
	case <-g.opened:
		return true
	default:
		return false
	}
}
