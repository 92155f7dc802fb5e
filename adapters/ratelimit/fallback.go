// Package ratelimit holds what the rate limiters share; the limiters themselves
// are its subpackages memory (in process, the embedded default) and redis
// (counters shared by every replica).
package ratelimit

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// Fallback is a RateLimiter that asks a primary limiter (Redis) and, once that
// fails, a secondary one (in process) for a while before trying the primary
// again. While Redis is down each replica thus enforces the quotas on its own
// share of the traffic, instead of refusing everything or nothing, and a Redis
// that hangs costs one timeout per cooldown instead of one per request.
type Fallback struct {
	primary, secondary ports.RateLimiter
	cooldown           time.Duration
	onError            func(error)
	now                func() time.Time

	mu    sync.Mutex
	until time.Time // the secondary answers until then
}

var _ ports.RateLimiter = (*Fallback)(nil)

// NewFallback returns a Fallback that, after the primary fails, asks the
// secondary for cooldown. onError, when not nil, is told of each failure that
// starts a cooldown (the composition root logs it).
func NewFallback(primary, secondary ports.RateLimiter, cooldown time.Duration, onError func(error)) *Fallback {
	if onError == nil {
		onError = func(error) {}
	}
	return &Fallback{primary: primary, secondary: secondary, cooldown: cooldown, onError: onError, now: time.Now}
}

// Allow spends a unit from the primary's counters, or the secondary's.
func (f *Fallback) Allow(ctx context.Context, key string, limit ports.RateLimit) (ports.RateDecision, error) {
	return f.ask(ctx, func(l ports.RateLimiter) (ports.RateDecision, error) { return l.Allow(ctx, key, limit) })
}

// Peek reads the primary's counters, or the secondary's.
func (f *Fallback) Peek(ctx context.Context, key string, limit ports.RateLimit) (ports.RateDecision, error) {
	return f.ask(ctx, func(l ports.RateLimiter) (ports.RateDecision, error) { return l.Peek(ctx, key, limit) })
}

// Refund gives back a unit to the counters that are answering.
func (f *Fallback) Refund(ctx context.Context, key string, limit ports.RateLimit) error {
	_, err := f.ask(ctx, func(l ports.RateLimiter) (ports.RateDecision, error) {
		return ports.RateDecision{}, l.Refund(ctx, key, limit)
	})
	return err
}

func (f *Fallback) ask(ctx context.Context, call func(ports.RateLimiter) (ports.RateDecision, error)) (ports.RateDecision, error) {
	f.mu.Lock()
	cooling := f.now().Before(f.until)
	f.mu.Unlock()
	if !cooling {
		d, err := call(f.primary)
		if err == nil || ctx.Err() != nil || errors.Is(err, context.Canceled) {
			return d, err // a request that went away says nothing of the primary
		}
		f.mu.Lock()
		if !f.now().Before(f.until) {
			f.until = f.now().Add(f.cooldown)
			f.onError(err)
		}
		f.mu.Unlock()
	}
	return call(f.secondary)
}
