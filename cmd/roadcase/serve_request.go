package main

import (
	"context"
	nethttp "net/http"
	"sync/atomic"
	"time"
)

// boundRequests gives every request h serves a context that ends timeout after
// the request started, so that the database calls it makes (which inherit the
// context) give up then instead of waiting on a database that does not answer.
//
// While draining reports true (after SIGTERM), every answer says
// "Connection: close", so that clients holding a kept-alive connection open a new
// one for their next request, which the load balancer sends to another replica,
// instead of staying on this one until it stops.
func boundRequests(h nethttp.Handler, timeout time.Duration, draining *atomic.Bool) nethttp.Handler {
	return nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		if draining.Load() {
			w.Header().Set("Connection", "close")
		}
		ctx, cancel := context.WithTimeout(r.Context(), timeout)
		defer cancel()
		h.ServeHTTP(w, r.WithContext(ctx))
	})
}
