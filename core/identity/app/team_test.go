package app_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// teamCalls calls every Team method that takes an actor, on behalf of actor,
// against another member.
func teamCalls(f *teamFixture, actor identity.Actor) map[string]error {
	ctx := context.Background()
	target := f.member.UserID
	if actor == f.member {
		target = f.viewer.UserID
	}
	_, members := f.acc.Members(ctx, actor)
	_, invite := f.acc.Invite(ctx, actor, identity.Invite{Email: "new@example.com", Role: identity.RoleViewer})
	_, invitations := f.acc.Invitations(ctx, actor)
	_, change := f.acc.ChangeRole(ctx, actor, target, identity.RoleViewer)
	return map[string]error{"Members": members, "Invite": invite, "Invitations": invitations,
		"RevokeInvitation": f.acc.RevokeInvitation(ctx, actor, kernel.NewID()),
		"ChangeRole":       change, "RemoveMember": f.acc.RemoveMember(ctx, actor, target)}
}

func TestOnlyAdminsAndOwnersManageTheTeam(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	for role, actor := range map[identity.Role]identity.Actor{identity.RoleViewer: f.viewer,
		identity.RoleMember: f.member, identity.RoleManager: f.manager} {
		for call, err := range teamCalls(f, actor) {
			if e, ok := kernel.AsError(err); !ok || e.Kind != kernel.KindForbidden || e.Code != "role_required" {
				t.Errorf("a %s's %s: error = %v, want forbidden role_required", role, call, err)
			}
		}
	}
	members, err := f.acc.Members(context.Background(), f.admin)
	appMust(t, err)
	if len(members) != 5 {
		t.Errorf("an admin sees %d members, want 5", len(members))
	}
}

func TestAnOrganizationOfWhichTheActorIsNoMemberIsNotFound(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	other := f.verified(t, "Olga", "olga@example.com", "Other Org")
	outsiders := map[string]identity.Actor{
		"a member of another organization":    {OrgID: f.org.ID, UserID: other.ID},
		"an organization that does not exist": {OrgID: kernel.NewID(), UserID: f.owner.UserID},
	}
	for name, actor := range outsiders {
		for call, err := range teamCalls(f, actor) {
			if !kernel.IsKind(err, kernel.KindNotFound) {
				t.Errorf("%s's %s: error = %v, want not found", name, call, err)
			}
		}
	}
}

func TestNobodyActsAboveTheirOwnRole(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	second := f.add(t, "second-owner@example.com", identity.RoleOwner)
	errOf := func(_ identity.Member, err error) error { return err }
	tests := []struct {
		name string
		err  error
		code string
	}{
		{"an admin raises themselves to owner",
			errOf(f.acc.ChangeRole(ctx, f.admin, f.admin.UserID, identity.RoleOwner)), "cannot_raise_self"},
		{"an admin makes a member owner",
			errOf(f.acc.ChangeRole(ctx, f.admin, f.member.UserID, identity.RoleOwner)), "role_above_yours"},
		{"an admin demotes an owner",
			errOf(f.acc.ChangeRole(ctx, f.admin, second.UserID, identity.RoleViewer)), "role_above_yours"},
		{"an admin removes an owner", f.acc.RemoveMember(ctx, f.admin, second.UserID), "role_above_yours"},
		{"an admin invites an owner", func() error {
			_, err := f.acc.Invite(ctx, f.admin, identity.Invite{Email: "boss@example.com", Role: identity.RoleOwner})
			return err
		}(), "role_above_yours"},
	}
	for _, tt := range tests {
		if e, ok := kernel.AsError(tt.err); !ok || e.Kind != kernel.KindForbidden || e.Code != tt.code {
			t.Errorf("%s: error = %v, want forbidden %s", tt.name, tt.err, tt.code)
		}
	}
	if f.role(t, f.admin.UserID) != identity.RoleAdmin || f.role(t, second.UserID) != identity.RoleOwner ||
		f.role(t, f.member.UserID) != identity.RoleMember {
		t.Error("a refused change changed a role")
	}

	m, err := f.acc.ChangeRole(ctx, f.admin, f.member.UserID, identity.RoleAdmin)
	appMust(t, err)
	if m.Role != identity.RoleAdmin || m.Email != "member@example.com" || f.role(t, f.member.UserID) != identity.RoleAdmin {
		t.Errorf("ChangeRole() = %+v, want the member made admin", m)
	}
	_, err = f.acc.ChangeRole(ctx, f.admin, f.member.UserID, "boss")
	appWantError(t, err, kernel.KindInvalid, "")
	_, err = f.acc.ChangeRole(ctx, f.admin, kernel.NewID(), identity.RoleViewer)
	appWantError(t, err, kernel.KindNotFound, "")
}

func TestAnOrganizationKeepsAnOwner(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	_, err := f.acc.ChangeRole(ctx, f.owner, f.owner.UserID, identity.RoleAdmin)
	appWantError(t, err, kernel.KindConflict, "last_owner")
	appWantError(t, f.acc.RemoveMember(ctx, f.owner, f.owner.UserID), kernel.KindConflict, "last_owner")

	_, err = f.acc.ChangeRole(ctx, f.owner, f.admin.UserID, identity.RoleOwner)
	appMust(t, err)
	_, err = f.acc.ChangeRole(ctx, f.owner, f.owner.UserID, identity.RoleAdmin)
	appMust(t, err)
	if f.role(t, f.owner.UserID) != identity.RoleAdmin {
		t.Error("the former owner did not step down to admin")
	}
	// The new owner, now the only one, cannot leave either.
	appWantError(t, f.acc.RemoveMember(ctx, f.admin, f.admin.UserID), kernel.KindConflict, "last_owner")
}

func TestAnyMemberMayLeave(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	for _, actor := range []identity.Actor{f.viewer, f.manager, f.admin} {
		appMust(t, f.acc.RemoveMember(ctx, actor, actor.UserID))
		if f.role(t, actor.UserID) != "" {
			t.Errorf("%s is still a member after leaving", actor.UserID)
		}
	}
	_, err := f.acc.Members(ctx, f.admin)
	appWantError(t, err, kernel.KindNotFound, "")
}

func TestRemovingAMemberRevokesTheirTokens(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	secret, _, err := f.svc.MintToken(ctx, identity.MintInput{OrgSlug: f.org.Slug, Email: "manager@example.com",
		Name: "ci", Scopes: []string{"reports:read"}})
	appMust(t, err)
	_, err = f.svc.Authenticate(ctx, secret)
	appMust(t, err)

	appMust(t, f.acc.RemoveMember(ctx, f.admin, f.manager.UserID))
	if f.role(t, f.manager.UserID) != "" {
		t.Error("the manager is still a member")
	}
	_, err = f.svc.Authenticate(ctx, secret)
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_token")
	appWantError(t, f.acc.RemoveMember(ctx, f.admin, f.manager.UserID), kernel.KindNotFound, "")
}
