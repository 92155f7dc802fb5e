package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// The answer to a wrong password and to an unknown address is the same page,
// byte for byte apart from the form token: the same address is tried once
// while it has an account and once after the account is gone.
func TestSignInErrorsAreAlikeForAnUnknownAddressAndAWrongPassword(t *testing.T) {
	f := newFixture(t)
	try := func() response {
		b := f.browser()
		b.get("/signin")
		r := b.post("/signin", url.Values{"email": {"mo@example.com"}, "password": {"not the password at all"}})
		r.body = strings.ReplaceAll(r.body, b.csrf, "TOKEN")
		return r
	}
	wrong := try()
	f.platform.deleteUser(f.member.ID)
	unknown := try()
	wantStatus(t, wrong, http.StatusUnprocessableEntity)
	if wrong.status != unknown.status || wrong.body != unknown.body {
		t.Fatalf("the pages differ:\n%s\n----\n%s", wrong.body, unknown.body)
	}
	wantContains(t, wrong, badCredentials, `value="mo@example.com"`)
	if strings.Contains(wrong.body, "not the password at all") {
		t.Errorf("the password is put back in the form")
	}
}

func TestTooManySignInsAreThrottledWithRetryAfter(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.get("/signin")
	var r response
	for range maxFailures + 1 {
		r = b.post("/signin", url.Values{"email": {"ada@example.com"}, "password": {"guess guess guess"}})
	}
	wantStatus(t, r, http.StatusTooManyRequests)
	if r.header.Get("Retry-After") != "300" {
		t.Errorf("Retry-After %q, want 300", r.header.Get("Retry-After"))
	}
	wantContains(t, r, "Too many sign-in attempts", "Try again in 5 minutes.")
}

func TestAnUnverifiedAddressIsToldANewLinkWasSent(t *testing.T) {
	f := newFixture(t)
	f.platform.users[f.member.ID].verified = false
	b := f.browser()
	b.get("/signin")
	r := b.post("/signin", url.Values{"email": {"mo@example.com"}, "password": {password}})
	wantStatus(t, r, http.StatusForbidden)
	wantContains(t, r, "Confirm your e-mail address first", `href="/verify/resend"`)
	wantStatus(t, b.get("/settings/tokens"), http.StatusSeeOther)
}

func TestSignUpShowsFieldErrorsThenTheInbox(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	page := b.get("/signup")
	wantContains(t, page, `<option value="EUR" selected>`, `<option value="UTC" selected>`, "At least 12 characters")
	r := b.post("/signup", url.Values{"name": {""}, "email": {"ada"}, "password": {"short"},
		"organization_name": {"Acme"}, "currency": {"EUR"}, "time_zone": {"UTC"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#name"`, `href="#email"`, `href="#password"`, `aria-invalid="true"`,
		`aria-describedby="password-hint password-error"`, `value="Acme"`)
	if strings.Contains(r.body, `value="short"`) {
		t.Errorf("the password is put back")
	}
	form := url.Values{"name": {"Nia"}, "email": {"nia@example.com"}, "password": {password},
		"organization_name": {"Nia Live"}, "currency": {"GBP"}, "time_zone": {"Europe/London"}}
	wantContains(t, b.post("/signup", form), "Check your inbox")
	if got := f.platform.signups[len(f.platform.signups)-1]; got.Currency != "GBP" || got.TimeZone != "Europe/London" {
		t.Errorf("sign-up %+v", got)
	}
	form.Set("email", "ada@example.com")
	wantContains(t, b.post("/signup", form), "Check your inbox")
}

func TestAVerificationLinkChangesNothingUntilItsButtonIsPressed(t *testing.T) {
	f := newFixture(t)
	f.platform.users[f.member.ID].verified = false
	secret := f.platform.addTicket(fakeTicket{purpose: identity.TicketVerifyEmail, email: "mo@example.com"})
	b := f.browser()
	r := b.get("/verify?token=" + url.QueryEscape(secret))
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `<form method="post" action="/verify">`, `name="token" value="`+secret+`"`)
	if f.platform.users[f.member.ID].verified {
		t.Fatal("opening the link verified the address")
	}
	wantContains(t, b.post("/verify", url.Values{"token": {secret}}), "Address confirmed", `href="/signin"`)
	if !f.platform.users[f.member.ID].verified {
		t.Fatal("the address is not verified")
	}
	r = b.post("/verify", url.Values{"token": {secret}})
	wantStatus(t, r, http.StatusNotFound)
	wantContains(t, r, `href="/verify/resend"`)
}

func TestAPasswordResetChecksItsLinkFirst(t *testing.T) {
	f := newFixture(t)
	wantStatus(t, f.browser().get("/password/reset?token=rc_tkt_expired"), http.StatusNotFound)
	secret := f.platform.addTicket(fakeTicket{purpose: identity.TicketResetPassword, email: "mo@example.com"})
	b := f.browser()
	wantContains(t, b.get("/password/reset?token="+url.QueryEscape(secret)), "Choose a new password")
	r := b.post("/password/reset", url.Values{"token": {secret}, "password": {"short"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#password"`)
	wantContains(t, b.post("/password/reset", url.Values{"token": {secret}, "password": {"a fresh passphrase"}}), "Password set")
	if f.platform.users[f.member.ID].password != "a fresh passphrase" {
		t.Errorf("the password is not set")
	}
}

func TestForgotAndResendAnswerAlikeForAnyAddress(t *testing.T) {
	f := newFixture(t)
	for _, path := range []string{"/password/forgot", "/verify/resend"} {
		b := f.browser()
		b.get(path)
		known := b.post(path, url.Values{"email": {"ada@example.com"}})
		unknown := b.post(path, url.Values{"email": {"nobody@example.com"}})
		wantStatus(t, known, http.StatusOK)
		wantStatus(t, unknown, http.StatusOK)
		if strings.ReplaceAll(known.body, "ada@example.com", "X") != strings.ReplaceAll(unknown.body, "nobody@example.com", "X") {
			t.Errorf("%s answers differently", path)
		}
	}
}

func TestChangingThePasswordWithAWrongCurrentOneIsRefused(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	r := b.post("/settings/password", url.Values{"current_password": {"wrong"}, "new_password": {"a brand new passphrase"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#current_password"`, `id="current_password-error"`)
	r = b.post("/settings/password", url.Values{"current_password": {password}, "new_password": {"short"}})
	wantContains(t, r, `href="#new_password"`)
}

func TestLinksAreAbsoluteAndCarryTheTicketInTheQuery(t *testing.T) {
	l := NewLinks("https://roadcase.example/")
	secret := kernel.NewSecret(identity.TicketPrefix)
	tests := map[string]string{
		l.VerifyEmail(secret):   "https://roadcase.example/verify?token=" + secret,
		l.ResetPassword(secret): "https://roadcase.example/password/reset?token=" + secret,
		l.Invitation(secret):    "https://roadcase.example/invitations/accept?token=" + secret,
		l.SignIn():              "https://roadcase.example/signin",
	}
	for got, want := range tests {
		if got != want {
			t.Errorf("%s, want %s", got, want)
		}
	}
	if got := NewLinks("http://x").VerifyEmail("a b&c"); got != "http://x/verify?token=a+b%26c" {
		t.Errorf("the ticket is not escaped: %s", got)
	}
}
