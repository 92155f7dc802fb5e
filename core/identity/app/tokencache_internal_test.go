package app

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

var cacheT0 = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

func cacheToken() identity.Token {
	return identity.Token{ID: kernel.NewID(), ExpiresAt: cacheT0.Add(time.Hour)}
}

func TestTheTokenCacheNeverHoldsMoreThanItsSize(t *testing.T) {
	t.Parallel()
	var c tokenCache
	c.configure(time.Minute, 16)
	for i := range 1000 {
		c.put(kernel.NewID().String(), cacheToken(), cacheT0.Add(time.Duration(i)*time.Millisecond), c.generation())
		if len(c.entries) > 16 {
			t.Fatalf("after %d puts the cache holds %d entries, more than 16", i+1, len(c.entries))
		}
	}
	// Entries that are due go first: a full cache of stale entries keeps the new one.
	c.put("fresh", cacheToken(), cacheT0.Add(2*time.Minute), c.generation())
	if _, ok := c.get("fresh", cacheT0.Add(2*time.Minute)); !ok || len(c.entries) != 1 {
		t.Errorf("after the TTL a put left %d entries, want only the fresh one", len(c.entries))
	}
}

func TestALookupThatStartedBeforeAClearingIsNotKept(t *testing.T) {
	t.Parallel()
	var c tokenCache
	c.configure(time.Minute, 16)
	gen := c.generation() // a lookup starts and reads the store...
	c.clear()             // ...while the token is revoked through the service
	c.put("h", cacheToken(), cacheT0, gen)
	if _, ok := c.get("h", cacheT0); ok {
		t.Error("what the lookup read before the clearing was kept")
	}
}

func TestAnEntryLastsUntilTheTTLOrTheTokensExpiry(t *testing.T) {
	t.Parallel()
	var c tokenCache
	c.configure(time.Minute, 16)
	long, short := cacheToken(), cacheToken()
	short.ExpiresAt = cacheT0.Add(time.Second)
	c.put("long", long, cacheT0, c.generation())
	c.put("short", short, cacheT0, c.generation())
	for _, tt := range []struct {
		key  string
		at   time.Duration
		kept bool
	}{
		{"long", time.Minute - time.Microsecond, true},
		{"long", time.Minute, false},
		{"short", time.Second - time.Microsecond, true},
		{"short", time.Second, false},
	} {
		if _, ok := c.get(tt.key, cacheT0.Add(tt.at)); ok != tt.kept {
			t.Errorf("%s at +%s: kept = %v, want %v", tt.key, tt.at, ok, tt.kept)
		}
	}
}
