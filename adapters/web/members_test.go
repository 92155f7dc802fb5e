package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestTheMembersPageIsForbiddenToAMember(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("mo@example.com")
	r := b.get("/settings/members")
	wantStatus(t, r, http.StatusForbidden)
	wantPageHeaders(t, r)
	wantContains(t, r, "Only the organization")
	if strings.Contains(b.get("/settings/tokens").body, `href="/settings/members"`) {
		t.Errorf("a member's navigation links to the members page")
	}
	r = b.post("/settings/invitations", url.Values{"email": {"x@example.com"}, "role": {"viewer"}})
	wantStatus(t, r, http.StatusForbidden)
}

func TestAnAdminChangesARoleAndIsToldWhenRefused(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	r := b.post("/settings/members/"+string(f.member.ID)+"/role", url.Values{"role": {"manager"}})
	wantStatus(t, r, http.StatusSeeOther)
	wantContains(t, b.get("/settings/members"), "Mo Member is now manager.")
	if got := f.platform.members[f.org.ID][f.member.ID]; got != identity.RoleManager {
		t.Errorf("role %s", got)
	}
	r = b.post("/settings/members/"+string(f.owner.ID)+"/role", url.Values{"role": {"viewer"}})
	wantStatus(t, r, http.StatusForbidden)
	wantContains(t, r, "There is a problem", "Nobody raises themselves")
	r = b.post("/settings/members/"+string(f.member.ID)+"/role", url.Values{"role": {"emperor"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, "unknown role")
}

func TestRemovingAMemberAsksFirst(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	path := "/settings/members/" + string(f.member.ID) + "/remove"
	wantContains(t, b.get(path), "Remove Mo Member?")
	if _, ok := f.platform.members[f.org.ID][f.member.ID]; !ok {
		t.Fatal("the confirmation page removed the member")
	}
	wantStatus(t, b.post(path, nil), http.StatusSeeOther)
	if _, ok := f.platform.members[f.org.ID][f.member.ID]; ok {
		t.Fatal("the member was not removed")
	}
	wantStatus(t, b.get("/settings/members/"+string(f.member.ID)+"/remove"), http.StatusNotFound)
}

func TestInvitationsAreSentListedAndWithdrawn(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	r := b.post("/settings/invitations", url.Values{"email": {"not-an-address"}, "role": {"member"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#email"`, `id="email-error"`, `value="not-an-address"`)

	wantStatus(t, b.post("/settings/invitations", url.Values{"email": {"lee@example.com"}, "role": {"manager"}}), http.StatusSeeOther)
	page := b.get("/settings/members")
	wantContains(t, page, "We sent an invitation to lee@example.com", "<td>lee@example.com</td>")
	var id string
	for _, t := range f.platform.tickets {
		id = string(t.id)
	}
	wantStatus(t, b.post("/settings/invitations/"+id+"/revoke", nil), http.StatusSeeOther)
	if strings.Contains(b.get("/settings/members").body, "<td>lee@example.com</td>") {
		t.Errorf("the withdrawn invitation is still listed")
	}
}

func TestAnInvitationOffersWhatFitsWhoOpensIt(t *testing.T) {
	f := newFixture(t)
	other := f.platform.addOrg("beta", "Beta Festival")
	invite := func(email string) string {
		return f.platform.addTicket(fakeTicket{purpose: identity.TicketInvitation, email: email,
			org: other.ID, role: identity.RoleManager, by: f.owner.ID})
	}
	tests := []struct {
		name  string
		as    string // "" for a visitor
		email string
		want  string
	}{
		{"the invited person, signed in", "ada@example.com", "ada@example.com", "Accept invitation"},
		{"someone else, signed in", "mo@example.com", "ada@example.com", "but this invitation is for"},
		{"a visitor with an account", "", "ada@example.com", "Sign in to accept"},
		{"a visitor without one", "", "new@example.com", "Create account and join"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := f.browser()
			if tt.as != "" {
				b = f.signedIn(tt.as)
			}
			r := b.get("/invitations/accept?token=" + url.QueryEscape(invite(tt.email)))
			wantStatus(t, r, http.StatusOK)
			wantContains(t, r, "Join Beta Festival", "manager", "Ada Owner", tt.want)
		})
	}
	wantStatus(t, f.browser().get("/invitations/accept?token=rc_tkt_unknown"), http.StatusNotFound)
}

func TestAcceptingAnInvitationJoinsTheOrganization(t *testing.T) {
	f := newFixture(t)
	other := f.platform.addOrg("beta", "Beta Festival")
	secret := f.platform.addTicket(fakeTicket{purpose: identity.TicketInvitation, email: "ada@example.com",
		org: other.ID, role: identity.RoleViewer, by: f.owner.ID})
	b := f.signedIn("ada@example.com")
	b.get("/invitations/accept?token=" + url.QueryEscape(secret))
	r := b.post("/invitations/accept", url.Values{"token": {secret}})
	wantStatus(t, r, http.StatusSeeOther)
	page := b.get("/settings/tokens")
	wantContains(t, page, "Welcome to Beta Festival", "Beta Festival · viewer", `id="org-switch"`)
	wantStatus(t, b.post("/invitations/accept", url.Values{"token": {secret}}), http.StatusNotFound)
}

func TestAcceptingWithSignUpSignsTheNewcomerIn(t *testing.T) {
	f := newFixture(t)
	secret := f.platform.addTicket(fakeTicket{purpose: identity.TicketInvitation, email: "new@example.com",
		org: f.org.ID, role: identity.RoleMember, by: f.owner.ID})
	b := f.browser()
	b.get("/invitations/accept?token=" + url.QueryEscape(secret))
	before := b.cookie
	r := b.post("/invitations/signup", url.Values{"token": {secret}, "name": {"Nia"}, "password": {"short"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#password"`, "at least 12 characters", `value="Nia"`)
	r = b.post("/invitations/signup", url.Values{"token": {secret}, "name": {"Nia"}, "password": {password}})
	wantStatus(t, r, http.StatusSeeOther)
	if b.cookie == before {
		t.Errorf("the session id was not renewed")
	}
	wantContains(t, b.get("/settings/tokens"), "Welcome to Acme Touring", "Nia", "Acme Touring · member")
}

func TestTheOrganizationSwitcherChangesTheCurrentOrganization(t *testing.T) {
	f := newFixture(t)
	other := f.platform.addOrg("beta", "Beta Festival")
	f.platform.members[other.ID][f.owner.ID] = identity.RoleViewer
	b := f.signedIn("ada@example.com")
	wantContains(t, b.get("/settings/tokens"), "Your tokens in Acme Touring")
	r := b.post("/session/organization", url.Values{"org": {string(other.ID)}, "back": {"/settings/password"}})
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != "/settings/password" {
		t.Errorf("Location %q", r.location())
	}
	page := b.get("/settings/tokens")
	wantContains(t, page, "Your tokens in Beta Festival", "Beta Festival · viewer")
	if strings.Contains(page.body, `href="/settings/members"`) {
		t.Errorf("a viewer's navigation links to the members page")
	}
	wantStatus(t, b.post("/session/organization", url.Values{"org": {"elsewhere"}}), http.StatusNotFound)
}

// A member who is not an administrator may still leave, after confirming, from a
// link on the tokens page.
func TestAMemberLeavesTheOrganization(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("mo@example.com")
	path := "/settings/members/" + string(f.member.ID) + "/remove"
	wantContains(t, b.get("/settings/tokens"), `href="`+path+`"`)
	wantStatus(t, b.get(path), http.StatusOK)
	wantStatus(t, b.post(path, nil), http.StatusSeeOther)
	if _, ok := f.platform.members[f.org.ID][f.member.ID]; ok {
		t.Fatal("the member did not leave")
	}
}
