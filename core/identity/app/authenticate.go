package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// Authenticate resolves a bearer secret into the caller. A secret that does not have
// the token format (prefix, length, alphabet, checksum) is refused without asking
// the store. KindUnauthenticated with code "invalid_token" for a malformed, unknown,
// expired or revoked token, the message saying which; a store error of the lookup
// is returned as it is. The token's last use is written at most once a minute, in
// the background: a failure to write it never fails the request (see
// ReportTouchFailures).
func (s *Service) Authenticate(ctx context.Context, secret string) (identity.Principal, error) {
	if !identity.CheckSecretFormat(secret) {
		return identity.Principal{}, invalidToken("the token is malformed")
	}
	t, err := s.store.FindTokenByHash(ctx, identity.HashSecret(secret))
	if kernel.IsKind(err, kernel.KindNotFound) {
		return identity.Principal{}, invalidToken("the token is not known")
	}
	if err != nil {
		return identity.Principal{}, err
	}
	if !kernel.SecretMatches(secret, t.Hash) {
		// The store looked the hash up; checking it here as well, in constant
		// time, keeps a store that matched loosely from admitting anyone.
		return identity.Principal{}, invalidToken("the token is not known")
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
	return identity.Principal{OrgID: t.OrgID, UserID: t.UserID, TokenID: t.ID, Scopes: t.Scopes}, nil
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
