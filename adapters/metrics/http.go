package metrics

import (
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// requestLabels label the request counter and histogram. The route is the
// pattern the router matched ("/api/v1/documents/{type}", "/portal/{token}"),
// never the raw path, so ids and bearer tokens in addresses stay out of the
// series and the number of series stays bounded.
var requestLabels = []string{"surface", "route", "method", "status"}

// knownMethods are the methods kept as they are in the method label; any other
// is counted as "OTHER", so a client cannot add series by inventing methods.
var knownMethods = map[string]bool{
	http.MethodGet: true, http.MethodHead: true, http.MethodPost: true, http.MethodPut: true,
	http.MethodPatch: true, http.MethodDelete: true, http.MethodOptions: true,
}

// statusLabels holds the status label of every valid status code, so that
// observing a request formats no number.
var statusLabels = func() (s [600]string) {
	for i := range s {
		s[i] = strconv.Itoa(i)
	}
	return s
}()

// requestSeries are the counter and histogram of one label set.
type requestSeries struct {
	count    prometheus.Counter
	duration prometheus.Observer
}

// seriesKey is a label set of the request metrics.
type seriesKey struct{ surface, route, method, status string }

// requestCache finds the series of a label set once; afterwards a request
// costs a map read and two atomic updates instead of two label lookups.
type requestCache struct{ m sync.Map } // seriesKey → *requestSeries

// ObserveRequest counts a served request and records how long it took.
// surface is "api", "pages" or "hooks"; route is the matched pattern (the
// caller passes "unmatched" when no route matched, never the path).
func (r *Registry) ObserveRequest(surface, route, method string, status int, d time.Duration) {
	if !knownMethods[method] {
		method = "OTHER"
	}
	code := "other"
	if status >= 0 && status < len(statusLabels) {
		code = statusLabels[status]
	}
	k := seriesKey{surface, route, method, code}
	s, ok := r.series.m.Load(k)
	if !ok {
		s, _ = r.series.m.LoadOrStore(k, &requestSeries{
			count:    r.requests.WithLabelValues(surface, route, method, code),
			duration: r.duration.WithLabelValues(surface, route, method, code),
		})
	}
	rs := s.(*requestSeries)
	rs.count.Inc()
	rs.duration.Observe(d.Seconds())
}
