package web

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// Every page answers 200 with the security headers, one h1, and no inline
// script or style, for a visitor and for a signed-in owner.
func TestEveryPageAnswersWithTheSecurityHeaders(t *testing.T) {
	f := newFixture(t)
	verify := f.platform.addTicket(fakeTicket{purpose: identity.TicketVerifyEmail, email: "ada@example.com"})
	reset := f.platform.addTicket(fakeTicket{purpose: identity.TicketResetPassword, email: "ada@example.com"})
	newcomer := f.platform.addTicket(fakeTicket{purpose: identity.TicketInvitation, email: "new@example.com",
		org: f.org.ID, role: identity.RoleMember, by: f.owner.ID})
	forAda := f.platform.addTicket(fakeTicket{purpose: identity.TicketInvitation, email: "ada@example.com",
		org: f.org.ID, role: identity.RoleMember, by: f.owner.ID})
	token := f.platform.addToken(f.org, f.owner, "ci")

	anonymous := []string{"/", "/signup", "/signin", "/signin?next=%2Fsettings%2Fmembers", "/verify?token=" + verify,
		"/verify/resend", "/password/forgot", "/password/reset?token=" + reset,
		"/invitations/accept?token=" + newcomer, "/invitations/accept?token=" + forAda}
	owner := []string{"/settings/tokens", "/settings/password", "/settings/members",
		"/settings/tokens/" + string(token.ID) + "/revoke", "/settings/members/" + string(f.member.ID) + "/remove",
		"/settings/members/" + string(f.owner.ID) + "/remove", "/invitations/accept?token=" + forAda,
		"/invitations/accept?token=" + newcomer}
	check := func(b *browser, path string) {
		t.Run(path, func(t *testing.T) {
			r := b.get(path)
			wantStatus(t, r, http.StatusOK)
			wantPageHeaders(t, r)
			wantCleanHTML(t, r)
		})
	}
	for _, p := range anonymous {
		check(f.browser(), p)
	}
	b := f.signedIn("ada@example.com")
	for _, p := range owner {
		check(b, p)
	}
}

func wantPageHeaders(t *testing.T, r response) {
	t.Helper()
	want := map[string]string{
		"Content-Security-Policy":    contentSecurityPolicy,
		"X-Content-Type-Options":     "nosniff",
		"Cross-Origin-Opener-Policy": "same-origin",
		"Permissions-Policy":         permissionsPolicy,
		"Cache-Control":              "no-store",
		"Content-Type":               "text/html; charset=utf-8",
	}
	for k, v := range want {
		if got := r.header.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	if p := r.header.Get("Referrer-Policy"); p != "same-origin" && p != "no-referrer" {
		t.Errorf("Referrer-Policy = %q", p)
	}
	if csp := r.header.Get("Content-Security-Policy"); strings.Contains(csp, "unsafe") {
		t.Errorf("the CSP allows something unsafe: %s", csp)
	}
}

var (
	inlineScript = regexp.MustCompile(`<script(?:\s[^>]*)?>`)
	h1Pattern    = regexp.MustCompile(`<h1[\s>]`)
)

// wantCleanHTML checks what a CSP without unsafe-inline would break, and the
// page's outline.
func wantCleanHTML(t *testing.T, r response) {
	t.Helper()
	for _, tag := range inlineScript.FindAllString(r.body, -1) {
		if !strings.Contains(tag, ` src="/static/`) {
			t.Errorf("inline script: %s", tag)
		}
	}
	for _, bad := range []string{" style=", "<style", " onclick=", " onload=", "javascript:"} {
		if strings.Contains(r.body, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	if n := len(h1Pattern.FindAllString(r.body, -1)); n != 1 {
		t.Errorf("%d h1 elements, want 1", n)
	}
	wantContains(t, r, `<html lang="en">`, `<header`, `<nav aria-label="Main">`, `<main id="main"`,
		`href="#main"`, `href="/docs"`)
}

func TestPagesThatCarryATicketSendNoReferrer(t *testing.T) {
	f := newFixture(t)
	reset := f.platform.addTicket(fakeTicket{purpose: identity.TicketResetPassword, email: "ada@example.com"})
	for _, path := range []string{"/verify?token=x", "/password/reset?token=" + reset, "/invitations/accept?token=x",
		"/signin?next=%2Finvitations%2Faccept%3Ftoken%3Dx"} {
		if got := f.browser().get(path).header.Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("%s: Referrer-Policy %q, want no-referrer", path, got)
		}
	}
}

func TestAnUnknownPageIsNotFound(t *testing.T) {
	f := newFixture(t)
	r := f.browser().get("/nowhere")
	wantStatus(t, r, http.StatusNotFound)
	wantPageHeaders(t, r)
	wantContains(t, r, "Page not found")
	wantStatus(t, f.browser().get("/docs"), http.StatusNotFound)
}

func TestDocsAreServedByTheirOwnHandlerWithoutThePagesHeaders(t *testing.T) {
	docs := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'")
		_, _ = w.Write([]byte("docs " + r.URL.Path))
	})
	f := newFixtureWith(t, Config{PublicURL: "http://roadcase.test", APIDocs: docs})
	for _, p := range []string{"/docs", "/docs/openapi.json"} {
		r := f.browser().get(p)
		wantStatus(t, r, http.StatusOK)
		if r.body != "docs "+p || r.header.Get("Content-Security-Policy") != "default-src 'self'" {
			t.Errorf("%s: %q with CSP %q", p, r.body, r.header.Get("Content-Security-Policy"))
		}
	}
}

func TestTheHomePageSendsASignedInPersonToTheirTokens(t *testing.T) {
	f := newFixture(t)
	r := f.signedIn("ada@example.com").get("/")
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != "/settings/tokens" {
		t.Errorf("Location %q", r.location())
	}
	wantContains(t, f.browser().get("/"), `href="/signup"`, `href="/signin"`, `href="/docs"`)
}

func TestSettingsPagesSendAVisitorToSignInAndBack(t *testing.T) {
	f := newFixture(t)
	r := f.browser().get("/settings/members")
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != "/signin?next=%2Fsettings%2Fmembers" {
		t.Fatalf("Location %q", r.location())
	}
	b := f.browser()
	b.get(r.location())
	r = b.post("/signin", map[string][]string{"email": {"ada@example.com"}, "password": {password},
		"next": {"/settings/members"}})
	if r.location() != "/settings/members" {
		t.Errorf("after sign-in, Location %q", r.location())
	}
}

func TestSignInDoesNotFollowANextAddressOffSite(t *testing.T) {
	for _, next := range []string{"https://evil.example/", "//evil.example/", `/\evil.example`, "javascript:alert(1)"} {
		if got := localPath(next); got != "" {
			t.Errorf("localPath(%q) = %q, want \"\"", next, got)
		}
	}
	if got := localPath("/invitations/accept?token=x"); got != "/invitations/accept?token=x" {
		t.Errorf("a local path was refused: %q", got)
	}
}

// A port's errors become pages: unavailable is 503, never the cause.
func TestAnUnavailableDependencyIsA503Page(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	f.platform.breakWith(kernel.Unavailable("identity store", context.DeadlineExceeded))
	r := b.get("/settings/tokens")
	wantStatus(t, r, http.StatusServiceUnavailable)
	wantPageHeaders(t, r)
	if strings.Contains(r.body, "deadline") {
		t.Errorf("the cause is shown:\n%s", r.body)
	}
}

// An internal error is logged with its cause and shown as a plain 500 page
// that says nothing of it.
func TestAnInternalErrorIsLoggedAndNeverShown(t *testing.T) {
	var log bytes.Buffer
	f := newFixtureWith(t, Config{PublicURL: "http://roadcase.test", Logger: slog.New(slog.NewTextHandler(&log, nil))})
	b := f.signedIn("ada@example.com")
	f.platform.breakWith(errors.New("disk on fire at /var/lib/secret"))
	r := b.get("/settings/tokens")
	wantStatus(t, r, http.StatusInternalServerError)
	wantPageHeaders(t, r)
	wantContains(t, r, "Something went wrong")
	if strings.Contains(r.body, "disk on fire") {
		t.Errorf("the cause is shown")
	}
	if !strings.Contains(log.String(), "disk on fire") {
		t.Errorf("the cause is not logged: %s", log.String())
	}
}

// When the core could not send a mail, the page says what it said: what was
// kept and what to do, never the cause.
func TestAMailNotSentShowsTheCoresAdvice(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.get("/signup")
	f.platform.breakWith(kernel.Unavailable("Your account was created, but the mail could not be sent.",
		errors.New("dial tcp: connection refused")).WithCode("mail_not_sent"))
	r := b.post("/signup", url.Values{"name": {"Ada"}, "email": {"ada@new.example"},
		"password": {"long walk to the venue"}, "organization_name": {"Ada Touring"}})
	wantStatus(t, r, http.StatusServiceUnavailable)
	wantContains(t, r, "The mail could not be sent", "Your account was created")
	if strings.Contains(r.body, "connection refused") {
		t.Errorf("the cause is shown")
	}
}
