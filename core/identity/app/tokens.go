package app

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// DefaultTokenName names a token minted without a name.
const DefaultTokenName = "token"

// maxTokenName is the longest token name accepted, in characters.
const maxTokenName = 100

// MintToken mints a personal access token for the user with in.Email in the
// organization with in.OrgSlug and returns its secret, which is shown once and
// never stored (the store keeps its hash and last four characters). KindInvalid for
// an unknown scope (the message names it and lists the valid ones), a lifetime out
// of range (pointer /expires_in) or a name too long; KindNotFound if the
// organization or the user does not exist or the user is not a member.
func (s *Service) MintToken(ctx context.Context, in identity.MintInput) (string, identity.Token, error) {
	scopes, err := identity.ParseScopes(in.Scopes)
	if err != nil {
		return "", identity.Token{}, err
	}
	lifetime, err := tokenLifetime(in.ExpiresIn)
	if err != nil {
		return "", identity.Token{}, err
	}
	name := strings.TrimSpace(in.Name)
	if name == "" {
		name = DefaultTokenName
	}
	if utf8.RuneCountInString(name) > maxTokenName {
		return "", identity.Token{}, kernel.InvalidField("/name", "too_long",
			fmt.Sprintf("name must be at most %d characters", maxTokenName)).WithCode("too_long")
	}
	o, u, err := s.findOrgUser(ctx, in.OrgSlug, in.Email)
	if err != nil {
		return "", identity.Token{}, err
	}
	if _, err := s.store.FindMembership(ctx, o.ID, u.ID); kernel.IsKind(err, kernel.KindNotFound) {
		return "", identity.Token{}, kernel.NotFound(fmt.Sprintf("membership of %q in %q", u.Email, o.Slug)).
			WithCode("not_a_member")
	} else if err != nil {
		return "", identity.Token{}, err
	}
	secret, now := identity.NewSecret(), s.now()
	t := identity.Token{ID: kernel.NewID(), OrgID: o.ID, UserID: u.ID, Name: name, Scopes: scopes,
		Hash: identity.HashSecret(secret), Hint: identity.SecretHint(secret),
		CreatedAt: now, ExpiresAt: now.Add(lifetime).Truncate(time.Microsecond)}
	if err := s.store.CreateToken(ctx, t); err != nil {
		return "", identity.Token{}, err
	}
	return secret, t, nil
}

func tokenLifetime(d time.Duration) (time.Duration, error) {
	switch {
	case d == 0:
		return identity.DefaultTokenLifetime, nil
	case d < 0 || d > identity.MaxTokenLifetime:
		return 0, kernel.InvalidField("/expires_in", "invalid_expires_in", fmt.Sprintf(
			"expires_in must be positive and at most %d days", identity.MaxTokenLifetime/(24*time.Hour))).WithCode("invalid_expires_in")
	}
	return d, nil
}

// ListTokens returns the tokens of the user with email in the organization with
// orgSlug, newest first, revoked and expired ones included. KindNotFound if the
// organization or the user does not exist.
func (s *Service) ListTokens(ctx context.Context, orgSlug, email string) ([]identity.Token, error) {
	o, u, err := s.findOrgUser(ctx, orgSlug, email)
	if err != nil {
		return nil, err
	}
	return s.store.FindTokens(ctx, o.ID, u.ID)
}

// RevokeToken revokes a token of the organization with orgSlug; revoking it again
// keeps the first revocation time. KindNotFound if the organization does not exist
// or has no such token.
func (s *Service) RevokeToken(ctx context.Context, orgSlug string, tokenID kernel.ID) error {
	o, err := s.store.FindOrganizationBySlug(ctx, orgSlug)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return kernel.NotFound(fmt.Sprintf("organization %q", orgSlug))
	}
	if err != nil {
		return err
	}
	defer s.tokens.clear()
	return s.store.RevokeToken(ctx, o.ID, tokenID, s.now())
}

// ReplaceToken mints a token as MintToken does and, in the same transaction,
// revokes the member's other live tokens of the same name in the organization: a
// token that is re-issued on every start (serve --demo) replaces its predecessor
// instead of piling up beside it.
func (s *Service) ReplaceToken(ctx context.Context, in identity.MintInput) (string, identity.Token, error) {
	var (
		secret string
		tok    identity.Token
	)
	defer s.tokens.clear()
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		if secret, tok, err = s.MintToken(ctx, in); err != nil {
			return err
		}
		old, err := s.store.FindTokens(ctx, tok.OrgID, tok.UserID)
		if err != nil {
			return err
		}
		for _, t := range old {
			if t.ID != tok.ID && t.Name == tok.Name && t.RevokedAt == nil {
				if err := s.store.RevokeToken(ctx, t.OrgID, t.ID, tok.CreatedAt); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return "", identity.Token{}, err
	}
	return secret, tok, nil
}
