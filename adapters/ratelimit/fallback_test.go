package ratelimit

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/ratelimit/memory"
	"github.com/roadcase/roadcase/ports"
)

// flaky is a primary limiter that fails while down, counting its calls.
type flaky struct {
	down  bool
	calls int
}

func (f *flaky) Allow(context.Context, string, ports.RateLimit) (ports.RateDecision, error) {
	f.calls++
	if f.down {
		return ports.RateDecision{}, errors.New("connection refused")
	}
	return ports.RateDecision{Allowed: true, Remaining: 99}, nil
}

func (f *flaky) Peek(ctx context.Context, key string, l ports.RateLimit) (ports.RateDecision, error) {
	return f.Allow(ctx, key, l)
}

func (f *flaky) Refund(ctx context.Context, key string, l ports.RateLimit) error {
	_, err := f.Allow(ctx, key, l)
	return err
}

func TestFallbackCountsInProcessWhileThePrimaryIsDownThenTriesItAgain(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)
	primary := &flaky{down: true}
	var failures int
	f := NewFallback(primary, memory.New(0, func() time.Time { return now }), time.Second,
		func(error) { failures++ })
	f.now = func() time.Time { return now }
	limit := ports.RateLimit{Quota: 2, Window: time.Hour}

	var allowed int
	for range 5 {
		d, err := f.Allow(ctx, "k", limit)
		if err != nil {
			t.Fatal(err)
		}
		if d.Allowed {
			allowed++
		}
	}
	if allowed != 2 || primary.calls != 1 || failures != 1 {
		t.Errorf("while down: %d allowed (want 2, the secondary's quota), primary asked %d times (want 1), "+
			"%d failures reported (want 1)", allowed, primary.calls, failures)
	}

	primary.down = false
	now = now.Add(time.Second) // the cooldown is over
	if d, err := f.Peek(ctx, "k", limit); err != nil || d.Remaining != 99 {
		t.Errorf("after the cooldown: %+v, %v; want the primary's answer", d, err)
	}
}

func TestFallbackDoesNotBlameThePrimaryForACancelledRequest(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	primary := &flaky{down: true}
	f := NewFallback(primary, memory.New(0, nil), time.Minute, nil)
	if _, err := f.Allow(ctx, "k", ports.RateLimit{Quota: 1, Window: time.Second}); err == nil {
		t.Error("a cancelled request got a decision from the secondary")
	}
	if !f.until.IsZero() {
		t.Error("a cancelled request started a cooldown")
	}
}
