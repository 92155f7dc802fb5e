package metrics

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// queueTimeout bounds the depth query of one scrape, so that a slow database
// delays /metrics by at most this much.
const queueTimeout = 2 * time.Second

// WatchQueue adds the job queue's depth, asked of depth at every scrape (the
// composition root passes jobs.Queue.Depth). A query that fails or times out
// leaves the depth out of that scrape and counts an error instead. Call it at
// most once per Registry.
func (r *Registry) WatchQueue(depth func(ctx context.Context) (int, error)) {
	r.reg.MustRegister(&queueCollector{depth: depth, timeout: queueTimeout})
}

// queueCollector asks the queue its depth when scraped.
type queueCollector struct {
	depth   func(ctx context.Context) (int, error)
	timeout time.Duration
	errors  atomic.Uint64
}

var (
	queueDepth = prometheus.NewDesc(namespace+"_job_queue_depth",
		"Jobs waiting to run: available, scheduled or retryable.", nil, nil)
	queueErrors = prometheus.NewDesc(namespace+"_job_queue_depth_errors_total",
		"Scrapes whose job queue depth query failed or timed out.", nil, nil)
)

// Describe sends the descriptions of the queue's metrics.
func (c *queueCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- queueDepth
	ch <- queueErrors
}

// Collect asks the depth, within the timeout, and sends it with the error count.
func (c *queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	n, err := c.depth(ctx)
	if err != nil {
		c.errors.Add(1)
	} else {
		ch <- prometheus.MustNewConstMetric(queueDepth, prometheus.GaugeValue, float64(n))
	}
	ch <- prometheus.MustNewConstMetric(queueErrors, prometheus.CounterValue, float64(c.errors.Load()))
}
