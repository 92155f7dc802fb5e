// Package redis is the RateLimiter whose counters live in Redis, so that every
// replica spends from the same quotas. It runs go-redis/redis_rate's GCRA, one
// Lua script per call, which reads and writes a key atomically on Redis's own
// clock: replicas' clocks do not matter.
package redis

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/go-redis/redis_rate/v10"
	goredis "github.com/redis/go-redis/v9"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// Limiter is a ports.RateLimiter over a Redis server.
type Limiter struct {
	client *goredis.Client
	rate   *redis_rate.Limiter
	prefix string
}

var _ ports.RateLimiter = (*Limiter)(nil)

// Timeouts used when the URL sets none: a rate-limit check sits on every
// request's path, so a Redis that hangs must fail it fast (the caller then
// falls back to counting in process) instead of holding the request. For the
// same reason a command is tried twice at most, and a connection dialled once.
const (
	DefaultDialTimeout = time.Second
	DefaultIOTimeout   = 250 * time.Millisecond
)

// Open connects to the Redis server rawURL names (redis:// or rediss://, as
// go-redis parses it) and checks that it answers. Every key is stored under
// prefix, so that deployments (or test runs) can share a server; redis_rate adds
// "rate:" in front of it.
func Open(ctx context.Context, rawURL, prefix string) (*Limiter, error) {
	opt, err := goredis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("redis: %w", err)
	}
	if opt.DialTimeout == 0 {
		opt.DialTimeout = DefaultDialTimeout
	}
	if opt.ReadTimeout == 0 {
		opt.ReadTimeout = DefaultIOTimeout
	}
	if opt.WriteTimeout == 0 {
		opt.WriteTimeout = DefaultIOTimeout
	}
	if opt.MaxRetries == 0 {
		opt.MaxRetries = 1 // one more try, for a pooled connection Redis closed
	}
	if opt.DialerRetries == 0 {
		opt.DialerRetries = 1
	}
	client := goredis.NewClient(opt)
	if err := client.Ping(ctx).Err(); err != nil {
		_ = client.Close() // the ping's error is the one worth reporting
		return nil, fmt.Errorf("redis at %s: %w", opt.Addr, err)
	}
	return &Limiter{client: client, rate: redis_rate.NewLimiter(client), prefix: prefix}, nil
}

// SetLogger sends go-redis's own messages (a pool that cannot dial, for
// example) to log at warning level instead of the standard logger. It applies
// to every client of the process.
func SetLogger(log *slog.Logger) { goredis.SetLogger(slogPrinter{log}) }

// slogPrinter is go-redis's Logging interface over slog.
type slogPrinter struct{ log *slog.Logger }

func (p slogPrinter) Printf(ctx context.Context, format string, v ...any) {
	p.log.WarnContext(ctx, fmt.Sprintf(format, v...))
}

// Close closes the connections to Redis.
func (l *Limiter) Close() error { return l.client.Close() }

// Allow spends one unit of key's quota if one is left.
func (l *Limiter) Allow(ctx context.Context, key string, limit ports.RateLimit) (ports.RateDecision, error) {
	return l.decide(ctx, key, limit, 1)
}

// Peek reads key's state and spends nothing (redis_rate with a cost of zero).
func (l *Limiter) Peek(ctx context.Context, key string, limit ports.RateLimit) (ports.RateDecision, error) {
	return l.decide(ctx, key, limit, 0)
}

func (l *Limiter) decide(ctx context.Context, key string, limit ports.RateLimit, cost int) (ports.RateDecision, error) {
	if limit.Off() {
		return ports.RateDecision{Allowed: true, Remaining: 1<<31 - 1}, nil
	}
	// A window that is not a whole number of seconds is fine: redis_rate
	// sends Period in (fractional) seconds.
	rl := redis_rate.Limit{Rate: limit.Quota, Burst: limit.Quota, Period: limit.Window}
	res, err := l.rate.AllowN(ctx, l.prefix+key, rl, cost)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return ports.RateDecision{}, err
		}
		return ports.RateDecision{}, kernel.Unavailable("the rate-limit counters cannot be reached", err)
	}
	return decision(limit, res, cost), nil
}

// decision converts redis_rate's result. redis_rate says RetryAfter only for a
// refusal; the port also wants it when the last unit was just spent, which is
// when the unit after it is whole: ResetAfter less the other Quota-1 units.
func decision(limit ports.RateLimit, res *redis_rate.Result, cost int) ports.RateDecision {
	d := ports.RateDecision{Allowed: res.Allowed >= cost, Remaining: res.Remaining,
		ResetAfter: max(res.ResetAfter, 0)}
	switch {
	case !d.Allowed:
		d.Remaining = 0
		d.RetryAfter = max(res.RetryAfter, 0)
	case d.Remaining == 0:
		d.RetryAfter = max(d.ResetAfter-time.Duration(limit.Quota-1)*limit.Interval(), 0)
	}
	return d
}
