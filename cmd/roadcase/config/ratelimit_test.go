package config_test

import (
	"strings"
	"testing"
	"time"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/ports"
)

func TestRateLimitConfiguration(t *testing.T) {
	defaults := config.Defaults().RateLimits
	for _, c := range []struct {
		name    string
		env     map[string]string
		want    config.RateLimits
		refused string
	}{
		{"nothing set: the defaults, counted in process", nil, defaults, ""},
		{"per second, minute, hour, day and a duration, one off, and Redis",
			map[string]string{"ROADCASE_RATE_LIMIT_TOKEN": "20/h", "ROADCASE_RATE_LIMIT_ORG": "off",
				"ROADCASE_RATE_LIMIT_ANON": "100/10s", "ROADCASE_REDIS_URL": "redis://127.0.0.1:6379/2",
				"ROADCASE_REDIS_PREFIX": "staging:"},
			config.RateLimits{Limits: httpapi.RateLimits{Token: ports.RateLimit{Quota: 20, Window: time.Hour},
				Address: ports.RateLimit{Quota: 100, Window: 10 * time.Second}},
				RedisURL: "redis://127.0.0.1:6379/2", RedisPrefix: "staging:"}, ""},
		{"no window", map[string]string{"ROADCASE_RATE_LIMIT_TOKEN": "600"}, config.RateLimits{}, "ROADCASE_RATE_LIMIT_TOKEN"},
		{"no requests", map[string]string{"ROADCASE_RATE_LIMIT_ORG": "0/m"}, config.RateLimits{}, "ROADCASE_RATE_LIMIT_ORG"},
		{"an unknown unit", map[string]string{"ROADCASE_RATE_LIMIT_ANON": "5/fortnight"}, config.RateLimits{}, "the window must be"},
		{"a window under a second", map[string]string{"ROADCASE_RATE_LIMIT_ANON": "5/500ms"}, config.RateLimits{}, "at least 1s"},
		{"a Redis address without scheme", map[string]string{"ROADCASE_REDIS_URL": "127.0.0.1:6379"}, config.RateLimits{}, "redis:// or rediss://"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := config.Load(envOf(c.env))
			if c.refused != "" {
				if err == nil || !strings.Contains(err.Error(), c.refused) {
					t.Fatalf("err = %v, want one saying %q", err, c.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.RateLimits != c.want {
				t.Errorf("got %+v, want %+v", got.RateLimits, c.want)
			}
		})
	}
	for s, want := range map[string]ports.RateLimit{"1/s": {Quota: 1, Window: time.Second},
		"600/m": {Quota: 600, Window: time.Minute}, "5000/d": {Quota: 5000, Window: 24 * time.Hour}, "OFF": {}} {
		if got, err := config.ParseRateLimit(s); err != nil || got != want {
			t.Errorf("ParseRateLimit(%q) = %+v, %v; want %+v", s, got, err, want)
		}
		if got, _ := config.ParseRateLimit(config.FormatRateLimit(want)); got != want {
			t.Errorf("FormatRateLimit(%+v) does not read back", want)
		}
	}
}
