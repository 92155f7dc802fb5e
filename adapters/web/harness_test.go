package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// fixture is a server over fakes, with an organization, its owner and a member.
type fixture struct {
	t        *testing.T
	clock    *kernel.FixedClock
	platform *platform
	sessions *sessions
	server   *Server
	handler  http.Handler

	org           identity.Organization
	owner, member identity.User
}

const password = "correct horse battery staple"

func newFixture(t *testing.T) *fixture {
	return newFixtureWith(t, Config{PublicURL: "http://roadcase.test"})
}

func newFixtureWith(t *testing.T, cfg Config) *fixture {
	t.Helper()
	// Near the wall clock: the session library dates sessions by it.
	clock := &kernel.FixedClock{T: time.Now().UTC()}
	f := &fixture{t: t, clock: clock, platform: newPlatform(clock), sessions: newSessions()}
	cfg.Clock = clock
	s, err := New(cfg, Deps{Accounts: f.platform, Team: f.platform, Tokens: f.platform, Sessions: f.sessions})
	if err != nil {
		t.Fatal(err)
	}
	f.server, f.handler = s, s.Handler()
	f.org = f.platform.addOrg("acme", "Acme Touring")
	f.owner = f.platform.addUser("ada@example.com", "Ada Owner", password, f.org, identity.RoleOwner)
	f.member = f.platform.addUser("mo@example.com", "Mo Member", password, f.org, identity.RoleMember)
	return f
}

// browser is a client with a cookie jar of one cookie, which remembers the form
// token of the last page it saw.
type browser struct {
	f      *fixture
	cookie string // the session cookie's value, "" when none
	csrf   string
}

type response struct {
	status int
	header http.Header
	body   string
	cookie *http.Cookie // the session cookie set, if any
}

var csrfPattern = regexp.MustCompile(`name="csrf_token" value="([^"]+)"`)

func (f *fixture) browser() *browser { return &browser{f: f} }

// signedIn returns a browser signed in as email.
func (f *fixture) signedIn(email string) *browser {
	b := f.browser()
	b.get("/signin")
	if r := b.post("/signin", url.Values{"email": {email}, "password": {password}}); r.status != http.StatusSeeOther {
		f.t.Fatalf("sign in as %s: status %d\n%s", email, r.status, r.body)
	} else {
		b.get(r.location()) // as a browser follows the redirect, and so learns the new form token
	}
	return b
}

func (b *browser) get(path string) response {
	return b.do(httptest.NewRequest(http.MethodGet, path, nil))
}

// post sends a form with the last page's token, as a same-origin browser does.
func (b *browser) post(path string, form url.Values) response {
	if form == nil {
		form = url.Values{}
	}
	if _, ok := form[csrfField]; !ok && b.csrf != "" {
		form.Set(csrfField, b.csrf)
	}
	r := httptest.NewRequest(http.MethodPost, path, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	return b.do(r)
}

func (b *browser) do(r *http.Request) response {
	b.f.t.Helper()
	r.RemoteAddr = "192.0.2.10:51234"
	if b.cookie != "" {
		r.AddCookie(&http.Cookie{Name: SessionCookie, Value: b.cookie})
	}
	w := httptest.NewRecorder()
	b.f.handler.ServeHTTP(w, r)
	res := w.Result()
	body, _ := io.ReadAll(res.Body)
	out := response{status: res.StatusCode, header: res.Header, body: string(body)}
	for _, c := range res.Cookies() {
		if c.Name == SessionCookie {
			out.cookie = c
			b.cookie = c.Value
			if c.MaxAge < 0 {
				b.cookie = ""
			}
		}
	}
	if m := csrfPattern.FindStringSubmatch(out.body); m != nil {
		b.csrf = m[1]
	}
	return out
}

func (r response) location() string { return r.header.Get("Location") }

func wantStatus(t *testing.T, r response, want int) {
	t.Helper()
	if r.status != want {
		t.Fatalf("status %d, want %d (Location %q)\n%s", r.status, want, r.location(), r.body)
	}
}

func wantContains(t *testing.T, r response, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(r.body, p) {
			t.Errorf("page lacks %q\n%s", p, r.body)
		}
	}
}
