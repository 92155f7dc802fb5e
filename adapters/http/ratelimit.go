package http

import (
	"fmt"
	"log/slog"
	"math"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// RateLimits are the quotas the API enforces through Deps.RateLimiter. A zero
// RateLimit turns its policy off.
type RateLimits struct {
	// Token is each personal access token's quota.
	Token ports.RateLimit
	// Org is each organization's quota, all of its tokens together.
	Org ports.RateLimit
	// Address is each client address's quota for requests without a valid
	// token: every failed authentication and every request to a public route or
	// to no route spends from it. An address that has spent it is refused before
	// its token is looked up, so guessing tokens costs the service next to
	// nothing.
	Address ports.RateLimit
}

// RateLimitObserver is told of every request a quota refuses, by the name of
// its policy: "token", "org" or "address".
type RateLimitObserver interface {
	RateLimited(policy string)
}

// The policy names the RateLimit-Policy and RateLimit fields carry.
const (
	policyToken   = "token"
	policyOrg     = "org"
	policyAddress = "address"
)

// quota is one policy applied to one request: its name, its limit and the key
// the request counts under.
type quota struct {
	name  string
	limit ports.RateLimit
	key   string
}

// limitCaller spends a unit of the authenticated caller's token quota, then of
// its organization's; a refusal of either answers 429. A request the org quota
// refuses has still spent a unit of its token's.
func (s *Server) limitCaller(c *Context) {
	p := PrincipalFrom(c)
	if s.spend(c, s.tokenQuota(p), s.orgQuota(p)) {
		c.Next()
	}
}

// limitAnonymous spends a unit of the client address's quota for a request
// served without authentication (a public route, or no route).
func (s *Server) limitAnonymous(c *Context) {
	if s.spend(c, s.addressQuota(c)) {
		c.Next()
	}
}

func (s *Server) tokenQuota(p identity.Principal) quota {
	return quota{name: policyToken, limit: s.cfg.RateLimits.Token, key: "token:" + p.TokenID.String()}
}

func (s *Server) orgQuota(p identity.Principal) quota {
	return quota{name: policyOrg, limit: s.cfg.RateLimits.Org, key: "org:" + p.OrgID.String()}
}

// spend spends a unit of each quota in order until one refuses, and sets the
// RateLimit-Policy and RateLimit fields of the quotas it spent from. On a
// refusal it answers 429 with Retry-After and returns false.
//
// A limiter that fails lets the request through without fields, and the
// failure is logged: the quotas protect the service, and a broken counter
// store must not take the API down with it.
func (s *Server) spend(c *Context, quotas ...quota) bool {
	var fields rateFields
	for _, q := range quotas {
		if q.limit.Off() {
			continue
		}
		d, err := s.deps.RateLimiter.Allow(c.Request.Context(), q.key, q.limit)
		if err != nil {
			s.limiterFailed(c, q, err)
			return true
		}
		fields.add(q, d)
		if !d.Allowed {
			s.refuse(c, q, d, fields)
			return false
		}
	}
	fields.set(c)
	return true
}

// refuse answers 429 for quota q, with the fields collected so far and the
// Retry-After of decision d, and tells the observer.
func (s *Server) refuse(c *Context, q quota, d ports.RateDecision, fields rateFields) {
	if s.cfg.RateLimitObserver != nil {
		s.cfg.RateLimitObserver.RateLimited(q.name)
	}
	fields.set(c)
	retry := max(d.RetryAfter, time.Second)
	s.respondError(c, kernel.TooMany("rate_limited", refusalDetail(q, retry), retry))
}

// limiterFailed logs a limiter's failure for quota q.
func (s *Server) limiterFailed(c *Context, q quota, err error) {
	s.logCause(c, slog.LevelWarn, fmt.Errorf("rate limit %s not checked: %w", q.name, err))
}

// refusalDetail says which quota is spent and when to retry.
func refusalDetail(q quota, retry time.Duration) string {
	whose := map[string]string{policyToken: "this token's", policyOrg: "the organization's",
		policyAddress: "this client address's (failed authentications and unauthenticated requests)"}[q.name]
	return fmt.Sprintf("%s quota of %d requests per %d seconds is spent; retry after %d seconds",
		whose, q.limit.Quota, windowSeconds(q.limit), int(math.Ceil(retry.Seconds())))
}
