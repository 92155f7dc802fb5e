package main

import (
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/ratelimit"
	"github.com/roadcase/roadcase/adapters/ratelimit/memory"
	"github.com/roadcase/roadcase/adapters/ratelimit/redis/redistest"
	"github.com/roadcase/roadcase/ports"
)

// rateLimitEnv are the variables loadRateLimitConfig reads.
var rateLimitEnv = []string{"ROADCASE_RATE_LIMIT_TOKEN", "ROADCASE_RATE_LIMIT_ORG", "ROADCASE_RATE_LIMIT_ANON",
	"ROADCASE_REDIS_URL", "ROADCASE_REDIS_PREFIX"}

func TestRateLimitConfiguration(t *testing.T) {
	for _, c := range []struct {
		name    string
		env     map[string]string
		want    rateLimitConfig
		refused string
	}{
		{"nothing set: the defaults, counted in process", nil,
			rateLimitConfig{Limits: defaultRateLimits, RedisPrefix: "roadcase:"}, ""},
		{"per second, minute, hour, day and a duration, one off, and Redis",
			map[string]string{"ROADCASE_RATE_LIMIT_TOKEN": "20/h", "ROADCASE_RATE_LIMIT_ORG": "off",
				"ROADCASE_RATE_LIMIT_ANON": "100/10s", "ROADCASE_REDIS_URL": "redis://127.0.0.1:6379/2",
				"ROADCASE_REDIS_PREFIX": "staging:"},
			rateLimitConfig{Limits: httpapi.RateLimits{Token: ports.RateLimit{Quota: 20, Window: time.Hour},
				Address: ports.RateLimit{Quota: 100, Window: 10 * time.Second}},
				RedisURL: "redis://127.0.0.1:6379/2", RedisPrefix: "staging:"}, ""},
		{"no window", map[string]string{"ROADCASE_RATE_LIMIT_TOKEN": "600"}, rateLimitConfig{}, "ROADCASE_RATE_LIMIT_TOKEN"},
		{"no requests", map[string]string{"ROADCASE_RATE_LIMIT_ORG": "0/m"}, rateLimitConfig{}, "ROADCASE_RATE_LIMIT_ORG"},
		{"an unknown unit", map[string]string{"ROADCASE_RATE_LIMIT_ANON": "5/fortnight"}, rateLimitConfig{}, "the window must be"},
		{"a window under a second", map[string]string{"ROADCASE_RATE_LIMIT_ANON": "5/500ms"}, rateLimitConfig{}, "at least 1s"},
		{"a Redis address without scheme", map[string]string{"ROADCASE_REDIS_URL": "127.0.0.1:6379"}, rateLimitConfig{}, "redis:// or rediss://"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, name := range rateLimitEnv {
				t.Setenv(name, c.env[name])
			}
			got, err := loadRateLimitConfig()
			if c.refused != "" {
				if err == nil || !strings.Contains(err.Error(), c.refused) {
					t.Fatalf("err = %v, want one saying %q", err, c.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
	for s, want := range map[string]ports.RateLimit{"1/s": {Quota: 1, Window: time.Second},
		"600/m": {Quota: 600, Window: time.Minute}, "5000/d": {Quota: 5000, Window: 24 * time.Hour}, "OFF": {}} {
		if got, err := parseRateLimit(s); err != nil || got != want {
			t.Errorf("parseRateLimit(%q) = %+v, %v; want %+v", s, got, err, want)
		}
	}
}

func TestRateLimitCountersAreInProcessOrInRedis(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	local, err := rateLimitConfig{Limits: defaultRateLimits}.open(log)
	if _, ok := local.(*memory.Limiter); !ok || err != nil {
		t.Errorf("without Redis: %T, %v; want the in-process limiter", local, err)
	}
	if _, err := (rateLimitConfig{RedisURL: "redis://127.0.0.1:1/0"}).open(log); err == nil ||
		!strings.Contains(err.Error(), "ROADCASE_REDIS_URL") {
		t.Errorf("a Redis that does not answer: %v; want an error naming ROADCASE_REDIS_URL", err)
	}
	shared, err := rateLimitConfig{RedisURL: redistest.URL(t), RedisPrefix: redistest.Prefix(t)}.open(log)
	if _, ok := shared.(*ratelimit.Fallback); !ok || err != nil {
		t.Errorf("with Redis: %T, %v; want Redis behind the in-process fallback", shared, err)
	}
}
