package main

import (
	"context"
	"log/slog"
	nethttp "net/http"
	"time"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/adapters/metrics"
	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/ports"
)

// observability is what serve is observed through: the Prometheus registry
// served at /metrics on the operational listener and, when configured, the
// OpenTelemetry tracer. It is the API's and the pages' request observer.
type observability struct {
	metrics *metrics.Registry
	tracing *tracing // nil when tracing is off
	log     *slog.Logger
}

// observability builds the metrics registry with the database pool's
// collector and, when queue is not nil, the job queue's depth, and the tracer
// when the environment asks for one (see newTracing). It keeps the result in
// m, so that httpServer, webServer and hooksHandler observe what they build;
// the caller closes it after the servers have stopped.
func (m *Main) observability(ctx context.Context, queue *jobs.Queue) (*observability, error) {
	reg := metrics.New()
	reg.WatchPool(m.conn.Bun().DB.Stats)
	if queue != nil {
		reg.WatchQueue(queue.Depth)
	}
	tr, err := newTracing(ctx, m.Config.Tracing)
	if err != nil {
		return nil, err
	}
	if tr != nil {
		m.Log.Info("tracing on: spans exported over OTLP/HTTP")
	}
	m.obs = &observability{metrics: reg, tracing: tr, log: m.Log}
	return m.obs, nil
}

// ObserveRequest counts and times a request and, when tracing is on, names
// its span after the route ("GET /api/v1/documents/{type}").
func (o *observability) ObserveRequest(ctx context.Context, surface, route, method string, status int, d time.Duration) {
	o.metrics.ObserveRequest(surface, route, method, status, d)
	if o.tracing != nil {
		o.tracing.nameSpan(ctx, surface, route, method)
	}
}

// public wraps the public listener's handler in the tracing middleware when
// tracing is on; otherwise it returns h itself.
func (o *observability) public(h nethttp.Handler) nethttp.Handler {
	if o.tracing == nil {
		return h
	}
	return o.tracing.handler(h)
}

// ops adds GET /metrics to the operational listener's handler.
func (o *observability) ops(h nethttp.Handler) nethttp.Handler {
	mux := nethttp.NewServeMux()
	mux.Handle("GET /metrics", o.metrics.Handler())
	mux.Handle("/", h)
	return mux
}

// Close exports the spans still buffered and stops the tracer, within a few
// seconds; without tracing it does nothing.
func (o *observability) Close() {
	if o.tracing == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := o.tracing.shutdown(ctx); err != nil {
		o.log.Warn("tracing did not stop cleanly", "err", err)
	}
}

// requestObserver is m's observability as the adapters' request observer;
// nil (nothing observed, no middleware) when serve did not set it up.
func (m *Main) requestObserver() httpapi.RequestObserver {
	if m.obs == nil {
		return nil
	}
	return m.obs
}

// rateLimitObserver is m's metrics as the counter of the API's rate-limit
// rejections; nil when serve did not set them up.
func (m *Main) rateLimitObserver() interface{ RateLimited(limit string) } {
	if m.obs == nil {
		return nil
	}
	return m.obs.metrics
}

// renders is m's render log, timed by document type into the metrics when
// serve set them up.
func (m *Main) renders() ports.RenderLog {
	if m.obs == nil {
		return m.renderLog
	}
	return timedRenderLog{next: m.renderLog, metrics: m.obs.metrics}
}

// observeHooks observes the webhooks' mux under the hooks surface when serve
// set up observability.
func (m *Main) observeHooks(mux *nethttp.ServeMux) nethttp.Handler {
	if m.obs == nil {
		return mux
	}
	return web.Observe(m.obs, web.SurfaceHooks, mux)
}

// timedRenderLog records each render's duration, as the documents use cases
// measured it, by document type before appending it to the log: the core
// times renders for its log and stays free of metrics.
type timedRenderLog struct {
	next    ports.RenderLog
	metrics *metrics.Registry
}

// RecordRender observes r's duration and appends r to the log.
func (l timedRenderLog) RecordRender(ctx context.Context, r documents.Render) error {
	l.metrics.ObserveRender(r.Type, r.Duration)
	return l.next.RecordRender(ctx, r)
}
