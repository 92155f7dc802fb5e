package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/roadcase/roadcase/adapters/ratelimit"
	"github.com/roadcase/roadcase/adapters/ratelimit/memory"
	"github.com/roadcase/roadcase/adapters/ratelimit/redis"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/ports"
)

// redisFallbackCooldown is how long the counters stay in process after Redis
// fails, before Redis is tried again.
const redisFallbackCooldown = 5 * time.Second

// openRateLimiter returns the limiter c names: Redis (checked to answer,
// falling back to counting in process for a while whenever it fails) or in
// process. The Redis client lives as long as the process.
func openRateLimiter(c config.RateLimits, log *slog.Logger) (ports.RateLimiter, error) {
	local := memory.New(0, nil)
	attrs := []any{"token", config.FormatRateLimit(c.Limits.Token), "org", config.FormatRateLimit(c.Limits.Org),
		"anon", config.FormatRateLimit(c.Limits.Address)}
	if c.RedisURL == "" {
		log.Info("rate limits", append(attrs, "counters", "in process (each replica its own)")...)
		return local, nil
	}
	redis.SetLogger(log)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	shared, err := redis.Open(ctx, c.RedisURL.Reveal(), c.RedisPrefix)
	if err != nil {
		return nil, fmt.Errorf("ROADCASE_REDIS_URL: %w", err)
	}
	log.Info("rate limits", append(attrs, "counters", "redis (shared by replicas)")...)
	return ratelimit.NewFallback(shared, local, redisFallbackCooldown, func(err error) {
		log.Warn("rate-limit counters unreachable: counting in process for a while", "err", err,
			"for", redisFallbackCooldown.String())
	}), nil
}
