// Package metrics is the Prometheus adapter: one Registry per process that
// holds Roadcase's own metrics (HTTP requests, renders, rate-limit
// rejections, the database pool, the job queue) beside the Go runtime's and
// the process's, and serves them in the exposition format at /metrics on the
// operational listener.
//
// Other adapters never import this package or Prometheus: each declares the
// small interface it reports to (an observer of requests, a counter of
// rejections), and the composition root hands it the Registry.
package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// namespace prefixes every metric of Roadcase's own.
const namespace = "roadcase"

// latencyBuckets are the upper bounds, in seconds, of the request and render
// histograms: from a millisecond, which an answer from memory stays under, to
// ten seconds, past which a client has given up.
var latencyBuckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// Registry holds the process's metrics in a prometheus.Registry of its own,
// never the global default, so that tests and several servers in one process
// do not share counts. Its methods are safe for concurrent use.
type Registry struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	series   requestCache // the request metrics' series, by label set
	renders  *prometheus.HistogramVec
	limited  *prometheus.CounterVec
}

// New returns a Registry with the Go runtime's and the process's collectors
// and Roadcase's request, render and rate-limit metrics. The database pool and
// the job queue are added with WatchPool and WatchQueue, where they exist.
func New() *Registry {
	r := &Registry{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Name: "http_requests_total",
			Help: "HTTP requests served, by surface (api, pages, hooks), route pattern, method and status code.",
		}, requestLabels),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Name: "http_request_duration_seconds",
			Help:    "Time from a request's arrival at the surface to its answer, by surface, route pattern, method and status code.",
			Buckets: latencyBuckets,
		}, requestLabels),
		renders: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Name: "render_duration_seconds",
			Help:    "Time a successful document render took (records read, data checked, template run), by document type.",
			Buckets: latencyBuckets,
		}, []string{"type"}),
		limited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Name: "rate_limited_total",
			Help: "Requests refused by a rate limit, by the limit that refused them (token, org, address).",
		}, []string{"limit"}),
	}
	r.reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		r.requests, r.duration, r.renders, r.limited,
	)
	for _, l := range rateLimits {
		r.limited.WithLabelValues(l) // a series at zero from the start, so rate() sees the first rejection
	}
	return r
}

// Handler serves the registry in the Prometheus exposition format (text, or
// protobuf and OpenMetrics when the scraper asks), for GET /metrics on the
// operational listener. A collector that fails leaves its metrics out of the
// answer instead of failing the whole scrape.
func (r *Registry) Handler() http.Handler {
	return promhttp.HandlerFor(r.reg, promhttp.HandlerOpts{
		ErrorHandling:     promhttp.ContinueOnError,
		Registry:          r.reg, // promhttp_metric_handler_errors_total counts such failures
		EnableOpenMetrics: true,
	})
}

// Gatherer returns the underlying registry, for tests that read it with
// prometheus/testutil.
func (r *Registry) Gatherer() prometheus.Gatherer { return r.reg }
