package app

import (
	"context"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// EnsureOrganization returns the stored organization with o's slug, creating it from
// o first if there is none (a zero ID or CreatedAt is filled in). An existing
// organization is returned as stored, not updated. KindInvalid if o is not valid;
// KindConflict if o's id belongs to an organization with another slug.
func (s *Service) EnsureOrganization(ctx context.Context, o identity.Organization) (identity.Organization, error) {
	if err := o.Validate(); err != nil {
		return identity.Organization{}, err
	}
	if o.ID.IsZero() {
		o.ID = kernel.NewID()
	}
	if o.CreatedAt.IsZero() {
		o.CreatedAt = s.now()
	}
	var out identity.Organization
	err := s.ensure(ctx,
		func(ctx context.Context) (err error) {
			out, err = s.store.FindOrganizationBySlug(ctx, o.Slug)
			return err
		},
		func(ctx context.Context) error { return s.store.CreateOrganization(ctx, o) })
	return out, err
}

// EnsureUser returns the stored user with u's email, creating it from u first if
// there is none (a zero ID or CreatedAt is filled in). The email is trimmed and
// lower-cased. KindInvalid for a malformed email or an empty name; KindConflict if
// u's id belongs to a user with another email.
func (s *Service) EnsureUser(ctx context.Context, u identity.User) (identity.User, error) {
	email, err := NormalizeEmail(u.Email)
	if err != nil {
		return identity.User{}, err
	}
	u.Email, u.Name = email, strings.TrimSpace(u.Name)
	if u.Name == "" {
		return identity.User{}, kernel.InvalidField("/name", "required", "name is required")
	}
	if u.ID.IsZero() {
		u.ID = kernel.NewID()
	}
	if u.CreatedAt.IsZero() {
		u.CreatedAt = s.now()
	}
	var out identity.User
	err = s.ensure(ctx,
		func(ctx context.Context) (err error) { out, err = s.store.FindUserByEmail(ctx, u.Email); return err },
		func(ctx context.Context) error { return s.store.CreateUser(ctx, u) })
	return out, err
}

// EnsureMembership returns user's stored membership in org, creating it with role
// first if there is none. An existing membership keeps its role. KindInvalid for an
// unknown role; KindNotFound if the organization or the user does not exist.
func (s *Service) EnsureMembership(ctx context.Context, org identity.Organization, user identity.User,
	role identity.Role) (identity.Membership, error) {
	if _, err := identity.ParseRole(string(role)); err != nil {
		return identity.Membership{}, err
	}
	m := identity.Membership{OrgID: org.ID, UserID: user.ID, Role: role, CreatedAt: s.now()}
	var out identity.Membership
	err := s.ensure(ctx,
		func(ctx context.Context) (err error) {
			out, err = s.store.FindMembership(ctx, org.ID, user.ID)
			return err
		},
		func(ctx context.Context) error { return s.store.PutMembership(ctx, m) })
	return out, err
}

// ensure reads a record and, if it is missing, creates it and reads it back, all in
// one transaction. A conflict means another caller created the record meanwhile; the
// transaction is then rolled back (PostgreSQL refuses further statements in it) and
// the record is read again outside it.
func (s *Service) ensure(ctx context.Context, find, create func(ctx context.Context) error) error {
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		err := find(ctx)
		if !kernel.IsKind(err, kernel.KindNotFound) {
			return err
		}
		if err := create(ctx); err != nil {
			return err
		}
		return find(ctx)
	})
	if kernel.IsKind(err, kernel.KindConflict) && find(ctx) == nil {
		return nil
	}
	return err
}
