package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/roadcase/roadcase/adapters/metrics"
	"github.com/roadcase/roadcase/core/documents"
)

// renderLogFunc is a ports.RenderLog over a function.
type renderLogFunc func(context.Context, documents.Render) error

func (f renderLogFunc) RecordRender(ctx context.Context, r documents.Render) error { return f(ctx, r) }

func TestATimedRenderLogObservesEachRenderAndPassesItOn(t *testing.T) {
	t.Parallel()
	reg := metrics.New()
	var kept []documents.Render
	fail := errors.New("log full")
	log := timedRenderLog{metrics: reg, next: renderLogFunc(func(_ context.Context, r documents.Render) error {
		kept = append(kept, r)
		if r.Type == "day_sheet" {
			return fail
		}
		return nil
	})}
	if err := log.RecordRender(context.Background(), documents.Render{Type: "invoice", Duration: 20 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if err := log.RecordRender(context.Background(), documents.Render{Type: "day_sheet", Duration: time.Millisecond}); !errors.Is(err, fail) {
		t.Fatalf("the log's error = %v, want it passed on", err)
	}
	if len(kept) != 2 {
		t.Fatalf("%d renders reached the log, want 2", len(kept))
	}
	n, err := testutil.GatherAndCount(reg.Gatherer(), "roadcase_render_duration_seconds")
	if err != nil || n != 2 {
		t.Fatalf("%d render series (%v), want one per type", n, err)
	}
}

func TestTheOpsHandlerServesMetricsBesideHealth(t *testing.T) {
	t.Parallel()
	obs := &observability{metrics: metrics.New(), log: slog.New(slog.DiscardHandler)}
	obs.metrics.RateLimited(metrics.LimitToken)
	health := nethttp.HandlerFunc(func(w nethttp.ResponseWriter, _ *nethttp.Request) {
		_, _ = io.WriteString(w, "ok\n") // into a recorder: nothing fails
	})
	h := obs.ops(health)

	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `roadcase_rate_limited_total{limit="token"} 1`) {
		t.Fatalf("GET /metrics = %d\n%s", rec.Code, rec.Body)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz", nil))
	if rec.Code != 200 || rec.Body.String() != "ok\n" {
		t.Fatalf("GET /healthz = %d %q, want the ops handler's answer", rec.Code, rec.Body)
	}
}

func TestWithoutObservabilityTheAdaptersGetNoObserver(t *testing.T) {
	t.Parallel()
	m := &Main{}
	if o := m.requestObserver(); o != nil {
		t.Fatalf("requestObserver() = %#v, want a nil interface (no middleware)", o)
	}
	if o := m.rateLimitObserver(); o != nil {
		t.Fatalf("rateLimitObserver() = %#v, want a nil interface", o)
	}
	if _, timed := m.renders().(timedRenderLog); timed {
		t.Fatal("the render log is timed without observability")
	}
}
