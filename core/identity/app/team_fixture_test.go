package app_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// teamFixture is an organization "Acme Touring" whose owner, Ada, signed up, and
// a member of each other role, added by the command line.
type teamFixture struct {
	*accountsFixture
	org                                   identity.Organization
	owner, admin, manager, member, viewer identity.Actor
}

func newTeamFixture(t *testing.T) *teamFixture {
	t.Helper()
	f := &teamFixture{accountsFixture: newAccountsFixture(t)}
	ada := f.verified(t, "Ada", "ada@example.com", "Acme Touring")
	ctx := context.Background()
	var err error
	f.org, err = f.b.Identity().FindOrganizationBySlug(ctx, "acme-touring")
	appMust(t, err)
	f.owner = identity.Actor{OrgID: f.org.ID, UserID: ada.ID}
	f.admin = f.add(t, "admin@example.com", identity.RoleAdmin)
	f.manager = f.add(t, "manager@example.com", identity.RoleManager)
	f.member = f.add(t, "member@example.com", identity.RoleMember)
	f.viewer = f.add(t, "viewer@example.com", identity.RoleViewer)
	return f
}

// add makes the person with email a member with role, as the command line does,
// and returns them as an actor.
func (f *teamFixture) add(t *testing.T, email string, role identity.Role) identity.Actor {
	t.Helper()
	m, err := f.svc.AddMember(context.Background(), identity.NewMember{OrgSlug: f.org.Slug, Email: email, Role: role})
	appMust(t, err)
	return identity.Actor{OrgID: f.org.ID, UserID: m.UserID}
}

// role returns user's role in the organization, or "" if they are not a member.
func (f *teamFixture) role(t *testing.T, user kernel.ID) identity.Role {
	t.Helper()
	m, err := f.b.Identity().FindMembership(context.Background(), f.org.ID, user)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return ""
	}
	appMust(t, err)
	return m.Role
}

// invite invites email with role as the owner and returns the link's secret.
func (f *teamFixture) invite(t *testing.T, email string, role identity.Role) (string, identity.Ticket) {
	t.Helper()
	tk, err := f.acc.Invite(context.Background(), f.owner, identity.Invite{Email: email, Role: role})
	appMust(t, err)
	return f.mails.lastSecret(t, "invite"), tk
}
