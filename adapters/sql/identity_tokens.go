package sql

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// PutMembership creates or replaces the membership of m.UserID in m.OrgID; a
// replacement changes the role and keeps the original creation time. KindNotFound
// if the organization or the user does not exist.
func (s *IdentityStore) PutMembership(ctx context.Context, m identity.Membership) error {
	if _, err := s.FindOrganizationByID(ctx, m.OrgID); err != nil {
		return err
	}
	if _, err := s.FindUserByID(ctx, m.UserID); err != nil {
		return err
	}
	row := toMembershipRow(m)
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).
		On("CONFLICT (org_id, user_id) DO UPDATE").Set("role = EXCLUDED.role").Exec(ctx)
	if kernel.IsKind(TranslateError(err), kernel.KindInvalid) {
		// The organization or user was deleted between the checks and the insert.
		return kernel.NotFound("organization or user")
	}
	return identityErr(err, "", "membership")
}

// FindMembership returns a user's membership in an organization. KindNotFound if
// the user is not a member.
func (s *IdentityStore) FindMembership(ctx context.Context, org, user kernel.ID) (identity.Membership, error) {
	if !CanonicalID(org) || !CanonicalID(user) {
		return identity.Membership{}, kernel.NotFound("membership")
	}
	var row membershipRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).
		Where("org_id = ?", org).Where("user_id = ?", user).Scan(ctx)
	return row.membership(), identityErr(err, "", "membership")
}

// CreateToken stores t: its hash and hint, never its secret. KindConflict if the id
// or hash exists; KindInvalid if its organization or user does not exist.
func (s *IdentityStore) CreateToken(ctx context.Context, t identity.Token) error {
	row := toTokenRow(t)
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return identityErr(err, "a token with this id or hash already exists", "token")
}

// FindTokenByHash returns the token whose secret hashes to hash, whatever its
// organization. KindNotFound if there is none.
func (s *IdentityStore) FindTokenByHash(ctx context.Context, hash string) (identity.Token, error) {
	var row tokenRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("hash = ?", hash).Scan(ctx)
	if err != nil {
		return identity.Token{}, identityErr(err, "", "token")
	}
	return row.token(), nil
}

// FindTokenHashes returns the hashes of the tokens created at or after since.
func (s *IdentityStore) FindTokenHashes(ctx context.Context, since time.Time) ([]string, error) {
	hashes := []string{}
	err := s.db.IDB(ctx).NewSelect().Model((*tokenRow)(nil)).Column("hash").
		Where("created_at >= ?", StorageTime(since)).Scan(ctx, &hashes)
	if err != nil {
		return nil, TranslateError(err)
	}
	return hashes, nil
}

// FindTokens returns a user's tokens in an organization, newest first (ties by id,
// descending), revoked and expired ones included.
func (s *IdentityStore) FindTokens(ctx context.Context, org, user kernel.ID) ([]identity.Token, error) {
	out := []identity.Token{}
	if !CanonicalID(org) || !CanonicalID(user) {
		return out, nil
	}
	var rows []tokenRow
	err := s.db.IDB(ctx).NewSelect().Model(&rows).
		Where("org_id = ?", org).Where("user_id = ?", user).
		Order("created_at DESC", "id DESC").Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	for _, r := range rows {
		out = append(out, r.token())
	}
	return out, nil
}

// RevokeToken marks a token of org revoked at the given time; revoking a revoked
// token keeps the first revocation time. KindNotFound if org has no such token.
func (s *IdentityStore) RevokeToken(ctx context.Context, org, id kernel.ID, at time.Time) error {
	if !CanonicalID(org) || !CanonicalID(id) {
		return kernel.NotFound("token")
	}
	res, err := s.db.IDB(ctx).NewUpdate().Model((*tokenRow)(nil)).
		Set("revoked_at = COALESCE(revoked_at, ?)", StorageTime(at)).
		Where("org_id = ?", org).Where("id = ?", id).Exec(ctx)
	return identityAffected(res, err)
}

// TouchToken records that a token was used at the given time. KindNotFound if there
// is no such token.
func (s *IdentityStore) TouchToken(ctx context.Context, id kernel.ID, at time.Time) error {
	if !CanonicalID(id) {
		return kernel.NotFound("token")
	}
	res, err := s.db.IDB(ctx).NewUpdate().Model((*tokenRow)(nil)).
		Set("last_used_at = ?", StorageTime(at)).
		Where("id = ?", id).Exec(ctx)
	return identityAffected(res, err)
}

// identityAffected turns an update that matched no token into KindNotFound.
func identityAffected(res interface{ RowsAffected() (int64, error) }, err error) error {
	if err != nil {
		return TranslateError(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return TranslateError(err)
	}
	if n == 0 {
		return kernel.NotFound("token")
	}
	return nil
}
