package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// The parts of the identity ports that use cases ask for instead of the whole:
// a use case names only the methods it calls, so that its fakes stay small and
// its reach is plain from its dependencies.
var (
	_ OrganizationFinder     = IdentityStore(nil)
	_ OrganizationSlugFinder = IdentityStore(nil)
	_ UserFinder             = IdentityStore(nil)
	_ MembershipFinder       = IdentityStore(nil)
)

// OrganizationFinder reads an organization by id; IdentityStore has it.
type OrganizationFinder interface {
	// FindOrganizationByID returns an organization. KindNotFound if there is none.
	FindOrganizationByID(ctx context.Context, id kernel.ID) (identity.Organization, error)
}

// OrganizationSlugFinder reads an organization by slug; IdentityStore has it.
type OrganizationSlugFinder interface {
	// FindOrganizationBySlug returns an organization. KindNotFound if there is none.
	FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error)
}

// UserFinder reads a user by id; IdentityStore has it.
type UserFinder interface {
	// FindUserByID returns a user. KindNotFound if there is none.
	FindUserByID(ctx context.Context, id kernel.ID) (identity.User, error)
}

// MembershipFinder reads a person's membership in an organization at call time;
// IdentityStore has it.
type MembershipFinder interface {
	// FindMembership returns user's membership in org. KindNotFound when they
	// are not a member.
	FindMembership(ctx context.Context, org, user kernel.ID) (identity.Membership, error)
}

// MemberRoles tells a member's role, read at every call. The composition root
// adapts the identity store's FindMembership to it.
type MemberRoles interface {
	// RoleOf returns user's role in org. KindNotFound when the user is not a
	// member of the organization.
	RoleOf(ctx context.Context, org, user kernel.ID) (identity.Role, error)
}

// IdentityProvisioner makes organizations, users and memberships exist, created
// if missing, for the records use cases' import and demo seed. The identity use
// cases (core/identity/app.Service) implement it.
type IdentityProvisioner interface {
	// EnsureOrganization returns the stored organization with o's slug, creating
	// it from o if there is none. KindInvalid if o is not valid; KindConflict if
	// o's id belongs to an organization with another slug.
	EnsureOrganization(ctx context.Context, o identity.Organization) (identity.Organization, error)
	// EnsureUser returns the stored user with u's e-mail, creating it from u if
	// there is none. KindInvalid for a malformed e-mail or an empty name;
	// KindConflict if u's id belongs to a user with another e-mail.
	EnsureUser(ctx context.Context, u identity.User) (identity.User, error)
	// EnsureMembership returns user's membership in org, creating it with role
	// if there is none; an existing one keeps its role. KindInvalid for an
	// unknown role; KindNotFound if the organization or the user does not exist.
	EnsureMembership(ctx context.Context, org identity.Organization, user identity.User,
		role identity.Role) (identity.Membership, error)
}
