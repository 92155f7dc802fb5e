package http

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// fakeLimiter is a ports.RateLimiter that counts units spent per key without a
// clock (nothing comes back), records every call and can be made to fail.
type fakeLimiter struct {
	mu    sync.Mutex
	spent map[string]int
	calls []string // "allow <key>" or "peek <key>"
	err   error
}

func newFakeLimiter() *fakeLimiter { return &fakeLimiter{spent: map[string]int{}} }

func (f *fakeLimiter) Allow(_ context.Context, key string, l ports.RateLimit) (ports.RateDecision, error) {
	return f.decide("allow", key, l)
}

func (f *fakeLimiter) Peek(_ context.Context, key string, l ports.RateLimit) (ports.RateDecision, error) {
	return f.decide("peek", key, l)
}

func (f *fakeLimiter) Refund(_ context.Context, key string, _ ports.RateLimit) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, "refund "+key)
	if f.err != nil {
		return f.err
	}
	f.spent[key] = max(f.spent[key]-1, 0)
	return nil
}

// spentOf returns the units spent under key.
func (f *fakeLimiter) spentOf(key string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.spent[key]
}

func (f *fakeLimiter) decide(call, key string, l ports.RateLimit) (ports.RateDecision, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, call+" "+key)
	if f.err != nil {
		return ports.RateDecision{}, f.err
	}
	allowed := call == "peek" || f.spent[key] < l.Quota
	if call == "allow" && allowed {
		f.spent[key]++
	}
	left := l.Quota - f.spent[key]
	d := ports.RateDecision{Allowed: allowed, Remaining: left,
		ResetAfter: time.Duration(f.spent[key]) * l.Interval()}
	if left == 0 {
		d.RetryAfter = l.Interval()
	}
	return d, nil
}

// callLog returns the calls made so far.
func (f *fakeLimiter) callLog() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.calls...)
}

// countingAuth is an Authenticator that counts the lookups it is asked for.
type countingAuth struct {
	*fakeAuth
	mu      sync.Mutex
	lookups int
}

// lookupCount returns the lookups made so far.
func (a *countingAuth) lookupCount() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.lookups
}

func (a *countingAuth) Authenticate(ctx context.Context, secret string) (identity.Principal, error) {
	a.mu.Lock()
	a.lookups++
	a.mu.Unlock()
	return a.fakeAuth.Authenticate(ctx, secret)
}

// MayBeIssued screens secret as app.Service does, without a lookup: only the
// secrets the fake minted may be issued. It counts as no lookup.
func (a *countingAuth) MayBeIssued(_ context.Context, secret string) (bool, error) {
	a.fakeAuth.mu.Lock()
	defer a.fakeAuth.mu.Unlock()
	_, ok := a.fakeAuth.tokens[secret]
	return ok, nil
}

// refusals is a RateLimitObserver that counts refusals by policy.
type refusals struct {
	mu sync.Mutex
	by map[string]int
}

func (r *refusals) RateLimited(policy string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.by[policy]++
}

func (r *refusals) count(policy string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.by[policy]
}

// newLimitedServer is a test server with the test routes, limits and lim; opts
// may hold a *refusals that counts its refusals and a clientaddr.Resolver.
func newLimitedServer(t *testing.T, limits RateLimits, lim ports.RateLimiter, opts ...any) (*testServer, *countingAuth) {
	t.Helper()
	logs := &syncBuffer{}
	auth := &countingAuth{fakeAuth: newFakeAuth()}
	cfg := Config{RateLimits: limits, Logger: slog.New(slog.NewJSONHandler(logs, nil))}
	for _, o := range opts {
		switch o := o.(type) {
		case *refusals:
			cfg.RateLimitObserver = o
		case clientaddr.Resolver:
			cfg.ClientAddresses = o
		}
	}
	s := newServer(cfg, Deps{Auth: auth, RateLimiter: lim})
	s.mount(s.metaRoutes())
	s.mount(testRoutes(s))
	return &testServer{Server: s, auth: auth.fakeAuth, logs: logs}, auth
}

// mintIn registers a token of an existing organization and returns its secret.
func (a *fakeAuth) mintIn(org kernel.ID, scopes ...identity.Scope) string {
	a.mu.Lock()
	defer a.mu.Unlock()
	secret := identity.NewSecret()
	p := identity.Principal{OrgID: org, UserID: kernel.NewID(), TokenID: kernel.NewID(), Scopes: scopes}
	a.tokens[secret] = fakeToken{principal: p}
	a.roles[p.UserID] = identity.RoleMember
	return secret
}
