package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// AddMember makes the person with in.Email a member of the organization with
// in.OrgSlug, creating the user first if nobody has that email (in.Name, or the
// email when empty, is then the user's name). KindNotFound for an unknown
// organization; KindInvalid for a malformed email or an unknown role; KindConflict
// (code "already_a_member") if the user is a member already: SetRole changes a role.
func (s *Service) AddMember(ctx context.Context, in identity.NewMember) (identity.Member, error) {
	role, err := identity.ParseRole(string(in.Role))
	if err != nil {
		return identity.Member{}, err
	}
	email, err := NormalizeEmail(in.Email)
	if err != nil {
		return identity.Member{}, err
	}
	name := in.Name
	if name == "" {
		name = email
	}
	var out identity.Member
	err = s.tx.WithinTx(ctx, func(ctx context.Context) error {
		o, err := s.findOrg(ctx, in.OrgSlug)
		if err != nil {
			return err
		}
		u, err := s.EnsureUser(ctx, identity.User{Email: email, Name: name})
		if err != nil {
			return err
		}
		if m, err := s.store.FindMembership(ctx, o.ID, u.ID); err == nil {
			return kernel.Conflict(fmt.Sprintf("%s is already a member of %q, as %s; use set-role to change the role",
				u.Email, o.Slug, m.Role)).WithCode("already_a_member")
		} else if !kernel.IsKind(err, kernel.KindNotFound) {
			return err
		}
		m := identity.Membership{OrgID: o.ID, UserID: u.ID, Role: role, CreatedAt: s.now()}
		if err := s.store.PutMembership(ctx, m); err != nil {
			return err
		}
		out = identity.Member{Membership: m, Email: u.Email, Name: u.Name}
		return nil
	})
	return out, err
}

// ListMembers returns the members of the organization with orgSlug, by email.
// KindNotFound for an unknown organization.
func (s *Service) ListMembers(ctx context.Context, orgSlug string) ([]identity.Member, error) {
	o, err := s.findOrg(ctx, orgSlug)
	if err != nil {
		return nil, err
	}
	return s.store.FindMembers(ctx, o.ID)
}

// SetRole changes the role of a member. KindNotFound for an unknown organization
// or a user who is not a member; KindInvalid for an unknown role; KindConflict
// (code "last_owner") for demoting the organization's only owner.
func (s *Service) SetRole(ctx context.Context, orgSlug, email string, role identity.Role) (identity.Member, error) {
	if _, err := identity.ParseRole(string(role)); err != nil {
		return identity.Member{}, err
	}
	var out identity.Member
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		o, m, err := s.findMember(ctx, orgSlug, email)
		if err != nil {
			return err
		}
		if m.Role == identity.RoleOwner && role != identity.RoleOwner {
			if err := s.keepAnOwner(ctx, o, m); err != nil {
				return err
			}
		}
		m.Role = role
		if err := s.store.PutMembership(ctx, m.Membership); err != nil {
			return err
		}
		out = m
		return nil
	})
	return out, err
}

// RemoveMember ends a membership and revokes every token the member holds in the
// organization, in one transaction: a removed member's tokens stop working at once
// in this process, within the token cache's TTL in others (see CacheTokens), and
// stay listed as revoked. The user remains (they may belong to other
// organizations). KindNotFound for an unknown organization or a user who is not a
// member; KindConflict (code "last_owner") for removing the only owner.
func (s *Service) RemoveMember(ctx context.Context, orgSlug, email string) error {
	defer s.tokens.clear()
	return s.tx.WithinTx(ctx, func(ctx context.Context) error {
		o, m, err := s.findMember(ctx, orgSlug, email)
		if err != nil {
			return err
		}
		if m.Role == identity.RoleOwner {
			if err := s.keepAnOwner(ctx, o, m); err != nil {
				return err
			}
		}
		toks, err := s.store.FindTokens(ctx, o.ID, m.UserID)
		if err != nil {
			return err
		}
		now := s.now()
		for _, t := range toks {
			if t.RevokedAt == nil {
				if err := s.store.RevokeToken(ctx, o.ID, t.ID, now); err != nil {
					return err
				}
			}
		}
		return s.store.DeleteMembership(ctx, o.ID, m.UserID)
	})
}
