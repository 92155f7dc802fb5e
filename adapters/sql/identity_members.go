package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// memberRow is a membership joined to its user, as FindMembers reads it.
type memberRow struct {
	membershipRow `bun:",extend"`

	Email string `bun:"email"`
	Name  string `bun:"name"`
}

// FindMembers returns every member of org with the user's email and name, ordered by
// email.
func (s *IdentityStore) FindMembers(ctx context.Context, org kernel.ID) ([]identity.Member, error) {
	if !CanonicalID(org) {
		return nil, nil
	}
	var rows []memberRow
	err := s.db.IDB(ctx).NewSelect().Model(&rows).
		ColumnExpr("membership_row.*, u.email, u.name").
		Join("JOIN users AS u ON u.id = membership_row.user_id").
		Where("membership_row.org_id = ?", org).
		OrderExpr("u.email").Scan(ctx)
	if err != nil {
		return nil, identityErr(err, "", "membership")
	}
	out := make([]identity.Member, len(rows))
	for i, r := range rows {
		out[i] = identity.Member{Membership: r.membership(), Email: r.Email, Name: r.Name}
	}
	return out, nil
}

// DeleteMembership removes user's membership in org. KindNotFound if the user is not
// a member of org.
func (s *IdentityStore) DeleteMembership(ctx context.Context, org, user kernel.ID) error {
	if !CanonicalID(org) || !CanonicalID(user) {
		return kernel.NotFound("membership")
	}
	res, err := s.db.IDB(ctx).NewDelete().TableExpr("memberships").
		Where("org_id = ?", org).Where("user_id = ?", user).Exec(ctx)
	if err != nil {
		return identityErr(err, "", "membership")
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return kernel.NotFound("membership")
	}
	return nil
}
