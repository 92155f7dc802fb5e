package metrics

import "slices"

// The limits a rejection is counted under, the values of the limit label.
const (
	// LimitToken is the limit on one bearer token's requests.
	LimitToken = "token"
	// LimitOrg is the limit on one organization's requests, all tokens together.
	LimitOrg = "org"
	// LimitAddress is the limit on one client address, before authentication.
	LimitAddress = "address"
)

// rateLimits lists the limit label's values; any other is counted as "other".
var rateLimits = []string{LimitToken, LimitOrg, LimitAddress}

// RateLimited counts one request refused by the rate limit named limit
// (LimitToken, LimitOrg or LimitAddress). A rate limiter calls it through an
// interface of its own, such as interface{ RateLimited(limit string) }.
func (r *Registry) RateLimited(limit string) {
	if !slices.Contains(rateLimits, limit) {
		limit = "other"
	}
	r.limited.WithLabelValues(limit).Inc()
}
