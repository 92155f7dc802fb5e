package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// findOrg resolves an organization by slug, with a message that names it.
func (s *Service) findOrg(ctx context.Context, slug string) (identity.Organization, error) {
	o, err := s.store.FindOrganizationBySlug(ctx, slug)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return o, kernel.NotFound(fmt.Sprintf("organization %q", slug))
	}
	return o, err
}

// findMember resolves an organization and one of its members by email.
// KindNotFound (code "not_a_member") if the user does not exist or is not a member.
func (s *Service) findMember(ctx context.Context, slug, email string) (identity.Organization, identity.Member, error) {
	o, u, err := s.findOrgUser(ctx, slug, email)
	if err != nil {
		return o, identity.Member{}, err
	}
	m, err := s.store.FindMembership(ctx, o.ID, u.ID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return o, identity.Member{}, kernel.NotFound(fmt.Sprintf("membership of %q in %q", u.Email, o.Slug)).
			WithCode("not_a_member")
	}
	return o, identity.Member{Membership: m, Email: u.Email, Name: u.Name}, err
}

// keepAnOwner refuses to take the owner role from m when m is o's only owner: an
// organization without an owner is one nobody can administer.
func (s *Service) keepAnOwner(ctx context.Context, o identity.Organization, m identity.Member) error {
	members, err := s.store.FindMembers(ctx, o.ID)
	if err != nil {
		return err
	}
	for _, x := range members {
		if x.Role == identity.RoleOwner && x.UserID != m.UserID {
			return nil
		}
	}
	return kernel.Conflict(fmt.Sprintf("%s is the only owner of %q; make another member owner first",
		m.Email, o.Slug)).WithCode("last_owner")
}
