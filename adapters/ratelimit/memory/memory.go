// Package memory is the in-process RateLimiter: a token bucket per key
// (golang.org/x/time/rate, which spends and refills exactly as GCRA does) in a
// bounded LRU. It is the embedded default; its counters are the process's own,
// so with several replicas each enforces the quota on its own share.
package memory

import (
	"context"
	"math"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"golang.org/x/time/rate"

	"github.com/roadcase/roadcase/ports"
)

// DefaultMaxKeys bounds the keys a Limiter keeps when New is given none: some
// 100 bytes each, so about 10 MB at most.
const DefaultMaxKeys = 100_000

// Limiter is an in-process ports.RateLimiter. Past its bound it forgets the
// least recently used key, which then starts again from a whole quota: only a
// client spreading its requests over that many keys (addresses) gains by it.
type Limiter struct {
	now     func() time.Time
	mu      sync.Mutex
	buckets *simplelru.LRU[string, *bucket]
}

var _ ports.RateLimiter = (*Limiter)(nil)

// bucket is one key's token bucket and the limit it was made for.
type bucket struct {
	limit ports.RateLimit
	lim   *rate.Limiter
}

// New returns a Limiter keeping at most maxKeys keys (DefaultMaxKeys when zero
// or less) and reading the time from now (time.Now when nil).
func New(maxKeys int, now func() time.Time) *Limiter {
	if maxKeys <= 0 {
		maxKeys = DefaultMaxKeys
	}
	if now == nil {
		now = time.Now
	}
	buckets, err := simplelru.NewLRU[string, *bucket](maxKeys, nil)
	if err != nil {
		panic("memory: " + err.Error()) // only for a size below 1, excluded above
	}
	return &Limiter{now: now, buckets: buckets}
}

// Allow spends one unit of key's quota if one is left.
func (l *Limiter) Allow(_ context.Context, key string, limit ports.RateLimit) (ports.RateDecision, error) {
	return l.decide(key, limit, true), nil
}

// Peek reads key's state and spends nothing.
func (l *Limiter) Peek(_ context.Context, key string, limit ports.RateLimit) (ports.RateDecision, error) {
	return l.decide(key, limit, false), nil
}

// Refund gives back a unit of key's quota. x/time/rate takes a negative count
// as tokens given back; the bucket caps them at its burst at the next read.
func (l *Limiter) Refund(_ context.Context, key string, limit ports.RateLimit) error {
	if limit.Off() {
		return nil
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if b, ok := l.buckets.Peek(key); ok && b.limit == limit {
		b.lim.AllowN(now, -1)
	}
	return nil
}

// decide spends a unit (when spend) and reads the bucket under one lock, so
// that the decision and the figures reported with it agree.
func (l *Limiter) decide(key string, limit ports.RateLimit, spend bool) ports.RateDecision {
	if limit.Off() {
		return ports.RateDecision{Allowed: true, Remaining: math.MaxInt32}
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets.Get(key)
	if !ok || b.limit != limit {
		if !spend && !ok {
			return decision(limit, true, float64(limit.Quota)) // nothing to remember
		}
		b = &bucket{limit: limit, lim: rate.NewLimiter(rate.Every(limit.Interval()), limit.Quota)}
		l.buckets.Add(key, b)
	}
	allowed := !spend || b.lim.AllowN(now, 1)
	return decision(limit, allowed, b.lim.TokensAt(now))
}

// decision is the decision for a bucket holding tokens units under limit.
func decision(limit ports.RateLimit, allowed bool, tokens float64) ports.RateDecision {
	tokens = min(max(tokens, 0), float64(limit.Quota))
	units := math.Floor(tokens) // what AllowN would grant, since it needs a whole unit
	interval := float64(limit.Interval())
	d := ports.RateDecision{Allowed: allowed, Remaining: int(units),
		ResetAfter: time.Duration(math.Round((float64(limit.Quota) - tokens) * interval))}
	if units < 1 {
		d.RetryAfter = time.Duration(math.Round((1 - tokens) * interval))
	}
	return d
}
