// Package httperr is the one table from the kernel's error kinds to HTTP status
// codes. Both surfaces that answer over HTTP read it: the API (adapters/http,
// which answers with problem+json) and the platform's pages (adapters/web, which
// answers with a page that says what went wrong), so that a kind never means one
// status to an integrator and another to a person in a browser.
package httperr

import (
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// statuses is the table: one status per kind.
var statuses = map[kernel.Kind]int{
	kernel.KindInvalid:         http.StatusUnprocessableEntity,
	kernel.KindNotFound:        http.StatusNotFound,
	kernel.KindConflict:        http.StatusConflict,
	kernel.KindUnauthenticated: http.StatusUnauthorized,
	kernel.KindForbidden:       http.StatusForbidden,
	kernel.KindUnavailable:     http.StatusServiceUnavailable,
	kernel.KindTooMany:         http.StatusTooManyRequests,
	kernel.KindInternal:        http.StatusInternalServerError,
}

// Status returns the HTTP status code of an error of kind k. A kind the table
// does not know is a bug of the kernel's, answered as 500.
func Status(k kernel.Kind) int {
	if s, ok := statuses[k]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// RetryAfter is the value of the Retry-After header that tells a throttled
// client to wait d: whole seconds, rounded up. It is "" when d is not positive,
// and the header is then left out.
func RetryAfter(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return strconv.Itoa(int(math.Ceil(d.Seconds())))
}
