package memory_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/ratelimit/memory"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

// fakeClock is a clock that moves only when told to.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func TestLimiterHoldsToTheContract(t *testing.T) {
	porttest.RunRateLimiter(t, func(t *testing.T) porttest.RateLimiterUnderTest {
		clock := &fakeClock{now: time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)}
		return porttest.RateLimiterUnderTest{Limiter: memory.New(0, clock.Now), Wait: clock.Advance}
	})
}

func TestAForgottenKeyStartsAgainFromAWholeQuota(t *testing.T) {
	ctx := context.Background()
	clock := &fakeClock{now: time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)}
	l := memory.New(2, clock.Now)
	limit := ports.RateLimit{Quota: 1, Window: time.Hour}
	allow := func(key string) bool {
		d, err := l.Allow(ctx, key, limit)
		if err != nil {
			t.Fatal(err)
		}
		return d.Allowed
	}
	if !allow("a") || allow("a") {
		t.Fatal("a quota of 1 did not allow exactly one request")
	}
	allow("b")
	allow("c") // the third key pushes out the least recently used, a
	if !allow("a") {
		t.Error("a key pushed out of the bound was still counted")
	}
}

func TestPeekingAnUnknownKeyRemembersNothing(t *testing.T) {
	ctx := context.Background()
	l := memory.New(1, nil)
	limit := ports.RateLimit{Quota: 1, Window: time.Hour}
	if _, err := l.Allow(ctx, "spent", limit); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Peek(ctx, "unknown", limit); err != nil {
		t.Fatal(err)
	}
	if d, _ := l.Allow(ctx, "spent", limit); d.Allowed {
		t.Error("peeking at another key pushed the spent key out of a bound of 1")
	}
}

func TestAnOffLimitAllowsEverything(t *testing.T) {
	l := memory.New(0, nil)
	for range 3 {
		if d, _ := l.Allow(context.Background(), "k", ports.RateLimit{}); !d.Allowed {
			t.Fatal("the zero limit refused a request")
		}
	}
}
