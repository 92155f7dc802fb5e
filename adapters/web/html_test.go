package web

import (
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

// Every page, in its plain and its error states, passes html-validate's
// recommended rules (skipped without html-validate, as in the render tests).
func TestEveryPageIsValidHTML(t *testing.T) {
	validatePages(t, allPages(t))
}

// allPages renders every page template at least once, with errors where a
// form has them, named for the files html-validate reports on.
func allPages(t *testing.T) map[string]string { return allPagesWith(t, func(*fixture) {}) }

// allPagesWith is allPages after prepare has changed the fixture's data.
func allPagesWith(t *testing.T, prepare func(*fixture)) map[string]string {
	f := newFixture(t)
	other := f.platform.addOrg("beta", "Beta Festival")
	f.platform.members[other.ID][f.owner.ID] = identity.RoleAdmin
	tok := f.platform.addToken(f.org, f.owner, "ci")
	prepare(f)
	ticket := func(p identity.TicketPurpose, email string) string {
		return url.QueryEscape(f.platform.addTicket(fakeTicket{purpose: p, email: email, org: f.org.ID,
			role: identity.RoleMember, by: f.owner.ID}))
	}
	out := map[string]string{}
	add := func(name string, r response) { out[name] = r.body }

	v := f.browser()
	add("home", v.get("/"))
	add("signup", v.get("/signup"))
	add("signup-errors", v.post("/signup", url.Values{"email": {"x"}, "password": {"short"}}))
	add("signup-sent", v.post("/signup", url.Values{"name": {"N"}, "email": {"n@example.com"}, "password": {password},
		"organization_name": {"N"}, "currency": {"EUR"}, "time_zone": {"UTC"}}))
	add("signin", v.get("/signin?next=%2Fsettings%2Fmembers"))
	add("signin-errors", v.post("/signin", url.Values{"email": {"ada@example.com"}, "password": {"x"}}))
	add("verify", v.get("/verify?token="+ticket(identity.TicketVerifyEmail, "ada@example.com")))
	add("verify-failed", v.post("/verify", url.Values{"token": {"nope"}}))
	add("resend", v.get("/verify/resend"))
	add("resend-errors", v.post("/verify/resend", url.Values{"email": {""}}))
	add("sent", v.post("/verify/resend", url.Values{"email": {"ada@example.com"}}))
	add("forgot", v.get("/password/forgot"))
	reset := ticket(identity.TicketResetPassword, "mo@example.com")
	add("reset", v.get("/password/reset?token="+reset))
	add("reset-errors", v.post("/password/reset", url.Values{"token": {mustUnescape(reset)}, "password": {"x"}}))
	add("password-set", v.post("/password/reset", url.Values{"token": {mustUnescape(reset)}, "password": {password}}))
	add("reset-failed", v.get("/password/reset?token=nope"))
	add("invitation-signup", v.get("/invitations/accept?token="+ticket(identity.TicketInvitation, "new@example.com")))
	add("invitation-signin", v.get("/invitations/accept?token="+ticket(identity.TicketInvitation, "ada@example.com")))
	add("invitation-failed", v.get("/invitations/accept?token=nope"))
	add("not-found", v.get("/nowhere"))
	add("forbidden-form", f.browser().post("/signin", nil))

	b := f.signedIn("ada@example.com")
	add("tokens", b.get("/settings/tokens"))
	add("tokens-errors", b.post("/settings/tokens", url.Values{"expires_in": {"90"}, scopesField: {"bogus"}}))
	add("token-created", b.post("/settings/tokens", url.Values{"name": {"ci"}, "expires_in": {"90"}, scopesField: {"reports:read"}}))
	add("token-revoke", b.get("/settings/tokens/"+string(tok.ID)+"/revoke"))
	add("password", b.get("/settings/password"))
	add("organization", b.get("/settings/organization"))
	add("password-errors", b.post("/settings/password", url.Values{"current_password": {"x"}}))
	b.post("/settings/invitations", url.Values{"email": {"lee@example.com"}, "role": {"member"}})
	add("members", b.get("/settings/members"))
	add("members-refused", b.post("/settings/members/"+string(f.owner.ID)+"/role", url.Values{"role": {"viewer"}}))
	add("members-invite-errors", b.post("/settings/invitations", url.Values{"email": {"x"}, "role": {"member"}}))
	add("member-remove", b.get("/settings/members/"+string(f.member.ID)+"/remove"))
	add("member-leave", b.get("/settings/members/"+string(f.owner.ID)+"/remove"))
	add("invitation-accept", b.get("/invitations/accept?token="+ticket(identity.TicketInvitation, "ada@example.com")))
	add("invitation-other", b.get("/invitations/accept?token="+ticket(identity.TicketInvitation, "new@example.com")))
	add("members-forbidden", f.signedIn("mo@example.com").get("/settings/members"))
	for name, body := range out {
		if !strings.HasPrefix(body, "<!DOCTYPE html>") {
			t.Fatalf("%s is not a page: %q", name, body)
		}
	}
	return out
}

func mustUnescape(s string) string {
	u, err := url.QueryUnescape(s)
	if err != nil {
		panic(err)
	}
	return u
}
