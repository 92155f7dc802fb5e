package memory

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// IdentityStore is a Backend's organizations, users, memberships and tokens. Like
// the SQL store it lower-cases emails and keeps times in UTC at microsecond
// precision, so both return the same values.
type IdentityStore struct{ b *Backend }

var _ ports.IdentityStore = (*IdentityStore)(nil)

// CreateOrganization stores o. KindConflict if the id or slug exists.
func (s *IdentityStore) CreateOrganization(ctx context.Context, o identity.Organization) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	for _, x := range st.orgs {
		if x.ID == o.ID || x.Slug == o.Slug {
			return kernel.Conflict("an organization with this id or slug already exists")
		}
	}
	o.CreatedAt = identityTime(o.CreatedAt)
	st.orgs[o.ID] = o
	return nil
}

// FindOrganizationByID returns an organization. KindNotFound if there is none.
func (s *IdentityStore) FindOrganizationByID(ctx context.Context, id kernel.ID) (identity.Organization, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o, ok := st.orgs[id]
	if !ok {
		return identity.Organization{}, kernel.NotFound("organization")
	}
	return o, nil
}

// FindOrganizationBySlug returns an organization. KindNotFound if there is none.
func (s *IdentityStore) FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	for _, o := range st.orgs {
		if o.Slug == slug {
			return o, nil
		}
	}
	return identity.Organization{}, kernel.NotFound("organization")
}

// FindOrganizations returns every organization ordered by slug.
func (s *IdentityStore) FindOrganizations(ctx context.Context) ([]identity.Organization, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	out := make([]identity.Organization, 0, len(st.orgs))
	for _, o := range st.orgs {
		out = append(out, o)
	}
	slices.SortFunc(out, func(a, b identity.Organization) int { return strings.Compare(a.Slug, b.Slug) })
	return out, nil
}

// CreateUser stores u with its email lower-cased. KindConflict if the id or the
// email exists.
func (s *IdentityStore) CreateUser(ctx context.Context, u identity.User) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	u.Email = lowerEmail(u.Email)
	for _, x := range st.users {
		if x.ID == u.ID || x.Email == u.Email {
			return kernel.Conflict("a user with this id or email already exists")
		}
	}
	u.CreatedAt = identityTime(u.CreatedAt)
	st.users[u.ID] = u
	return nil
}

// FindUserByEmail returns a user by email, compared case-insensitively.
// KindNotFound if there is none.
func (s *IdentityStore) FindUserByEmail(ctx context.Context, email string) (identity.User, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	email = lowerEmail(email)
	for _, u := range st.users {
		if u.Email == email {
			return u, nil
		}
	}
	return identity.User{}, kernel.NotFound("user")
}

// FindUserByID returns a user. KindNotFound if there is none.
func (s *IdentityStore) FindUserByID(ctx context.Context, id kernel.ID) (identity.User, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	u, ok := st.users[id]
	if !ok {
		return identity.User{}, kernel.NotFound("user")
	}
	return u, nil
}

func lowerEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// identityTime keeps the precision and zone the SQL stores keep: UTC, microseconds.
func identityTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

func identityTimePtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	n := identityTime(*t)
	return &n
}
