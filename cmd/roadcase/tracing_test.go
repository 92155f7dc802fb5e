package main

import (
	"context"
	"encoding/hex"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/roadcase/roadcase/adapters/metrics"
	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// handlerFunc is a comparable http.Handler, to tell whether a wrapper returned it as is.
type handlerFunc struct{ f nethttp.HandlerFunc }

func (h *handlerFunc) ServeHTTP(w nethttp.ResponseWriter, r *nethttp.Request) { h.f(w, r) }

func TestWithTracingOffNoTracerIsCreatedAndTheHandlerIsUnwrapped(t *testing.T) {
	t.Parallel()
	tr, err := newTracing(context.Background(), config.Tracing{})
	if err != nil || tr != nil {
		t.Fatalf("newTracing without configuration = %v, %v; want nil, nil", tr, err)
	}
	obs := &observability{metrics: metrics.New(), log: slog.New(slog.DiscardHandler)}
	h := &handlerFunc{f: func(nethttp.ResponseWriter, *nethttp.Request) {}}
	if got := obs.public(h); got != nethttp.Handler(h) {
		t.Fatalf("public wrapped the handler in %T with tracing off", got)
	}
	obs.Close() // nothing to flush, and no panic
}

// otlpReceiver is an OTLP/HTTP trace endpoint that keeps the spans posted to it.
type otlpReceiver struct {
	mu    sync.Mutex
	spans []*tracepb.Span
	paths []string
}

func (o *otlpReceiver) ServeHTTP(w nethttp.ResponseWriter, r *nethttp.Request) {
	body, _ := io.ReadAll(r.Body)
	var req coltrace.ExportTraceServiceRequest
	if err := proto.Unmarshal(body, &req); err != nil {
		nethttp.Error(w, err.Error(), nethttp.StatusBadRequest)
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.paths = append(o.paths, r.URL.Path)
	for _, rs := range req.ResourceSpans {
		for _, ss := range rs.ScopeSpans {
			o.spans = append(o.spans, ss.Spans...)
		}
	}
	w.Header().Set("Content-Type", "application/x-protobuf")
	b, _ := proto.Marshal(&coltrace.ExportTraceServiceResponse{})
	_, _ = w.Write(b) // a failed write reaches the exporter, whose spans the test reads
}

func (o *otlpReceiver) span(name string) *tracepb.Span {
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, s := range o.spans {
		if s.Name == name {
			return s
		}
	}
	return nil
}

func attributeOf(s *tracepb.Span, key string) string {
	for _, a := range s.Attributes {
		if a.Key == key {
			return a.Value.GetStringValue()
		}
	}
	return ""
}

// Not parallel: the exporter reads its endpoint from the process's environment.
func TestWithTracingOnARequestIsExportedAsASpanNamedForItsRoute(t *testing.T) {
	recv := &otlpReceiver{}
	collector := httptest.NewServer(recv)
	defer collector.Close()
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", collector.URL)
	t.Setenv("ROADCASE_TRACING", "")

	tr, err := newTracing(context.Background(), config.Tracing{Endpoint: collector.URL})
	if err != nil || tr == nil {
		t.Fatalf("newTracing = %v, %v", tr, err)
	}
	obs := &observability{metrics: metrics.New(), tracing: tr, log: slog.New(slog.DiscardHandler)}
	mux := nethttp.NewServeMux()
	mux.HandleFunc("GET /portal/{token}", func(w nethttp.ResponseWriter, _ *nethttp.Request) {
		_, _ = w.Write([]byte("ok")) // into a recorder: nothing fails
	})
	h := obs.public(web.Observe(obs, web.SurfacePages, mux))

	const traceID = "4bf92f3577b34da6a3ce929d0e0e4736"
	req := httptest.NewRequest("GET", "/portal/rc_portal_secret", nil)
	req.Header.Set("Traceparent", "00-"+traceID+"-00f067aa0ba902b7-01")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("status %d", rec.Code)
	}
	obs.Close() // flushes the batch to the collector

	s := recv.span("GET /portal/{token}")
	if s == nil {
		t.Fatalf("no span named for the route among %d exported (posts to %v)", len(recv.spans), recv.paths)
	}
	if got := hex.EncodeToString(s.TraceId); got != traceID {
		t.Errorf("trace id %s, want the caller's %s", got, traceID)
	}
	if got := attributeOf(s, "http.route"); got != "/portal/{token}" {
		t.Errorf("http.route = %q", got)
	}
	if got := attributeOf(s, "url.path"); got != "/portal/…" {
		t.Errorf("url.path = %q, want the token redacted", got)
	}
	for _, a := range s.Attributes {
		if strings.Contains(a.Value.String(), "rc_portal_secret") {
			t.Errorf("attribute %s carries the portal token", a.Key)
		}
	}
	if len(recv.paths) == 0 || recv.paths[0] != "/v1/traces" {
		t.Errorf("exported to %v, want /v1/traces", recv.paths)
	}
}
