package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/ratelimit"
	"github.com/roadcase/roadcase/adapters/ratelimit/memory"
	"github.com/roadcase/roadcase/adapters/ratelimit/redis"
	"github.com/roadcase/roadcase/ports"
)

// rateLimitConfig is the API's rate limits and where their counters live.
type rateLimitConfig struct {
	// Limits are the quotas per token (ROADCASE_RATE_LIMIT_TOKEN), per
	// organization (ROADCASE_RATE_LIMIT_ORG) and per client address for requests
	// without a valid token (ROADCASE_RATE_LIMIT_ANON), each written "600/m"
	// (requests per s, m, h or d, or per a Go duration: "100/10s"), or "off".
	Limits httpapi.RateLimits
	// RedisURL, when set (ROADCASE_REDIS_URL, redis:// or rediss://), keeps the
	// counters in Redis, where every replica spends from the same quotas.
	// Empty counts in process: each replica then allows the quotas on its own.
	RedisURL string
	// RedisPrefix starts every key written to Redis (ROADCASE_REDIS_PREFIX),
	// so that deployments can share a server.
	RedisPrefix string
}

// defaultRateLimits allow a token 10 requests a second on average with bursts
// of 600, an organization five such tokens' worth, and an address that fails
// authentication (or calls the public routes) one a second.
var defaultRateLimits = httpapi.RateLimits{
	Token:   ports.RateLimit{Quota: 600, Window: time.Minute},
	Org:     ports.RateLimit{Quota: 3000, Window: time.Minute},
	Address: ports.RateLimit{Quota: 60, Window: time.Minute},
}

// redisFallbackCooldown is how long the counters stay in process after Redis
// fails, before Redis is tried again.
const redisFallbackCooldown = 5 * time.Second

// loadRateLimitConfig reads the rate limits from the environment.
func loadRateLimitConfig() (rateLimitConfig, error) {
	c := rateLimitConfig{Limits: defaultRateLimits,
		RedisURL:    strings.TrimSpace(os.Getenv("ROADCASE_REDIS_URL")),
		RedisPrefix: envOr("ROADCASE_REDIS_PREFIX", "roadcase:")}
	for name, dst := range map[string]*ports.RateLimit{
		"ROADCASE_RATE_LIMIT_TOKEN": &c.Limits.Token,
		"ROADCASE_RATE_LIMIT_ORG":   &c.Limits.Org,
		"ROADCASE_RATE_LIMIT_ANON":  &c.Limits.Address,
	} {
		if s := strings.TrimSpace(os.Getenv(name)); s != "" {
			l, err := parseRateLimit(s)
			if err != nil {
				return c, usageError("%s: %v", name, err)
			}
			*dst = l
		}
	}
	if c.RedisURL != "" && !strings.HasPrefix(c.RedisURL, "redis://") && !strings.HasPrefix(c.RedisURL, "rediss://") {
		return c, usageError("ROADCASE_REDIS_URL must be a redis:// or rediss:// URL")
	}
	return c, nil
}

// parseRateLimit reads "off" or "<requests>/<window>", the window being s, m,
// h or d (one second, minute, hour or day) or a Go duration of at least a
// second ("10s", "15m").
func parseRateLimit(s string) (ports.RateLimit, error) {
	if strings.EqualFold(s, "off") {
		return ports.RateLimit{}, nil
	}
	count, per, ok := strings.Cut(s, "/")
	n, err := strconv.Atoi(count)
	if !ok || err != nil || n < 1 {
		return ports.RateLimit{}, fmt.Errorf(`want "off" or requests per window such as "600/m", got %q`, s)
	}
	window, ok := map[string]time.Duration{"s": time.Second, "m": time.Minute, "h": time.Hour, "d": 24 * time.Hour}[per]
	if !ok {
		if window, err = time.ParseDuration(per); err != nil || window < time.Second {
			return ports.RateLimit{}, fmt.Errorf("the window must be s, m, h, d or a duration of at least 1s, got %q", per)
		}
	}
	return ports.RateLimit{Quota: n, Window: window}, nil
}

// open returns the limiter the configuration names: Redis (checked to answer,
// falling back to counting in process for a while whenever it fails) or in
// process. The Redis client lives as long as the process.
func (c rateLimitConfig) open(log *slog.Logger) (ports.RateLimiter, error) {
	local := memory.New(0, nil)
	attrs := []any{"token", formatRateLimit(c.Limits.Token), "org", formatRateLimit(c.Limits.Org),
		"anon", formatRateLimit(c.Limits.Address)}
	if c.RedisURL == "" {
		log.Info("rate limits", append(attrs, "counters", "in process (each replica its own)")...)
		return local, nil
	}
	redis.SetLogger(log)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	shared, err := redis.Open(ctx, c.RedisURL, c.RedisPrefix)
	if err != nil {
		return nil, fmt.Errorf("ROADCASE_REDIS_URL: %w", err)
	}
	log.Info("rate limits", append(attrs, "counters", "redis (shared by replicas)")...)
	return ratelimit.NewFallback(shared, local, redisFallbackCooldown, func(err error) {
		log.Warn("rate-limit counters unreachable: counting in process for a while", "err", err,
			"for", redisFallbackCooldown.String())
	}), nil
}

// formatRateLimit writes a limit the way the environment gives it.
func formatRateLimit(l ports.RateLimit) string {
	if l.Off() {
		return "off"
	}
	return fmt.Sprintf("%d/%s", l.Quota, l.Window)
}
