package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

var identityMembershipCases = []contractCase{
	{name: "a membership is found after it is put",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleManager)
			m, err := s.FindMembership(ctx, o.ID, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "membership", m,
				identity.Membership{OrgID: o.ID, UserID: u.ID, Role: identity.RoleManager, CreatedAt: identityBase})
		}},
	{name: "putting a membership again replaces its role and keeps its creation time",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleOwner)
			later := identityBase.Add(identity.DefaultTokenLifetime)
			identityMust(t, s.PutMembership(ctx, identity.Membership{OrgID: o.ID, UserID: u.ID,
				Role: identity.RoleViewer, CreatedAt: later}))
			m, err := s.FindMembership(ctx, o.ID, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "membership", m,
				identity.Membership{OrgID: o.ID, UserID: u.ID, Role: identity.RoleViewer, CreatedAt: identityBase})
		}},
	{name: "a membership in an unknown organization or of an unknown user is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			identityWantKind(t, "unknown organization", s.PutMembership(ctx,
				identity.Membership{OrgID: kernel.NewID(), UserID: u.ID, Role: identity.RoleMember, CreatedAt: identityBase}),
				kernel.KindNotFound)
			identityWantKind(t, "unknown user", s.PutMembership(ctx,
				identity.Membership{OrgID: o.ID, UserID: kernel.NewID(), Role: identity.RoleMember, CreatedAt: identityBase}),
				kernel.KindNotFound)
		}},
	{name: "a user who is not a member has no membership",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, _ := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			other, stranger := identityMember(t, ctx, s, "other", "grace@example.com", identity.RoleOwner)
			_, err := s.FindMembership(ctx, o.ID, stranger.ID)
			identityWantKind(t, "member of another organization", err, kernel.KindNotFound)
			_, err = s.FindMembership(ctx, other.ID, kernel.NewID())
			identityWantKind(t, "unknown user", err, kernel.KindNotFound)
			_, err = s.FindMembership(ctx, "bad", "ids")
			identityWantKind(t, "malformed ids", err, kernel.KindNotFound)
		}},
	{name: "an organization's members are listed by email with their names and roles",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, ada := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleOwner)
			grace := identityUser("grace@example.com")
			identityMust(t, s.CreateUser(ctx, grace))
			identityMust(t, s.PutMembership(ctx, identity.Membership{OrgID: o.ID, UserID: grace.ID,
				Role: identity.RoleViewer, CreatedAt: identityBase}))
			identityMember(t, ctx, s, "other", "zed@example.com", identity.RoleOwner)
			got, err := s.FindMembers(ctx, o.ID)
			identityMust(t, err)
			identityWantEqual(t, "members", got, []identity.Member{
				{Membership: identity.Membership{OrgID: o.ID, UserID: ada.ID, Role: identity.RoleOwner, CreatedAt: identityBase},
					Email: ada.Email, Name: ada.Name},
				{Membership: identity.Membership{OrgID: o.ID, UserID: grace.ID, Role: identity.RoleViewer, CreatedAt: identityBase},
					Email: grace.Email, Name: grace.Name},
			})
			none, err := s.FindMembers(ctx, kernel.NewID())
			identityMust(t, err)
			if len(none) != 0 {
				t.Errorf("members of an unknown organization = %v, want none", none)
			}
		}},
	{name: "a deleted membership is gone and the user stays",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleManager)
			other, _ := identityMember(t, ctx, s, "other", "grace@example.com", identity.RoleOwner)
			identityWantKind(t, "not a member of the other organization", s.DeleteMembership(ctx, other.ID, u.ID),
				kernel.KindNotFound)
			identityMust(t, s.DeleteMembership(ctx, o.ID, u.ID))
			_, err := s.FindMembership(ctx, o.ID, u.ID)
			identityWantKind(t, "deleted membership", err, kernel.KindNotFound)
			identityWantKind(t, "deleting twice", s.DeleteMembership(ctx, o.ID, u.ID), kernel.KindNotFound)
			identityWantKind(t, "malformed ids", s.DeleteMembership(ctx, "bad", "ids"), kernel.KindNotFound)
			if _, err := s.FindUserByID(ctx, u.ID); err != nil {
				t.Errorf("the user went with the membership: %v", err)
			}
		}},
}
