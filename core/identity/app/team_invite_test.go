package app_test

import (
	"context"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

func TestAnInvitationIsMailedAndAcceptedBySigningIn(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	f.signUp(t, "Bob", "bob@example.com", "Bob's Band") // unverified until the invitation proves the address
	bob, err := f.b.Identity().FindUserByEmail(ctx, "bob@example.com")
	appMust(t, err)

	tk, err := f.acc.Invite(ctx, f.admin, identity.Invite{Email: " Bob@Example.com", Role: identity.RoleManager})
	appMust(t, err)
	if tk.Email != "bob@example.com" || tk.UserID != bob.ID || tk.OrgID != f.org.ID || tk.Role != identity.RoleManager ||
		tk.CreatedBy != f.admin.UserID || tk.Purpose != identity.TicketInvitation || !tk.ExpiresAt.Equal(appT0.Add(identity.InvitationLifetime)) {
		t.Errorf("ticket = %+v", tk)
	}
	m := f.mails.last(t)
	if m.Kind != mail.KindInvitation || m.OrgID != f.org.ID || m.Subject != "admin@example.com invited you to Acme Touring on Roadcase" ||
		m.To[0].Email != "bob@example.com" || !strings.Contains(m.Text, "7 days") || !strings.Contains(m.Text, "as a manager") {
		t.Errorf("mail = %+v", m)
	}
	secret := f.mails.lastSecret(t, "invite")

	inv, err := f.acc.Invitation(ctx, secret)
	appMust(t, err)
	if inv.ID != tk.ID || inv.Organization.ID != f.org.ID || inv.InvitedByName != "admin@example.com" || !inv.HasAccount ||
		inv.Role != identity.RoleManager || inv.Email != "bob@example.com" {
		t.Errorf("Invitation() = %+v", inv)
	}
	pending, err := f.acc.Invitations(ctx, f.owner)
	appMust(t, err)
	if len(pending) != 1 || pending[0].ID != tk.ID {
		t.Errorf("pending = %+v, want the invitation", pending)
	}

	aff, err := f.acc.AcceptInvitation(ctx, secret, bob.ID)
	appMust(t, err)
	if aff.Organization.ID != f.org.ID || aff.Role != identity.RoleManager || f.role(t, bob.ID) != identity.RoleManager {
		t.Errorf("AcceptInvitation() = %+v", aff)
	}
	if !f.account(t, "bob@example.com").EmailVerified {
		t.Error("accepting the invitation did not verify the address")
	}
	pending, err = f.acc.Invitations(ctx, f.owner)
	appMust(t, err)
	if len(pending) != 0 {
		t.Errorf("%d invitations pending after acceptance", len(pending))
	}
	_, err = f.acc.AcceptInvitation(ctx, secret, bob.ID)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
}

func TestTheInviterIsNamedWhenTheyHaveAName(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	f.invite(t, "bob@example.com", identity.RoleViewer)
	if s := f.mails.last(t).Subject; s != "Ada invited you to Acme Touring on Roadcase" {
		t.Errorf("subject = %q", s)
	}
}

func TestAcceptingAsAnotherAccountIsForbidden(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	secret, _ := f.invite(t, "bob@example.com", identity.RoleViewer)
	_, err := f.acc.AcceptInvitation(ctx, secret, f.viewer.UserID)
	appWantError(t, err, kernel.KindForbidden, "wrong_account")
	if _, err := f.acc.Invitation(ctx, secret); err != nil {
		t.Errorf("the refused acceptance used the link: %v", err)
	}
}

func TestAnAcceptingMemberKeepsTheirRole(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	secret, _ := f.invite(t, "bob@example.com", identity.RoleViewer)
	bob := f.add(t, "bob@example.com", identity.RoleManager)
	aff, err := f.acc.AcceptInvitation(context.Background(), secret, bob.UserID)
	appMust(t, err)
	if aff.Role != identity.RoleManager || f.role(t, bob.UserID) != identity.RoleManager {
		t.Errorf("the member's role became %s", aff.Role)
	}
}

func TestAnInvitationIsAcceptedBySigningUp(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	secret, _ := f.invite(t, "Carol@example.com", identity.RoleMember)
	inv, err := f.acc.Invitation(ctx, secret)
	appMust(t, err)
	if inv.HasAccount || inv.InvitedByName != "Ada" {
		t.Errorf("Invitation() = %+v, want no account, sent by Ada", inv)
	}
	_, err = f.acc.AcceptInvitationWithSignUp(ctx, secret, "Carol", "password1234")
	if e := appWantErrorDetail(t, err, kernel.KindInvalid, ""); e.Fields[0].Pointer != "/password" {
		t.Errorf("fields %+v, want /password", e.Fields)
	}
	carol, err := f.acc.AcceptInvitationWithSignUp(ctx, secret, " Carol ", goodPassword)
	appMust(t, err)
	if carol.Email != "carol@example.com" || carol.Name != "Carol" || f.role(t, carol.ID) != identity.RoleMember {
		t.Errorf("user = %+v with role %s", carol, f.role(t, carol.ID))
	}
	_, err = f.signIn("carol@example.com", goodPassword, "")
	appMust(t, err)
	_, err = f.acc.AcceptInvitationWithSignUp(ctx, secret, "Carol", goodPassword)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
}

func TestSigningUpThroughAnInvitationOfAKnownAddressConflicts(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	secret, _ := f.invite(t, "bob@example.com", identity.RoleViewer)
	f.signUp(t, "Bob", "bob@example.com", "Bob's Band")
	_, err := f.acc.AcceptInvitationWithSignUp(context.Background(), secret, "Bob", goodPassword)
	appWantError(t, err, kernel.KindConflict, "account_exists")
}

func TestInvitingAgainReplacesThePendingInvitation(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	first, _ := f.invite(t, "bob@example.com", identity.RoleViewer)
	f.clock.T = appT0.Add(1)
	second, tk := f.invite(t, "bob@example.com", identity.RoleMember)
	pending, err := f.acc.Invitations(ctx, f.owner)
	appMust(t, err)
	if len(pending) != 1 || pending[0].ID != tk.ID {
		t.Errorf("pending = %+v, want the second invitation only", pending)
	}
	_, err = f.acc.Invitation(ctx, first)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
	_, err = f.acc.Invitation(ctx, second)
	appMust(t, err)
}

func TestInvitingAMemberConflicts(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	_, err := f.acc.Invite(context.Background(), f.owner, identity.Invite{Email: "VIEWER@example.com", Role: identity.RoleMember})
	appWantError(t, err, kernel.KindConflict, "already_member")
	_, err = f.acc.Invite(context.Background(), f.owner, identity.Invite{Email: "nobody", Role: identity.RoleMember})
	appWantError(t, err, kernel.KindInvalid, "")
}

func TestAnInvitationExpiresAfterAWeek(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	secret, _ := f.invite(t, "bob@example.com", identity.RoleViewer)
	f.clock.T = appT0.Add(identity.InvitationLifetime)
	_, err := f.acc.Invitation(ctx, secret)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
	_, err = f.acc.AcceptInvitationWithSignUp(ctx, secret, "Bob", goodPassword)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
	pending, err := f.acc.Invitations(ctx, f.owner)
	appMust(t, err)
	if len(pending) != 0 {
		t.Errorf("%d expired invitations listed as pending", len(pending))
	}
}

func TestARevokedInvitationLeadsNowhere(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	secret, tk := f.invite(t, "bob@example.com", identity.RoleViewer)

	// The owner of another organization cannot revoke it by its id.
	olga := f.verified(t, "Olga", "olga@example.com", "Other Org")
	acct := f.account(t, "olga@example.com")
	other := identity.Actor{OrgID: acct.Organizations[0].Organization.ID, UserID: olga.ID}
	appWantError(t, f.acc.RevokeInvitation(ctx, other, tk.ID), kernel.KindNotFound, "")

	appMust(t, f.acc.RevokeInvitation(ctx, f.admin, tk.ID))
	_, err := f.acc.Invitation(ctx, secret)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
	appWantError(t, f.acc.RevokeInvitation(ctx, f.admin, tk.ID), kernel.KindNotFound, "")
}

func TestAnInvitationThatCannotBeMailedIsNotKept(t *testing.T) {
	t.Parallel()
	f := newTeamFixture(t)
	ctx := context.Background()
	f.mails.fail = true
	_, err := f.acc.Invite(ctx, f.owner, identity.Invite{Email: "bob@example.com", Role: identity.RoleViewer})
	appWantError(t, err, kernel.KindUnavailable, "")
	pending, err := f.acc.Invitations(ctx, f.owner)
	appMust(t, err)
	if len(pending) != 0 {
		t.Errorf("%d invitations kept after the mail failed", len(pending))
	}
}
