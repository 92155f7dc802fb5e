package web

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// orgUser resolves a slug and an e-mail as the token use cases do.
func (p *platform) orgUser(slug, email string) (identity.Organization, *fakeUser, error) {
	for _, o := range p.orgs {
		if o.Slug != slug {
			continue
		}
		u := p.userByEmail(email)
		if u == nil {
			return o, nil, kernel.NotFound("user")
		}
		if _, ok := p.members[o.ID][u.user.ID]; !ok {
			return o, nil, kernel.NotFound("membership")
		}
		return o, u, nil
	}
	return identity.Organization{}, nil, kernel.NotFound("organization")
}

// MintToken validates as the real use case does (identity.ParseScopes) and
// records a mint only when it succeeds.
func (p *platform) MintToken(ctx context.Context, in identity.MintInput) (string, identity.Token, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	scopes, err := identity.ParseScopes(in.Scopes)
	if err != nil {
		return "", identity.Token{}, err
	}
	if in.ExpiresIn < 0 || in.ExpiresIn > identity.MaxTokenLifetime {
		return "", identity.Token{}, kernel.InvalidField("/expires_in", "invalid_expires_in", "expires_in is out of range")
	}
	o, u, err := p.orgUser(in.OrgSlug, in.Email)
	if err != nil {
		return "", identity.Token{}, err
	}
	name := in.Name
	if name == "" {
		name = "token"
	}
	secret, now := identity.NewSecret(), p.clock.Now()
	t := identity.Token{ID: kernel.NewID(), OrgID: o.ID, UserID: u.user.ID, Name: name, Scopes: scopes,
		Hash: identity.HashSecret(secret), Hint: identity.SecretHint(secret), CreatedAt: now, ExpiresAt: now.Add(in.ExpiresIn)}
	p.tokens = append([]identity.Token{t}, p.tokens...)
	p.mints++
	return secret, t, nil
}

func (p *platform) ReplaceToken(ctx context.Context, in identity.MintInput) (string, identity.Token, error) {
	return p.MintToken(ctx, in)
}

func (p *platform) ListTokens(ctx context.Context, orgSlug, email string) ([]identity.Token, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	o, u, err := p.orgUser(orgSlug, email)
	if err != nil {
		return nil, err
	}
	var out []identity.Token
	for _, t := range p.tokens {
		if t.OrgID == o.ID && t.UserID == u.user.ID {
			out = append(out, t)
		}
	}
	return out, nil
}

func (p *platform) RevokeToken(ctx context.Context, orgSlug string, id kernel.ID) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, t := range p.tokens {
		if t.ID == id && p.orgs[t.OrgID].Slug == orgSlug {
			if t.RevokedAt == nil {
				at := p.clock.Now()
				p.tokens[i].RevokedAt = &at
			}
			return nil
		}
	}
	return kernel.NotFound("token")
}

// revoked reports whether the token with id is revoked.
func (p *platform) revoked(id kernel.ID) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, t := range p.tokens {
		if t.ID == id {
			return t.RevokedAt != nil
		}
	}
	return false
}

// addToken stores a token of a user for a test, as if minted elsewhere.
func (p *platform) addToken(org identity.Organization, u identity.User, name string) identity.Token {
	p.mu.Lock()
	defer p.mu.Unlock()
	secret, now := identity.NewSecret(), p.clock.Now()
	t := identity.Token{ID: kernel.NewID(), OrgID: org.ID, UserID: u.ID, Name: name,
		Scopes: []identity.Scope{identity.ScopeReportsRead}, Hash: identity.HashSecret(secret),
		Hint: identity.SecretHint(secret), CreatedAt: now, ExpiresAt: now.Add(30 * 24 * time.Hour)}
	p.tokens = append(p.tokens, t)
	return t
}
