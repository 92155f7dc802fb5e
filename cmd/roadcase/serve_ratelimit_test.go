package main

import (
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/ratelimit"
	"github.com/roadcase/roadcase/adapters/ratelimit/memory"
	"github.com/roadcase/roadcase/adapters/ratelimit/redis/redistest"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

func TestRateLimitCountersAreInProcessOrInRedis(t *testing.T) {
	t.Parallel()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	local, err := openRateLimiter(config.Defaults().RateLimits, log)
	if _, ok := local.(*memory.Limiter); !ok || err != nil {
		t.Errorf("without Redis: %T, %v; want the in-process limiter", local, err)
	}
	if _, err := openRateLimiter(config.RateLimits{RedisURL: "redis://127.0.0.1:1/0"}, log); err == nil ||
		!strings.Contains(err.Error(), "ROADCASE_REDIS_URL") {
		t.Errorf("a Redis that does not answer: %v; want an error naming ROADCASE_REDIS_URL", err)
	}
	shared, err := openRateLimiter(config.RateLimits{RedisURL: config.DSN(redistest.URL(t)), RedisPrefix: redistest.Prefix(t)}, log)
	if _, ok := shared.(*ratelimit.Fallback); !ok || err != nil {
		t.Errorf("with Redis: %T, %v; want Redis behind the in-process fallback", shared, err)
	}
}
