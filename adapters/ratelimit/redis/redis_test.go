package redis_test

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/ratelimit/redis"
	"github.com/roadcase/roadcase/adapters/ratelimit/redis/redistest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestLimiterHoldsToTheContract(t *testing.T) {
	url := redistest.URL(t)
	porttest.RunRateLimiter(t, func(t *testing.T) porttest.RateLimiterUnderTest {
		l, err := redis.Open(context.Background(), url, redistest.Prefix(t))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := l.Close(); err != nil {
				t.Error(err)
			}
		})
		// Redis reads its own clock, so time passes for real, and each call
		// takes a round trip: on a shared 2-core machine under a full test
		// run, a sleep and a few calls overran 100 ms (166 ms seen), so the
		// tolerance is a quarter of a second — below the half-second unit the
		// refill case counts in, so a refusal is still told from an allowance.
		return porttest.RateLimiterUnderTest{Limiter: l, Wait: time.Sleep, Tolerance: 250 * time.Millisecond}
	})
}

func TestTwoClientsSpendFromOneQuota(t *testing.T) {
	url, prefix := redistest.URL(t), redistest.Prefix(t)
	ctx := context.Background()
	var limiters [2]*redis.Limiter
	for i := range limiters {
		l, err := redis.Open(ctx, url, prefix)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := l.Close(); err != nil {
				t.Error(err)
			}
		})
		limiters[i] = l
	}
	limit := ports.RateLimit{Quota: 3, Window: time.Hour}
	var allowed int
	for i := range 6 {
		d, err := limiters[i%2].Allow(ctx, "shared", limit)
		if err != nil {
			t.Fatal(err)
		}
		if d.Allowed {
			allowed++
		}
	}
	if allowed != 3 {
		t.Errorf("two clients alternating were allowed %d requests under a quota of 3", allowed)
	}
}

func TestAServerThatDoesNotAnswerIsUnavailable(t *testing.T) {
	ctx := context.Background()
	if _, err := redis.Open(ctx, "redis://127.0.0.1:1/0", "x:"); err == nil {
		t.Fatal("Open of a closed port succeeded")
	}
	l, err := redis.Open(ctx, redistest.URL(t), redistest.Prefix(t))
	if err != nil {
		t.Fatal(err)
	}
	// Every call now fails: the client is closed.
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	_, err = l.Allow(ctx, "k", ports.RateLimit{Quota: 1, Window: time.Second})
	if !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("Allow on a closed client = %v, want KindUnavailable", err)
	}
}
