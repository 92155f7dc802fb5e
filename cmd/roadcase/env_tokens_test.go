package main

import "testing"

// TestTokenCacheTTL checks ROADCASE_TOKEN_CACHE_TTL: from 0 (off) to a minute.
func TestTokenCacheTTL(t *testing.T) {
	for _, c := range []struct {
		value string
		ok    bool
	}{{"", true}, {"0", true}, {"2s", true}, {"1m", true}, {"2m", false}, {"-1s", false}, {"soon", false}} {
		t.Setenv("ROADCASE_TOKEN_CACHE_TTL", c.value)
		if _, _, err := tokenCacheTTL(); (err == nil) != c.ok {
			t.Errorf("ROADCASE_TOKEN_CACHE_TTL=%q: err %v, want ok %v", c.value, err, c.ok)
		}
	}
}
