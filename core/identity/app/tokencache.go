package app

import (
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/identity"
)

// The token cache's defaults (see Service.CacheTokens).
const (
	// DefaultTokenCacheTTL is how long a verified token is kept: the longest a
	// revocation made elsewhere (another process, another replica) takes to be
	// seen by this process.
	DefaultTokenCacheTTL = 5 * time.Second
	// DefaultTokenCacheSize is how many tokens the cache holds at most.
	DefaultTokenCacheSize = 10_000
)

// tokenCache keeps the tokens Authenticate found usable, under the hash of their
// secret, so that a burst of requests with one token reads the store once per ttl.
// An entry is the token as the store returned it; Authenticate still checks it
// against the clock at every use, so an entry never outlives the token's expiry.
//
// Only usable tokens are kept. Unknown, revoked and expired ones are not (no
// negative caching): a known-bad token is rare among honest clients, who stop
// after a 401, and the secrets tried by someone guessing are each new, so an entry
// for them would never be read again, while letting anyone with a forged
// well-formed secret fill the cache and push out the tokens in use. Guessing is
// answered by the secrets' 178 random bits, not by the cache.
//
// Changes made through this process's Service (a revocation, a replacement, a
// removed member) clear the cache; a generation number keeps a lookup that
// started before the clearing from putting back what it read.
type tokenCache struct {
	mu      sync.RWMutex
	ttl     time.Duration // zero or less: nothing is kept
	size    int
	gen     uint64
	entries map[string]cachedToken
}

// cachedToken is a token and the time it must be read again from the store.
type cachedToken struct {
	token identity.Token
	until time.Time
}

// get returns the token kept under hash, unless there is none or it is due to be
// read again at now.
func (c *tokenCache) get(hash string, now time.Time) (identity.Token, bool) {
	c.mu.RLock()
	e, ok := c.entries[hash]
	c.mu.RUnlock()
	if !ok || !now.Before(e.until) {
		return identity.Token{}, false
	}
	return e.token, true
}

// generation returns the number put needs to tell whether the cache was cleared
// since.
func (c *tokenCache) generation() uint64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.gen
}

// put keeps t, read from the store at now, under hash until the ttl has passed or
// the token expires, whichever comes first; nothing if the cache was cleared since
// generation gen was read. A full cache first forgets entries that are due, and if
// none is, an eighth of its entries.
func (c *tokenCache) put(hash string, t identity.Token, now time.Time, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ttl <= 0 || c.gen != gen {
		return
	}
	if c.entries == nil {
		c.entries = make(map[string]cachedToken)
	}
	if _, ok := c.entries[hash]; !ok && len(c.entries) >= c.size {
		c.evict(now)
	}
	until := now.Add(c.ttl)
	if t.ExpiresAt.Before(until) {
		until = t.ExpiresAt
	}
	c.entries[hash] = cachedToken{token: t, until: until}
}

// evict makes room; the caller holds the lock.
func (c *tokenCache) evict(now time.Time) {
	for k, e := range c.entries {
		if !now.Before(e.until) {
			delete(c.entries, k)
		}
	}
	for k := range c.entries { // map order: arbitrary entries go
		if len(c.entries) < c.size-c.size/8 {
			break
		}
		delete(c.entries, k)
	}
}

// clear forgets every entry and starts a new generation.
func (c *tokenCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.entries)
}

// configure sets the lifetime and the size, and clears the cache.
func (c *tokenCache) configure(ttl time.Duration, size int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ttl, c.size = ttl, max(size, 1)
	c.gen++
	clear(c.entries)
}
