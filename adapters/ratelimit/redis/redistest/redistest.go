// Package redistest gives tests a Redis server and a key prefix of their own.
//
// ROADCASE_TEST_REDIS_URL names the server (default redis://127.0.0.1:6379/0,
// where development and CI machines run one). When it does not answer, tests
// that call URL are skipped, unless ROADCASE_REQUIRE_REDIS=1, in which case they
// fail: CI sets it so that a missing Redis can never pass silently.
package redistest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// The environment variables URL reads, and the server it tries without them.
const (
	EnvURL     = "ROADCASE_TEST_REDIS_URL"
	EnvRequire = "ROADCASE_REQUIRE_REDIS"
	DefaultURL = "redis://127.0.0.1:6379/0"
)

// URL returns the test server's URL once it has answered a PING, or skips (fails,
// if Redis is required) the test.
func URL(t testing.TB) string {
	t.Helper()
	u := os.Getenv(EnvURL)
	if u == "" {
		u = DefaultURL
	}
	opt, err := goredis.ParseURL(u)
	if err != nil {
		t.Fatalf("redistest: %s: %v", EnvURL, err)
	}
	client := goredis.NewClient(opt)
	defer func() {
		if err := client.Close(); err != nil {
			t.Errorf("redistest: close the probe's client: %v", err)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		testenv.Missing(t, EnvRequire, "redistest: Redis at %s does not answer (%v); name one with %s", opt.Addr, err, EnvURL)
	}
	return u
}

// Prefix returns a key prefix no other test run uses, e.g. "test:3f9a…:". Keys
// written under it expire on their own (the limiter sets a TTL on each).
func Prefix(t testing.TB) string {
	t.Helper()
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return "test:" + hex.EncodeToString(b) + ":"
}
