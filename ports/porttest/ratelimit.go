package porttest

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// RateLimiterUnderTest is one fresh RateLimiter for a case of the rate-limit
// contract, with what the case needs to know of its clock.
type RateLimiterUnderTest struct {
	// Limiter has nothing spent under any key.
	Limiter ports.RateLimiter
	// Wait lets d pass for Limiter: a fake clock moves on, a real one sleeps.
	Wait func(d time.Duration)
	// Tolerance is how far a reported duration may be from the exact one: zero
	// with a fake clock, the time a few calls take with a real one (Redis reads
	// its own clock at every call).
	Tolerance time.Duration
}

// RunRateLimiter holds a RateLimiter to the contract: the same sequence of
// calls gives the same decisions on every implementation. newLimiter is called
// once per case, and the cases run in parallel.
func RunRateLimiter(t *testing.T, newLimiter func(t *testing.T) RateLimiterUnderTest) {
	for _, tc := range rateLimitCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.run(t, context.Background(), newLimiter(t))
		})
	}
}

// rateCase is one case of the rate-limit contract.
type rateCase struct {
	name string
	run  func(t *testing.T, ctx context.Context, u RateLimiterUnderTest)
}

// rateAllow calls Allow and checks the decision against want.
func rateAllow(t *testing.T, ctx context.Context, u RateLimiterUnderTest, key string, l ports.RateLimit,
	want ports.RateDecision) {
	t.Helper()
	got, err := u.Limiter.Allow(ctx, key, l)
	rateWant(t, "Allow("+key+")", u, got, err, want)
}

// ratePeek calls Peek and checks the decision against want.
func ratePeek(t *testing.T, ctx context.Context, u RateLimiterUnderTest, key string, l ports.RateLimit,
	want ports.RateDecision) {
	t.Helper()
	got, err := u.Limiter.Peek(ctx, key, l)
	rateWant(t, "Peek("+key+")", u, got, err, want)
}

// rateWant compares a decision with the one wanted, durations within the
// limiter's tolerance (a real clock only ever makes them shorter) and a
// millisecond of rounding.
func rateWant(t *testing.T, call string, u RateLimiterUnderTest, got ports.RateDecision, err error,
	want ports.RateDecision) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", call, err)
	}
	near := func(got, want time.Duration) bool {
		return got <= want+time.Millisecond && got >= want-u.Tolerance-time.Millisecond
	}
	if got.Allowed != want.Allowed || got.Remaining != want.Remaining ||
		!near(got.RetryAfter, want.RetryAfter) || !near(got.ResetAfter, want.ResetAfter) {
		t.Errorf("%s = %+v, want %+v (durations up to %v shorter)", call, got, want, u.Tolerance)
	}
}
