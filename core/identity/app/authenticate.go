package app

import (
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// Authenticate resolves a bearer secret into the caller. A secret that does not have
// the token format (prefix, length, alphabet, checksum) is refused without asking
// the store. KindUnauthenticated with code "invalid_token" for a malformed, unknown,
// expired or revoked token, the message saying which; a store error of the lookup
// is returned as it is. A usable token is kept for a few seconds (see CacheTokens),
// so a revocation made elsewhere is seen within that time, and an expiry at once.
// The token's last use is written at most once a minute, in the background: a
// failure to write it never fails the request (see ReportTouchFailures).
func (s *Service) Authenticate(ctx context.Context, secret string) (identity.Principal, error) {
	if !identity.CheckSecretFormat(secret) {
		return identity.Principal{}, invalidToken("the token is malformed")
	}
	t, err := s.findToken(ctx, secret)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return identity.Principal{}, invalidToken("the token is not known")
	}
	if err != nil {
		return identity.Principal{}, err
	}
	now := s.now()
	switch {
	case t.RevokedAt != nil:
		return identity.Principal{}, invalidToken("the token has been revoked")
	case !now.Before(t.ExpiresAt):
		return identity.Principal{}, invalidToken("the token has expired")
	}
	if s.touched.due(t.ID, t.LastUsedAt, now) {
		s.touchLater(ctx, t.ID, now)
	}
	return identity.Principal{OrgID: t.OrgID, UserID: t.UserID, TokenID: t.ID, Scopes: slices.Clone(t.Scopes)}, nil
}

// findToken returns the token whose secret is secret, from the cache when it holds
// it, else from the store, keeping it when it is usable. KindNotFound if there is
// none; a store error as it is.
func (s *Service) findToken(ctx context.Context, secret string) (identity.Token, error) {
	hash, now := identity.HashSecret(secret), s.now()
	if t, ok := s.tokens.get(hash, now); ok {
		return t, nil // kept under exactly this hash, after the check below
	}
	gen := s.tokens.generation()
	t, err := s.store.FindTokenByHash(ctx, hash)
	if err != nil {
		return t, err
	}
	if !kernel.SecretMatches(secret, t.Hash) {
		// The store looked the hash up; checking it here as well, in constant
		// time, keeps a store that matched loosely from admitting anyone.
		return identity.Token{}, kernel.NotFound("token")
	}
	if t.Usable(now) {
		s.tokens.put(hash, t, now, gen)
	}
	return t, nil
}

// CacheTokens sets how long Authenticate keeps a usable token before reading it
// from the store again, and how many it keeps (zero or less: the default size).
// A ttl of zero or less turns the cache off. The ttl bounds how long a token
// revoked, replaced or ended with its member's membership by another process
// (the command line, another replica) still authenticates here; changes made
// through this Service take effect at once, and an expiry always does. The
// defaults are DefaultTokenCacheTTL and DefaultTokenCacheSize.
func (s *Service) CacheTokens(ttl time.Duration, size int) {
	if size <= 0 {
		size = DefaultTokenCacheSize
	}
	s.tokens.configure(ttl, size)
}

// CurrentRole reads the caller's membership now, without caching, so that a demoted
// or removed member loses rights at once. KindForbidden with code "not_a_member" if
// the user is no longer a member of the token's organization.
func (s *Service) CurrentRole(ctx context.Context, p identity.Principal) (identity.Role, error) {
	m, err := s.store.FindMembership(ctx, p.OrgID, p.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return "", kernel.Forbidden("not_a_member", "the token's user is no longer a member of its organization")
	}
	if err != nil {
		return "", err
	}
	return m.Role, nil
}

func invalidToken(message string) error {
	return kernel.Unauthenticated("invalid_token", message)
}
