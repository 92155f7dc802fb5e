package metrics

import (
	"net/http"
	"strconv"
	"time"
)

// requestLabels label the request counter and histogram. The route is the
// pattern the router matched ("/api/v1/documents/:key", "/portal/{token}"),
// never the raw path, so ids and bearer tokens in addresses stay out of the
// series and the number of series stays bounded.
var requestLabels = []string{"surface", "route", "method", "status"}

// knownMethods are the methods kept as they are in the method label; any other
// is counted as "OTHER", so a client cannot add series by inventing methods.
var knownMethods = map[string]bool{
	http.MethodGet: true, http.MethodHead: true, http.MethodPost: true, http.MethodPut: true,
	http.MethodPatch: true, http.MethodDelete: true, http.MethodOptions: true,
}

// ObserveRequest counts a served request and records how long it took.
// surface is "api", "pages" or "hooks"; route is the matched pattern (the
// caller passes "unmatched" when no route matched, never the path).
func (r *Registry) ObserveRequest(surface, route, method string, status int, d time.Duration) {
	if !knownMethods[method] {
		method = "OTHER"
	}
	code := strconv.Itoa(status)
	r.requests.WithLabelValues(surface, route, method, code).Inc()
	r.duration.WithLabelValues(surface, route, method, code).Observe(d.Seconds())
}
