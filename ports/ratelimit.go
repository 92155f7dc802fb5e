package ports

import (
	"context"
	"time"
)

// RateLimit is a quota of requests per window, enforced as a generic cell rate
// algorithm (GCRA): a key with nothing spent may spend the whole Quota at once,
// and then regains one unit every Window/Quota. The zero RateLimit is no limit.
type RateLimit struct {
	// Quota is how many requests the window allows.
	Quota int
	// Window is the time in which the whole quota comes back.
	Window time.Duration
}

// Off reports whether the limit enforces nothing (no quota or no window).
func (l RateLimit) Off() bool { return l.Quota <= 0 || l.Window <= 0 }

// Interval is the time in which one unit of the quota comes back.
func (l RateLimit) Interval() time.Duration {
	if l.Off() {
		return 0
	}
	return l.Window / time.Duration(l.Quota)
}

// RateDecision is a RateLimiter's answer for one key.
type RateDecision struct {
	// Allowed reports whether the unit asked for was spent (always true for Peek).
	Allowed bool
	// Remaining is how many units could be spent at once now, after this call.
	Remaining int
	// RetryAfter is how long until one more unit can be spent: zero while
	// Remaining is above zero. For a refused call it is how long to wait before
	// asking again.
	RetryAfter time.Duration
	// ResetAfter is how long until the whole quota is back.
	ResetAfter time.Duration
}

// RateLimiter counts requests against quotas, by key. The HTTP adapter asks it
// about every API request (per token, per organization, per client address); an
// implementation shared by every replica (Redis) makes a quota hold across them.
// A refused request is not an error: Allowed is false. Both methods return
// KindUnavailable when the counters cannot be reached.
type RateLimiter interface {
	// Allow spends one unit of key's quota under limit if one is left, and
	// nothing otherwise.
	Allow(ctx context.Context, key string, limit RateLimit) (RateDecision, error)
	// Peek reads key's state under limit and spends nothing: Allowed is true, and
	// Remaining says whether Allow would be.
	Peek(ctx context.Context, key string, limit RateLimit) (RateDecision, error)
	// Refund gives back one unit an allowed call spent, for a request that
	// turned out not to count; never more than the whole quota.
	Refund(ctx context.Context, key string, limit RateLimit) error
}
