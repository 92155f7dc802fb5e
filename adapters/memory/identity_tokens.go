package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// PutMembership creates or replaces the membership of m.UserID in m.OrgID; a
// replacement changes the role and keeps the original creation time. KindNotFound
// if the organization or the user does not exist.
func (s *IdentityStore) PutMembership(ctx context.Context, m identity.Membership) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[m.OrgID]; !ok {
		return kernel.NotFound("organization")
	}
	if _, ok := st.users[m.UserID]; !ok {
		return kernel.NotFound("user")
	}
	k := memberKey{m.OrgID, m.UserID}
	if old, ok := st.members[k]; ok {
		m.CreatedAt = old.CreatedAt
	}
	m.CreatedAt = identityTime(m.CreatedAt)
	st.members[k] = m
	return nil
}

// FindMembership returns a user's membership in an organization. KindNotFound if
// the user is not a member.
func (s *IdentityStore) FindMembership(ctx context.Context, org, user kernel.ID) (identity.Membership, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	m, ok := st.members[memberKey{org, user}]
	if !ok {
		return identity.Membership{}, kernel.NotFound("membership")
	}
	return m, nil
}

// CreateToken stores t. KindConflict if the id or hash exists; KindInvalid if its
// organization or user does not exist (as the SQL store's foreign keys do).
func (s *IdentityStore) CreateToken(ctx context.Context, t identity.Token) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	for _, x := range st.tokens {
		if x.ID == t.ID || x.Hash == t.Hash {
			return kernel.Conflict("a token with this id or hash already exists")
		}
	}
	_, orgOK := st.orgs[t.OrgID]
	_, userOK := st.users[t.UserID]
	if !orgOK || !userOK {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	t.Scopes = slices.Clone(t.Scopes)
	t.CreatedAt, t.ExpiresAt = identityTime(t.CreatedAt), identityTime(t.ExpiresAt)
	t.RevokedAt, t.LastUsedAt = identityTimePtr(t.RevokedAt), identityTimePtr(t.LastUsedAt)
	st.tokens[t.ID] = t
	return nil
}

// FindTokenByHash returns the token whose secret hashes to hash. KindNotFound if
// there is none.
func (s *IdentityStore) FindTokenByHash(ctx context.Context, hash string) (identity.Token, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	for _, t := range st.tokens {
		if t.Hash == hash {
			return clone(t), nil
		}
	}
	return identity.Token{}, kernel.NotFound("token")
}

// FindTokenHashes returns the hashes of the tokens created at or after since.
func (s *IdentityStore) FindTokenHashes(ctx context.Context, since time.Time) ([]string, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	hashes := []string{}
	for _, t := range st.tokens {
		if !t.CreatedAt.Before(since) {
			hashes = append(hashes, t.Hash)
		}
	}
	return hashes, nil
}

// FindTokens returns a user's tokens in an organization, newest first (ties by id,
// descending, as the SQL store orders them).
func (s *IdentityStore) FindTokens(ctx context.Context, org, user kernel.ID) ([]identity.Token, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	out := []identity.Token{}
	for _, t := range st.tokens {
		if t.OrgID == org && t.UserID == user {
			out = append(out, clone(t))
		}
	}
	slices.SortFunc(out, func(a, b identity.Token) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	return out, nil
}

// RevokeToken marks a token of org revoked at the given time, keeping the first
// revocation time. KindNotFound if org has no such token.
func (s *IdentityStore) RevokeToken(ctx context.Context, org, id kernel.ID, at time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	t, ok := st.tokens[id]
	if !ok || t.OrgID != org {
		return kernel.NotFound("token")
	}
	if t.RevokedAt == nil {
		t.RevokedAt = identityTimePtr(&at)
		st.tokens[id] = t
	}
	return nil
}

// TouchToken records that a token was used at the given time. KindNotFound if there
// is no such token.
func (s *IdentityStore) TouchToken(ctx context.Context, id kernel.ID, at time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	t, ok := st.tokens[id]
	if !ok {
		return kernel.NotFound("token")
	}
	t.LastUsedAt = identityTimePtr(&at)
	st.tokens[id] = t
	return nil
}

// clone copies t so that callers cannot change the stored scopes or times.
func clone(t identity.Token) identity.Token {
	t.Scopes = slices.Clone(t.Scopes)
	t.RevokedAt, t.LastUsedAt = identityTimePtr(t.RevokedAt), identityTimePtr(t.LastUsedAt)
	return t
}
