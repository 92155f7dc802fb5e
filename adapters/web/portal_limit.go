package web

import (
	"container/list"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/roadcase/roadcase/core/kernel"
)

// The portal's rate limits: token buckets that refill evenly over a minute, one
// per portal link and one per client address, each allowing a minute's worth
// at once. The counters live in this process only (docs/operations.md, "Several replicas"): several replicas
// each allow this much, which still bounds guessing by many orders of
// magnitude below a token's entropy.
const (
	portalPerToken   = 60  // requests a minute through one link
	portalPerAddress = 300 // requests a minute from one address (an IPv6 /64)
	// portalLimitKeys bounds how many links and addresses are remembered; the
	// least recently seen is forgotten first (and starts afresh if it returns).
	portalLimitKeys = 10000
)

// portalLimits are the portal's limiters, by link and by address.
type portalLimits struct {
	clock  kernel.Clock
	mu     sync.Mutex
	tokens *limiterLRU
	addrs  *limiterLRU
}

func newPortalLimits(clock kernel.Clock) *portalLimits {
	return &portalLimits{clock: clock,
		tokens: newLimiterLRU(portalLimitKeys, portalPerToken, time.Minute),
		addrs:  newLimiterLRU(portalLimitKeys, portalPerAddress, time.Minute)}
}

// take counts one request through token ("" for a path without one) from
// addr. It returns zero when the request may go on, else how long to wait.
func (l *portalLimits) take(token, addr string) time.Duration {
	now := l.clock.Now()
	l.mu.Lock()
	byAddr := l.addrs.get(addr)
	var byToken *rate.Limiter
	if token != "" {
		byToken = l.tokens.get(tokenKey(token))
	}
	l.mu.Unlock()

	ra := byAddr.ReserveN(now, 1)
	if wait := ra.DelayFrom(now); wait > 0 {
		ra.CancelAt(now)
		return wait
	}
	if byToken != nil {
		rt := byToken.ReserveN(now, 1)
		if wait := rt.DelayFrom(now); wait > 0 {
			rt.CancelAt(now)
			ra.CancelAt(now) // a refused request costs its address nothing
			return wait
		}
	}
	return 0
}

// tokenKey is what the limiter remembers of a portal token: a hash, so that
// the process's memory holds no credential longer than a request.
func tokenKey(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:16])
}

// addressKey is the address a client is limited by: its IP, or for IPv6 its
// /64 (clientaddr.Resolver.Subscriber).
func (s *Server) addressKey(r *http.Request) string {
	return s.cfg.ClientAddresses.Subscriber(r)
}

// limitLinks answers 429, with Retry-After, a request over either of l's
// limits: the one of the link tokenOf finds in its path, or its address's.
func (s *Server) limitLinks(l *portalLimits, tokenOf func(path string) string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if wait := l.take(tokenOf(r.URL.Path), s.addressKey(r)); wait > 0 {
			setRetryAfter(w, wait)
			s.page(w, r, http.StatusTooManyRequests, "problem", problemPage("Too many requests",
				"This page was asked for too often in a short time. "+waitSentence(wait)))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// limiterLRU keeps a limiter per key, forgetting the least recently used one
// beyond its capacity. Its caller holds the lock.
type limiterLRU struct {
	capacity int
	limit    rate.Limit
	burst    int
	order    *list.List // of *limiterEntry, most recently used first
	entries  map[string]*list.Element
}

type limiterEntry struct {
	key     string
	limiter *rate.Limiter
}

// newLimiterLRU keeps up to capacity limiters, each allowing n requests per
// period, all of them at once.
func newLimiterLRU(capacity, n int, period time.Duration) *limiterLRU {
	return &limiterLRU{capacity: capacity, limit: rate.Every(period / time.Duration(n)), burst: n,
		order: list.New(), entries: map[string]*list.Element{}}
}

func (c *limiterLRU) get(key string) *rate.Limiter {
	if e, ok := c.entries[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*limiterEntry).limiter
	}
	if c.order.Len() >= c.capacity {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.entries, oldest.Value.(*limiterEntry).key)
	}
	lim := rate.NewLimiter(c.limit, c.burst)
	c.entries[key] = c.order.PushFront(&limiterEntry{key: key, limiter: lim})
	return lim
}
