package metrics

import (
	"database/sql"

	"github.com/prometheus/client_golang/prometheus"
)

// WatchPool adds the database pool's gauges and counters, read from stats at
// every scrape. The composition root passes the *sql.DB's Stats method (under
// Bun, rcsql.DB.Bun().DB.Stats). Call it at most once per Registry.
func (r *Registry) WatchPool(stats func() sql.DBStats) {
	r.reg.MustRegister(&poolCollector{stats: stats})
}

// poolCollector turns sql.DBStats into metrics when scraped.
type poolCollector struct {
	stats func() sql.DBStats
}

var (
	poolMaxOpen = prometheus.NewDesc(namespace+"_db_max_open_connections",
		"The pool's limit on open connections (0: none).", nil, nil)
	poolOpen = prometheus.NewDesc(namespace+"_db_open_connections",
		"Connections open, in use and idle.", nil, nil)
	poolInUse = prometheus.NewDesc(namespace+"_db_in_use_connections",
		"Connections running a query or holding a transaction.", nil, nil)
	poolIdle = prometheus.NewDesc(namespace+"_db_idle_connections",
		"Connections open and idle.", nil, nil)
	poolWaits = prometheus.NewDesc(namespace+"_db_wait_count_total",
		"Times a query waited for a connection because the pool was full.", nil, nil)
	poolWaited = prometheus.NewDesc(namespace+"_db_wait_duration_seconds_total",
		"Total time queries waited for a connection.", nil, nil)
)

// Describe sends the descriptions of the pool's metrics.
func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolMaxOpen, poolOpen, poolInUse, poolIdle, poolWaits, poolWaited} {
		ch <- d
	}
}

// Collect reads the pool's statistics once and sends them.
func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.stats()
	ch <- prometheus.MustNewConstMetric(poolMaxOpen, prometheus.GaugeValue, float64(s.MaxOpenConnections))
	ch <- prometheus.MustNewConstMetric(poolOpen, prometheus.GaugeValue, float64(s.OpenConnections))
	ch <- prometheus.MustNewConstMetric(poolInUse, prometheus.GaugeValue, float64(s.InUse))
	ch <- prometheus.MustNewConstMetric(poolIdle, prometheus.GaugeValue, float64(s.Idle))
	ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(s.WaitCount))
	ch <- prometheus.MustNewConstMetric(poolWaited, prometheus.CounterValue, s.WaitDuration.Seconds())
}
