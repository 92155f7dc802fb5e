package config

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/ports"
)

// RateLimits is the API's rate limits and where their counters live.
type RateLimits struct {
	// Limits are the quotas per token (ROADCASE_RATE_LIMIT_TOKEN), per
	// organization (ROADCASE_RATE_LIMIT_ORG) and per client address for
	// requests without a valid token (ROADCASE_RATE_LIMIT_ANON).
	Limits httpapi.RateLimits
	// RedisURL, when set (ROADCASE_REDIS_URL), keeps the counters in Redis,
	// where every replica spends from the same quotas. Empty counts in
	// process: each replica then allows the quotas on its own.
	RedisURL DSN
	// RedisPrefix starts every key written to Redis (ROADCASE_REDIS_PREFIX),
	// so that deployments can share a server.
	RedisPrefix string
}

// rateLimitVars are the API's quotas and their counters' store.
var rateLimitVars = []Var{
	{
		Name: "ROADCASE_RATE_LIMIT_TOKEN", Type: "rate limit", Default: "600/m", Commands: serveOnly,
		Summary: `each API token's quota: "<requests>/<window>" (window s, m, h, d or a duration such as 10s), or off`,
		Doc: "Each API token's quota: `<requests>/<window>` (`s`, `m`, `h`, `d` or a Go duration such as `10s`), or " +
			"`off`. The whole quota may be spent at once, then one request comes back every window ÷ quota; a " +
			"spent quota gets 429 with `Retry-After`. See [docs/operations.md](docs/operations.md#rate-limits).",
		set: rateLimit(func(c *Config) *ports.RateLimit { return &c.RateLimits.Limits.Token }),
	},
	{
		Name: "ROADCASE_RATE_LIMIT_ORG", Type: "rate limit", Default: "3000/m", Commands: serveOnly,
		Summary: "each organization's quota, all its tokens together",
		Doc:     "Each organization's quota, all its tokens together, written the same way.",
		set:     rateLimit(func(c *Config) *ports.RateLimit { return &c.RateLimits.Limits.Org }),
	},
	{
		Name: "ROADCASE_RATE_LIMIT_ANON", Type: "rate limit", Default: "60/m", Commands: serveOnly,
		Summary: "each client address's quota for failed authentications and requests without a token",
		Doc: "Each client address's quota for failed authentications and unauthenticated API requests; an " +
			"address that spent it is refused before its token is looked up, unless the token may be one that was issued " +
			"(checked in memory, see [docs/operations.md](docs/operations.md#failed-authentication-per-address)): a valid " +
			"token is never refused because of its address.",
		set: rateLimit(func(c *Config) *ports.RateLimit { return &c.RateLimits.Limits.Address }),
	},
	{
		Name: "ROADCASE_REDIS_URL", Type: "redis:// URL", Commands: serveOnly, Secret: true,
		DefaultText: "none: each process counts on its own",
		Summary:     "redis:// or rediss://: the rate-limit counters live in Redis, shared by every replica",
		Doc: "`redis://` or `rediss://`: the rate-limit counters live in Redis, shared by every replica (checked " +
			"at start). Unset, each process counts on its own. A password in it is never printed.",
		set: func(c *Config, s string) error {
			s = strings.TrimSpace(s)
			if !strings.HasPrefix(s, "redis://") && !strings.HasPrefix(s, "rediss://") {
				return fmt.Errorf("not a redis:// or rediss:// URL")
			}
			c.RateLimits.RedisURL = DSN(s)
			return nil
		},
	},
	{
		Name: "ROADCASE_REDIS_PREFIX", Type: "text", Default: "roadcase:", Commands: serveOnly,
		Summary: "starts every Redis key, so that deployments can share a server",
		Doc:     "Starts every Redis key, so that deployments can share a server.",
		set:     text(func(c *Config) *string { return &c.RateLimits.RedisPrefix }),
	},
}

// rateLimit sets a rate limit (ParseRateLimit).
func rateLimit(field func(*Config) *ports.RateLimit) func(*Config, string) error {
	return func(c *Config, s string) error {
		l, err := ParseRateLimit(strings.TrimSpace(s))
		if err == nil {
			*field(c) = l
		}
		return err
	}
}

// ParseRateLimit reads "off" or "<requests>/<window>", the window being s, m,
// h or d (one second, minute, hour or day) or a Go duration of at least a
// second ("10s", "15m").
func ParseRateLimit(s string) (ports.RateLimit, error) {
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

// FormatRateLimit writes a limit the way the environment gives it.
func FormatRateLimit(l ports.RateLimit) string {
	if l.Off() {
		return "off"
	}
	return fmt.Sprintf("%d/%s", l.Quota, l.Window)
}
