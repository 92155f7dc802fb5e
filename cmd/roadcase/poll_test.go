package main

import (
	"context"
	"testing"
	"time"
)

// pollUntil checks cond at once and then every interval until it holds and
// reports true, or reports false once limit has passed or the test's context has
// ended. The package's tests wait on a condition with it, never for a fixed time:
// a wait ends as soon as what it waits for has happened.
func pollUntil(t testing.TB, limit, interval time.Duration, cond func() bool) bool {
	ctx, cancel := context.WithTimeout(t.Context(), limit)
	defer cancel()
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			return cond()
		case <-tick.C:
		}
	}
	return true
}
