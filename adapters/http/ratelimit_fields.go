package http

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// The rate-limit fields of draft-ietf-httpapi-ratelimit-headers-11 (May 2026),
// on every answer of the API while a RateLimiter is configured:
//
//	RateLimit-Policy: "token";q=600;w=60, "org";q=3000;w=60
//	RateLimit: "token";r=599;t=1, "org";r=2999;t=1
//
// RateLimit-Policy lists the quotas the request spent from (q requests per w
// seconds). RateLimit gives, for each, r, the requests that could be sent at
// once now, and t, the seconds until the quota is whole again, or, when r is
// 0, until the next request is allowed (the same as Retry-After on a 429, which
// the draft asks to be no earlier than the end of t). No partition key (pk) is
// sent: the keys are token and organization ids, which the caller knows.
const (
	HeaderRateLimit       = "RateLimit"
	HeaderRateLimitPolicy = "RateLimit-Policy"
)

// rateFields collects the items of the two fields for one answer.
type rateFields struct {
	policies, limits []string
}

// add appends the items of quota q after decision d.
func (f *rateFields) add(q quota, d ports.RateDecision) {
	name := strconv.Quote(q.name) // a String item: the names are plain ASCII
	f.policies = append(f.policies,
		name+";q="+strconv.Itoa(q.limit.Quota)+";w="+strconv.Itoa(windowSeconds(q.limit)))
	wait := d.ResetAfter
	if d.Remaining == 0 {
		wait = d.RetryAfter
	}
	f.limits = append(f.limits,
		name+";r="+strconv.Itoa(d.Remaining)+";t="+strconv.Itoa(ceilSeconds(wait)))
}

// set writes the fields on the answer, replacing any set before.
func (f rateFields) set(c *Context) {
	if len(f.policies) == 0 {
		return
	}
	c.Header(HeaderRateLimitPolicy, strings.Join(f.policies, ", "))
	c.Header(HeaderRateLimit, strings.Join(f.limits, ", "))
}

// windowSeconds is the limit's window in whole seconds, at least 1 (the draft's
// w is a positive integer).
func windowSeconds(l ports.RateLimit) int { return max(ceilSeconds(l.Window), 1) }

func ceilSeconds(d time.Duration) int { return int(math.Ceil(max(d, 0).Seconds())) }
