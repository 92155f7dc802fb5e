package porttest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// rateLimitCases are the rate-limit contract. Keys carry the case's name, so
// that limiters sharing one store (a Redis prefix) still start from nothing.
var rateLimitCases = []rateCase{
	{name: "a fresh key spends its whole quota at once, then is refused until a unit comes back",
		run: func(t *testing.T, ctx context.Context, u RateLimiterUnderTest) {
			l := ports.RateLimit{Quota: 5, Window: 10 * time.Second} // a unit every 2 s
			for i := 1; i < 5; i++ {
				rateAllow(t, ctx, u, "burst", l, ports.RateDecision{Allowed: true, Remaining: 5 - i,
					ResetAfter: time.Duration(i) * 2 * time.Second})
			}
			last := ports.RateDecision{Allowed: true, RetryAfter: 2 * time.Second, ResetAfter: 10 * time.Second}
			rateAllow(t, ctx, u, "burst", l, last)
			last.Allowed = false
			rateAllow(t, ctx, u, "burst", l, last)
		}},
	{name: "keys are counted apart",
		run: func(t *testing.T, ctx context.Context, u RateLimiterUnderTest) {
			l := ports.RateLimit{Quota: 2, Window: time.Hour}
			rateAllow(t, ctx, u, "apart-a", l, ports.RateDecision{Allowed: true, Remaining: 1, ResetAfter: 30 * time.Minute})
			rateAllow(t, ctx, u, "apart-a", l, ports.RateDecision{Allowed: true, RetryAfter: 30 * time.Minute, ResetAfter: time.Hour})
			rateAllow(t, ctx, u, "apart-b", l, ports.RateDecision{Allowed: true, Remaining: 1, ResetAfter: 30 * time.Minute})
		}},
	{name: "peeking reads the state and spends nothing",
		run: func(t *testing.T, ctx context.Context, u RateLimiterUnderTest) {
			l := ports.RateLimit{Quota: 3, Window: time.Hour} // a unit every 20 minutes
			ratePeek(t, ctx, u, "peek", l, ports.RateDecision{Allowed: true, Remaining: 3})
			rateAllow(t, ctx, u, "peek", l, ports.RateDecision{Allowed: true, Remaining: 2, ResetAfter: 20 * time.Minute})
			ratePeek(t, ctx, u, "peek", l, ports.RateDecision{Allowed: true, Remaining: 2, ResetAfter: 20 * time.Minute})
			rateAllow(t, ctx, u, "peek", l, ports.RateDecision{Allowed: true, Remaining: 1, ResetAfter: 40 * time.Minute})
			rateAllow(t, ctx, u, "peek", l, ports.RateDecision{Allowed: true, RetryAfter: 20 * time.Minute, ResetAfter: time.Hour})
			spent := ports.RateDecision{Allowed: true, RetryAfter: 20 * time.Minute, ResetAfter: time.Hour}
			ratePeek(t, ctx, u, "peek", l, spent)
			ratePeek(t, ctx, u, "peek", l, spent)
			spent.Allowed = false
			rateAllow(t, ctx, u, "peek", l, spent)
		}},
	{name: "a unit comes back every Window/Quota, a refusal spends nothing, and the quota comes back whole",
		run: func(t *testing.T, ctx context.Context, u RateLimiterUnderTest) {
			l := ports.RateLimit{Quota: 4, Window: 2 * time.Second} // a unit every 500 ms
			for range 4 {
				if d, err := u.Limiter.Allow(ctx, "refill", l); err != nil || !d.Allowed {
					t.Fatalf("Allow within the quota = %+v, %v", d, err)
				}
			}
			for range 3 {
				rateAllow(t, ctx, u, "refill", l, ports.RateDecision{RetryAfter: 500 * time.Millisecond, ResetAfter: 2 * time.Second})
			}
			u.Wait(750 * time.Millisecond) // one unit and a half back
			rateAllow(t, ctx, u, "refill", l, ports.RateDecision{Allowed: true,
				RetryAfter: 250 * time.Millisecond, ResetAfter: 1750 * time.Millisecond})
			rateAllow(t, ctx, u, "refill", l, ports.RateDecision{RetryAfter: 250 * time.Millisecond, ResetAfter: 1750 * time.Millisecond})
			u.Wait(1800 * time.Millisecond)
			ratePeek(t, ctx, u, "refill", l, ports.RateDecision{Allowed: true, Remaining: 4})
		}},
	{name: "a refund gives back a spent unit, never more than the whole quota",
		run: func(t *testing.T, ctx context.Context, u RateLimiterUnderTest) {
			l := ports.RateLimit{Quota: 3, Window: time.Hour} // a unit every 20 minutes
			refund := func() {
				t.Helper()
				if err := u.Limiter.Refund(ctx, "refund", l); err != nil {
					t.Fatalf("Refund: %v", err)
				}
			}
			refund() // of a key never spent: nothing to give back
			rateAllow(t, ctx, u, "refund", l, ports.RateDecision{Allowed: true, Remaining: 2, ResetAfter: 20 * time.Minute})
			refund()
			ratePeek(t, ctx, u, "refund", l, ports.RateDecision{Allowed: true, Remaining: 3})
			refund() // the quota is whole already
			ratePeek(t, ctx, u, "refund", l, ports.RateDecision{Allowed: true, Remaining: 3})
			for range 3 {
				if _, err := u.Limiter.Allow(ctx, "refund", l); err != nil {
					t.Fatal(err)
				}
			}
			rateAllow(t, ctx, u, "refund", l, ports.RateDecision{RetryAfter: 20 * time.Minute, ResetAfter: time.Hour})
			refund()
			rateAllow(t, ctx, u, "refund", l, ports.RateDecision{Allowed: true, RetryAfter: 20 * time.Minute, ResetAfter: time.Hour})
		}},
	{name: "concurrent requests never spend more than the quota",
		run: func(t *testing.T, ctx context.Context, u RateLimiterUnderTest) {
			l := ports.RateLimit{Quota: 20, Window: time.Hour}
			var allowed atomic.Int32
			var wg sync.WaitGroup
			for range 50 {
				wg.Go(func() {
					d, err := u.Limiter.Allow(ctx, "concurrent", l)
					if err != nil {
						t.Error(err)
					}
					if d.Allowed {
						allowed.Add(1)
					}
				})
			}
			wg.Wait()
			if n := allowed.Load(); n != 20 {
				t.Errorf("%d of 50 concurrent requests allowed under a quota of 20", n)
			}
		}},
}
