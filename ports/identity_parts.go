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
