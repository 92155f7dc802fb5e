package http

import (
	"context"
)

// addressHeldKey marks a request that holds a unit of its address's quota for
// its token's lookup (see admitAddress).
type addressHeldKey struct{}

// addressScreenedKey marks a request whose address had spent its quota and
// whose token passed the screen (tokenMayBeIssued): a failure spends nothing
// more, the quota being spent already.
type addressScreenedKey struct{}

func (s *Server) addressQuota(c *Context) quota {
	return quota{name: policyAddress, limit: s.cfg.RateLimits.Address, key: "address:" + s.clientAddress(c)}
}

// admitAddress decides, before a token is looked up, whether the client
// address may have it looked up, from the address's quota, which failed
// authentications spend:
//
//   - a spent quota is refused with 429, for the price of reading a counter,
//     unless the token may be one that was issued (tokenMayBeIssued, no
//     lookup of the secret): a valid token is never refused because others
//     behind the same address (a shared NAT) sent bad ones;
//   - a whole one (no failure lately, the usual case) spends nothing: only a
//     failure will (failedAuth);
//   - one partly spent holds a unit for the lookup and gives it back if the
//     token is good (addressAuthenticated), so that concurrent guesses cannot
//     all pass on the last unit: under attack, exactly one lookup passes per
//     unit that comes back.
//
// It returns false once it has answered.
func (s *Server) admitAddress(c *Context) bool {
	if s.deps.RateLimiter == nil {
		return true
	}
	q := s.addressQuota(c)
	if q.limit.Off() {
		return true
	}
	d, err := s.deps.RateLimiter.Peek(c.Request.Context(), q.key, q.limit)
	switch {
	case err != nil:
		s.limiterFailed(c, q, err)
		return true
	case d.Remaining == 0:
		if s.tokenMayBeIssued(c) {
			c.Set(addressScreenedKey{}, true)
			return true
		}
		var fields rateFields
		fields.add(q, d)
		s.refuse(c, q, d, fields)
		return false
	case d.Remaining < q.limit.Quota:
		if !s.spend(c, q) {
			return false
		}
		c.Set(addressHeldKey{}, true)
	}
	return true
}

// TokenScreen is what an Authenticator may also do: tell, without looking the
// secret up, whether it may be a token that was issued (app.Service.MayBeIssued).
type TokenScreen interface {
	MayBeIssued(ctx context.Context, secret string) (bool, error)
}

// tokenMayBeIssued reports whether the request's bearer secret may be a token
// that was issued, by Deps.Auth's TokenScreen; false without one, or when the
// screen fails (the address's quota then stands, as before).
func (s *Server) tokenMayBeIssued(c *Context) bool {
	screen, ok := s.deps.Auth.(TokenScreen)
	if !ok {
		return false
	}
	secret, err := bearerSecret(c.Request.Header)
	if err != nil {
		return false
	}
	may, err := screen.MayBeIssued(c.Request.Context(), secret)
	return err == nil && may
}

// failedAuth spends a unit of the client address's quota for a failed
// authentication, unless the request holds one already; the 401 that follows
// carries the address's fields.
func (s *Server) failedAuth(c *Context) {
	if s.deps.RateLimiter != nil && !c.GetBool(addressHeldKey{}) && !c.GetBool(addressScreenedKey{}) {
		s.spend(c, s.addressQuota(c))
	}
}

// addressAuthenticated gives back the unit a request held for a token that
// turned out good, and drops the address's fields from its answer: a good
// token's answer describes its own quotas.
func (s *Server) addressAuthenticated(c *Context) {
	if !c.GetBool(addressHeldKey{}) {
		return
	}
	q := s.addressQuota(c)
	if err := s.deps.RateLimiter.Refund(c.Request.Context(), q.key, q.limit); err != nil {
		s.limiterFailed(c, q, err)
	}
	c.Writer.Header().Del(HeaderRateLimitPolicy)
	c.Writer.Header().Del(HeaderRateLimit)
}

// clientAddress is the address a request's address quota counts under: the
// client's IP as Config.ClientAddresses tells it (the peer's, or behind a
// trusted proxy the address it forwarded; the router reads no forwarding
// header), and for IPv6 its /64
// (clientaddr.Resolver.Subscriber).
func (s *Server) clientAddress(c *Context) string {
	return s.cfg.ClientAddresses.Subscriber(c.Request)
}
