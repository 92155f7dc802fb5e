package main

import (
	"os"
	"time"
)

// maxTokenCacheTTL bounds ROADCASE_TOKEN_CACHE_TTL: the cache's TTL is how long
// a token revoked by another process (the command line, another replica)
// still works here, so it stays short.
const maxTokenCacheTTL = time.Minute

// tokenCacheTTL reads ROADCASE_TOKEN_CACHE_TTL: how long a verified token is
// kept before the store is read again (default 5s; 0 turns the cache off).
func tokenCacheTTL() (time.Duration, bool, error) {
	s := os.Getenv("ROADCASE_TOKEN_CACHE_TTL")
	if s == "" {
		return 0, false, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || d > maxTokenCacheTTL {
		return 0, false, usageError("ROADCASE_TOKEN_CACHE_TTL must be a duration from 0 (no cache) to %s, got %q", maxTokenCacheTTL, s)
	}
	return d, true, nil
}
