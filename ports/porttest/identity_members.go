package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var identityMembershipCases = []identityCase{
	{name: "a membership is found after it is put",
		run: func(t *testing.T, ctx context.Context, s ports.IdentityStore, _ ports.TxRunner) {
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleManager)
			m, err := s.FindMembership(ctx, o.ID, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "membership", m,
				identity.Membership{OrgID: o.ID, UserID: u.ID, Role: identity.RoleManager, CreatedAt: identityBase})
		}},
	{name: "putting a membership again replaces its role and keeps its creation time",
		run: func(t *testing.T, ctx context.Context, s ports.IdentityStore, _ ports.TxRunner) {
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
		run: func(t *testing.T, ctx context.Context, s ports.IdentityStore, _ ports.TxRunner) {
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			identityWantKind(t, "unknown organization", s.PutMembership(ctx,
				identity.Membership{OrgID: kernel.NewID(), UserID: u.ID, Role: identity.RoleMember, CreatedAt: identityBase}),
				kernel.KindNotFound)
			identityWantKind(t, "unknown user", s.PutMembership(ctx,
				identity.Membership{OrgID: o.ID, UserID: kernel.NewID(), Role: identity.RoleMember, CreatedAt: identityBase}),
				kernel.KindNotFound)
		}},
	{name: "a user who is not a member has no membership",
		run: func(t *testing.T, ctx context.Context, s ports.IdentityStore, _ ports.TxRunner) {
			o, _ := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			other, stranger := identityMember(t, ctx, s, "other", "grace@example.com", identity.RoleOwner)
			_, err := s.FindMembership(ctx, o.ID, stranger.ID)
			identityWantKind(t, "member of another organization", err, kernel.KindNotFound)
			_, err = s.FindMembership(ctx, other.ID, kernel.NewID())
			identityWantKind(t, "unknown user", err, kernel.KindNotFound)
			_, err = s.FindMembership(ctx, "bad", "ids")
			identityWantKind(t, "malformed ids", err, kernel.KindNotFound)
		}},
}
