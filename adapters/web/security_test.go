package web

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestAFormWithoutItsTokenIsRefused(t *testing.T) {
	f := newFixture(t)
	tests := []struct {
		name  string
		token string
	}{
		{"no token", ""},
		{"a wrong token", "not-the-session-token"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := f.signedIn("ada@example.com")
			r := b.post("/settings/tokens", url.Values{csrfField: {tt.token}, "name": {"x"},
				"expires_in": {"90"}, scopesField: {"reports:read"}})
			wantStatus(t, r, http.StatusForbidden)
			wantPageHeaders(t, r)
			wantContains(t, r, "This form has expired")
			if f.platform.mints != 0 {
				t.Errorf("a token was minted")
			}
		})
	}
	t.Run("a sign-in without a session", func(t *testing.T) {
		r := f.browser().post("/signin", url.Values{"email": {"ada@example.com"}, "password": {password}})
		wantStatus(t, r, http.StatusForbidden)
	})
}

func TestACrossOriginPostIsRefused(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	form := url.Values{csrfField: {b.csrf}, "name": {"x"}, "expires_in": {"90"}, scopesField: {"reports:read"}}
	for _, site := range []string{"cross-site", "same-site"} {
		r := httpPost("/settings/tokens", form)
		r.Header.Set("Sec-Fetch-Site", site)
		res := b.do(r)
		wantStatus(t, res, http.StatusForbidden)
	}
	r := httpPost("/settings/tokens", form)
	r.Header.Set("Origin", "https://evil.example")
	wantStatus(t, b.do(r), http.StatusForbidden)
	if f.platform.mints != 0 {
		t.Fatalf("a cross-origin form minted a token")
	}
	wantStatus(t, b.post("/settings/tokens", form), http.StatusOK)
}

func httpPost(path string, form url.Values) *http.Request {
	r, _ := http.NewRequest(http.MethodPost, "http://roadcase.test"+path, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return r
}

func TestTheSessionCookieIsHttpOnlyLaxAndSecureOverHTTPS(t *testing.T) {
	tests := []struct {
		publicURL string
		secure    bool
	}{
		{"http://127.0.0.1:8080", false},
		{"https://roadcase.example", true},
	}
	for _, tt := range tests {
		t.Run(tt.publicURL, func(t *testing.T) {
			f := newFixtureWith(t, Config{PublicURL: tt.publicURL})
			c := f.browser().get("/signin").cookie
			if c == nil {
				t.Fatal("the sign-in form set no session cookie")
			}
			if c.Name != "roadcase_session" || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode ||
				c.Path != "/" || c.Secure != tt.secure {
				t.Errorf("cookie %s", c.String())
			}
		})
	}
}

func TestAPageWithoutAFormStartsNoSession(t *testing.T) {
	f := newFixture(t)
	if c := f.browser().get("/").cookie; c != nil {
		t.Errorf("the start page set a cookie: %s", c.String())
	}
}

func TestSignInRenewsTheSessionIDAndTheOldOneIsWorthless(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.get("/signin")
	before := b.cookie
	r := b.post("/signin", url.Values{"email": {"ada@example.com"}, "password": {password}})
	wantStatus(t, r, http.StatusSeeOther)
	if b.cookie == "" || b.cookie == before {
		t.Fatalf("the session id did not change at sign-in")
	}
	if f.sessions.has(kernel.HashSecret(before)) {
		t.Errorf("the session before sign-in is still stored")
	}
	planted := &browser{f: f, cookie: before}
	r = planted.get("/settings/tokens")
	wantStatus(t, r, http.StatusSeeOther)
	if !strings.HasPrefix(r.location(), "/signin") {
		t.Errorf("the old cookie reached %q", r.location())
	}
	wantStatus(t, b.get("/settings/tokens"), http.StatusOK)
}

func TestSignOutEndsTheSession(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	old := b.cookie
	r := b.post("/signout", nil)
	wantStatus(t, r, http.StatusSeeOther)
	if f.sessions.has(kernel.HashSecret(old)) {
		t.Errorf("the signed-out session is still stored")
	}
	again := &browser{f: f, cookie: old}
	wantStatus(t, again.get("/settings/tokens"), http.StatusSeeOther)
}

func TestAPasswordChangedElsewhereEndsTheSession(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("ada@example.com")
	old := b.cookie
	f.clock.T = f.clock.T.Add(time.Minute)
	f.platform.setPassword(f.owner.ID, "another long password")
	r := b.get("/settings/tokens")
	wantStatus(t, r, http.StatusSeeOther)
	if r.location() != "/signin" {
		t.Errorf("Location %q", r.location())
	}
	if f.sessions.has(kernel.HashSecret(old)) {
		t.Errorf("the ended session is still stored")
	}
}

func TestAnAccountThatIsGoneEndsTheSession(t *testing.T) {
	f := newFixture(t)
	b := f.signedIn("mo@example.com")
	f.platform.deleteUser(f.member.ID)
	wantStatus(t, b.get("/settings/tokens"), http.StatusSeeOther)
}

func TestChangingThePasswordKeepsThisSessionAndEndsTheOthers(t *testing.T) {
	f := newFixture(t)
	here, elsewhere := f.signedIn("ada@example.com"), f.signedIn("ada@example.com")
	before := here.cookie
	f.clock.T = f.clock.T.Add(time.Minute)
	here.get("/settings/password")
	r := here.post("/settings/password", url.Values{"current_password": {password},
		"new_password": {"a brand new passphrase"}})
	wantStatus(t, r, http.StatusSeeOther)
	if here.cookie == before {
		t.Errorf("the session id was not renewed")
	}
	wantContains(t, here.get("/settings/password"), "Your password is changed")
	wantStatus(t, elsewhere.get("/settings/tokens"), http.StatusSeeOther)
}

func TestTheStoreKeepsSessionsUnderTheHashOfTheCookie(t *testing.T) {
	f := newFixture(t)
	var cookies []string
	b := f.browser()
	b.get("/signin")
	cookies = append(cookies, b.cookie)
	b.post("/signin", url.Values{"email": {"ada@example.com"}, "password": {password}})
	cookies = append(cookies, b.cookie)
	b.get("/settings/tokens")
	hex := regexp.MustCompile(`^[0-9a-f]{64}$`)
	keys := f.sessions.keys()
	for _, k := range keys {
		if !hex.MatchString(k) {
			t.Errorf("store key %q is not a SHA-256 hex digest", k)
		}
		for _, c := range cookies {
			if k == c || strings.Contains(k, c) {
				t.Errorf("the store saw the cookie %q", c)
			}
		}
	}
	if !f.sessions.has(kernel.HashSecret(b.cookie)) {
		t.Errorf("the live session is not stored under the hash of its cookie")
	}
}

func TestCleanupSessionsRemovesExpiredOnes(t *testing.T) {
	f := newFixture(t)
	f.signedIn("ada@example.com")
	f.clock.T = f.clock.T.Add(DefaultLifetime + time.Hour)
	n, err := f.server.CleanupSessions(t.Context())
	if err != nil || n == 0 {
		t.Fatalf("CleanupSessions = %d, %v; want the expired sessions removed", n, err)
	}
	if len(f.sessions.data) != 0 {
		t.Errorf("%d sessions left", len(f.sessions.data))
	}
}
