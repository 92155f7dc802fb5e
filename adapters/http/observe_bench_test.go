package http

import (
	"context"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/metrics"
	"github.com/roadcase/roadcase/core/identity"
)

// promObserver hands the API's observations to a Prometheus registry, as the
// composition root does when tracing is off.
type promObserver struct{ reg *metrics.Registry }

func (o promObserver) ObserveRequest(_ context.Context, surface, route, method string, status int, d time.Duration) {
	o.reg.ObserveRequest(surface, route, method, status, d)
}

// nopObserver is told of requests and does nothing: the middleware's own cost.
type nopObserver struct{}

func (nopObserver) ObserveRequest(context.Context, string, string, string, int, time.Duration) {}

// benchWriter is a ResponseWriter that keeps the status and drops the body.
type benchWriter struct {
	header nethttp.Header
	status int
}

func (w *benchWriter) Header() nethttp.Header { return w.header }

func (w *benchWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *benchWriter) Write(p []byte) (int, error) {
	w.WriteHeader(200)
	return len(p), nil
}

// BenchmarkObservedCatalogGET serves GET /api/v1/documents/invoice through the
// whole API (access log as text to nowhere) without an observer, with one that
// does nothing, and with the Prometheus registry serve uses: the cost of the
// instrumentation per request.
//
//	go test ./adapters/http -run '^$' -bench BenchmarkObservedCatalogGET -benchtime 200000x -count 5
func BenchmarkObservedCatalogGET(b *testing.B) {
	const path = "/api/v1/documents/invoice"
	for _, bc := range []struct {
		name     string
		observer RequestObserver
	}{
		{"without", nil},
		{"nop-observer", nopObserver{}},
		{"prometheus", promObserver{metrics.New()}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			ds := newDocumentServer(b, Config{Observer: bc.observer})
			ds.logger = slog.New(slog.NewTextHandler(io.Discard, nil))
			tok := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead)
			h := ds.Handler()
			req := httptest.NewRequest("GET", path, nil)
			req.Header.Set("Authorization", "Bearer "+tok)
			w := &benchWriter{header: nethttp.Header{}}
			b.ReportAllocs()
			for b.Loop() {
				clear(w.header)
				w.status = 0
				h.ServeHTTP(w, req)
				if w.status != 200 {
					b.Fatalf("status %d", w.status)
				}
			}
		})
	}
}

// BenchmarkObserverOverhead serves the same catalog GET through an API
// without an observer and one observed by the Prometheus registry, taking
// turns request by request so that whatever else the machine is doing slows
// both alike, and reports the median time of each and their difference
// (medians, since a request the scheduler preempted would swing a mean).
//
//	go test ./adapters/http -run '^$' -bench BenchmarkObserverOverhead -benchtime 200000x -count 5
func BenchmarkObserverOverhead(b *testing.B) {
	const path = "/api/v1/documents/invoice"
	var handlers [2]nethttp.Handler
	var reqs [2]*nethttp.Request
	for i, observer := range []RequestObserver{nil, promObserver{metrics.New()}} {
		ds := newDocumentServer(b, Config{Observer: observer})
		ds.logger = slog.New(slog.NewTextHandler(io.Discard, nil))
		handlers[i] = ds.Handler()
		reqs[i] = httptest.NewRequest("GET", path, nil)
		reqs[i].Header.Set("Authorization", "Bearer "+ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead))
	}
	w := &benchWriter{header: nethttp.Header{}}
	var took [2][]time.Duration
	n := 0
	for b.Loop() {
		for k := range 2 {
			i := (n + k) % 2 // alternate which goes first
			clear(w.header)
			w.status = 0
			start := time.Now()
			handlers[i].ServeHTTP(w, reqs[i])
			took[i] = append(took[i], time.Since(start))
			if w.status != 200 {
				b.Fatalf("status %d", w.status)
			}
		}
		n++
	}
	median := func(d []time.Duration) float64 {
		slices.Sort(d)
		return float64(d[len(d)/2].Nanoseconds())
	}
	without, with := median(took[0]), median(took[1])
	b.ReportMetric(without, "ns-without/req")
	b.ReportMetric(with, "ns-with/req")
	b.ReportMetric(with-without, "ns-overhead/req")
}
