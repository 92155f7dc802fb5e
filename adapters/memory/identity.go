package memory

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// IdentityStore keeps organizations, users, memberships and tokens in maps. Like the
// SQL store it lower-cases emails and keeps times in UTC at microsecond precision, so
// both return the same values.
type IdentityStore struct {
	mu      sync.Mutex
	orgs    map[kernel.ID]identity.Organization
	users   map[kernel.ID]identity.User
	members map[memberKey]identity.Membership
	tokens  map[kernel.ID]identity.Token
}

type memberKey struct{ org, user kernel.ID }

var _ ports.IdentityStore = (*IdentityStore)(nil)

// NewIdentityStore returns an empty store.
func NewIdentityStore() *IdentityStore {
	return &IdentityStore{
		orgs:    map[kernel.ID]identity.Organization{},
		users:   map[kernel.ID]identity.User{},
		members: map[memberKey]identity.Membership{},
		tokens:  map[kernel.ID]identity.Token{},
	}
}

// CreateOrganization stores o. KindConflict if the id or slug exists.
func (s *IdentityStore) CreateOrganization(_ context.Context, o identity.Organization) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, x := range s.orgs {
		if x.ID == o.ID || x.Slug == o.Slug {
			return kernel.Conflict("an organization with this id or slug already exists")
		}
	}
	o.CreatedAt = identityTime(o.CreatedAt)
	s.orgs[o.ID] = o
	return nil
}

// FindOrganizationByID returns an organization. KindNotFound if there is none.
func (s *IdentityStore) FindOrganizationByID(_ context.Context, id kernel.ID) (identity.Organization, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orgs[id]
	if !ok {
		return identity.Organization{}, kernel.NotFound("organization")
	}
	return o, nil
}

// FindOrganizationBySlug returns an organization. KindNotFound if there is none.
func (s *IdentityStore) FindOrganizationBySlug(_ context.Context, slug string) (identity.Organization, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, o := range s.orgs {
		if o.Slug == slug {
			return o, nil
		}
	}
	return identity.Organization{}, kernel.NotFound("organization")
}

// FindOrganizations returns every organization ordered by slug.
func (s *IdentityStore) FindOrganizations(context.Context) ([]identity.Organization, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]identity.Organization, 0, len(s.orgs))
	for _, o := range s.orgs {
		out = append(out, o)
	}
	slices.SortFunc(out, func(a, b identity.Organization) int { return strings.Compare(a.Slug, b.Slug) })
	return out, nil
}

// CreateUser stores u with its email lower-cased. KindConflict if the id or the
// email exists.
func (s *IdentityStore) CreateUser(_ context.Context, u identity.User) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	u.Email = lowerEmail(u.Email)
	for _, x := range s.users {
		if x.ID == u.ID || x.Email == u.Email {
			return kernel.Conflict("a user with this id or email already exists")
		}
	}
	u.CreatedAt = identityTime(u.CreatedAt)
	s.users[u.ID] = u
	return nil
}

// FindUserByEmail returns a user by email, compared case-insensitively.
// KindNotFound if there is none.
func (s *IdentityStore) FindUserByEmail(_ context.Context, email string) (identity.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	email = lowerEmail(email)
	for _, u := range s.users {
		if u.Email == email {
			return u, nil
		}
	}
	return identity.User{}, kernel.NotFound("user")
}

// FindUserByID returns a user. KindNotFound if there is none.
func (s *IdentityStore) FindUserByID(_ context.Context, id kernel.ID) (identity.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.users[id]
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
