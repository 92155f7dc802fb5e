package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestATamperedScopeIsRefusedWithTheValidOnesAndNothingIsMinted(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	r := b.post("/settings/tokens", url.Values{"name": {"ci"}, "expires_in": {"90"},
		scopesField: {"documents:read", "admin:everything"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, "There is a problem", "admin:everything", identity.ScopeNames(), `href="#scopes"`,
		`aria-describedby="scopes-error"`)
	if f.platform.mints != 0 {
		t.Errorf("the fake recorded %d mints", f.platform.mints)
	}
	if !strings.Contains(r.body, `value="documents:read" aria-describedby="scopes-hint" checked`) {
		t.Errorf("the valid scope chosen is not kept checked")
	}
}

func TestAMintFormIsCheckedBeforeThePort(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	tests := []struct {
		name string
		form url.Values
		want string
	}{
		{"an expiry that is not offered", url.Values{"expires_in": {"1000"}, scopesField: {"reports:read"}}, "Choose one of the expiry periods"},
		{"no scope", url.Values{"expires_in": {"90"}}, "at least one scope is required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := b.post("/settings/tokens", tt.form)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			wantContains(t, r, tt.want)
		})
	}
	if f.platform.mints != 0 {
		t.Errorf("%d mints", f.platform.mints)
	}
}

func TestAMintedSecretIsShownOnceAndNeverListed(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	r := b.post("/settings/tokens", url.Values{"name": {"ticketing sync"}, "expires_in": {"30"},
		scopesField: {"reports:read", "documents:read"}})
	wantStatus(t, r, http.StatusOK)
	if f.platform.mints != 1 {
		t.Fatalf("%d mints", f.platform.mints)
	}
	tok := f.platform.tokens[0]
	if got := tok.ExpiresAt.Sub(tok.CreatedAt); got.Hours() != 30*24 {
		t.Errorf("lifetime %v, want 30 days", got)
	}
	secret := secretIn(t, r.body)
	wantContains(t, r, "It will not be shown again", `readonly`, `data-copy="token-secret" hidden`)
	if r.header.Get("Cache-Control") != "no-store" {
		t.Errorf("Cache-Control %q", r.header.Get("Cache-Control"))
	}
	if !strings.Contains(r.header.Get("Permissions-Policy"), "clipboard-write=(self)") {
		t.Errorf("the copy button's page does not allow clipboard-write: %s", r.header.Get("Permissions-Policy"))
	}
	list := b.get("/settings/tokens")
	if strings.Contains(list.body, secret) {
		t.Fatalf("the list shows the secret")
	}
	wantContains(t, list, "ticketing sync", "…"+identity.SecretHint(secret), "live")
	for _, data := range f.sessions.data {
		if strings.Contains(string(data.data), secret) {
			t.Errorf("the secret is in the session")
		}
	}
}

func secretIn(t *testing.T, body string) string {
	t.Helper()
	i := strings.Index(body, identity.TokenPrefix)
	if i < 0 {
		t.Fatalf("no secret on the page\n%s", body)
	}
	s := body[i:]
	s = s[:strings.IndexByte(s, '"')]
	if !identity.CheckSecretFormat(s) {
		t.Fatalf("%q is not a token", s)
	}
	return s
}

func TestRevokingAsksFirstThenRevokes(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	tok := f.platform.addToken(f.org, f.owner, "nightly export")
	path := "/settings/tokens/" + string(tok.ID) + "/revoke"
	r := b.get(path)
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Revoke “nightly export”?", `action="`+path+`"`)
	if f.platform.revoked(tok.ID) {
		t.Fatalf("the confirmation page revoked the token")
	}
	r = b.post(path, nil)
	wantStatus(t, r, http.StatusSeeOther)
	if !f.platform.revoked(tok.ID) {
		t.Fatalf("the token is not revoked")
	}
	wantContains(t, b.get("/settings/tokens"), "is revoked", "status-revoked")
}

func TestRevokingSomeoneElsesTokenIsNotFound(t *testing.T) {
	f := newFixture(t)
	theirs := f.platform.addToken(f.org, f.member, "mo's token")
	b := f.signedIn("ada@example.com")
	path := "/settings/tokens/" + string(theirs.ID) + "/revoke"
	wantStatus(t, b.get(path), http.StatusNotFound)
	wantStatus(t, b.post(path, nil), http.StatusNotFound)
	wantStatus(t, b.get("/settings/tokens/not-an-id/revoke"), http.StatusNotFound)
	if f.platform.revoked(theirs.ID) {
		t.Errorf("another user's token was revoked")
	}
}

func TestTemplatesEscapeCallerStrings(t *testing.T) {
	f := newFixture(t)
	evil := "<script>alert(1)</script>"
	u := f.platform.addUser("eve@example.com", evil, password, f.org, identity.RoleAdmin)
	f.platform.addToken(f.org, u, evil)
	b := f.signedIn("eve@example.com")
	for _, path := range []string{"/settings/tokens", "/settings/members"} {
		r := b.get(path)
		wantStatus(t, r, http.StatusOK)
		if strings.Contains(r.body, evil) {
			t.Errorf("%s shows the name unescaped", path)
		}
		wantContains(t, r, "&lt;script&gt;alert(1)&lt;/script&gt;")
	}
	r := b.post("/settings/tokens", url.Values{"name": {evil}, "expires_in": {"7"}, scopesField: {"reports:read"}})
	wantStatus(t, r, http.StatusOK)
	if strings.Contains(r.body, evil) {
		t.Errorf("the new token's page shows its name unescaped")
	}
}

// Reloading the new token's page posts the form again; its form token was
// replaced at mint, so the repost is refused and no second token is minted.
func TestReloadingTheNewTokenPageMintsNothing(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	b.get("/settings/tokens")
	form := url.Values{"name": {"ci"}, "expires_in": {"30"}, "scopes[]": {"documents:read"}, csrfField: {b.csrf}}
	wantStatus(t, b.post("/settings/tokens", form), http.StatusOK)
	before := len(f.platform.tokens)
	wantStatus(t, b.post("/settings/tokens", form), http.StatusForbidden) // the same form, as a reload sends it
	if got := len(f.platform.tokens); got != before {
		t.Errorf("a repost minted: %d tokens, want %d", got, before)
	}
}
