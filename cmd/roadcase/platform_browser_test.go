package main

import (
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/kernel"
)

// TestThePlatformInABrowser drives the real binary (serve --demo on SQLite, mail
// through a real SMTP server in the test process) from headless Chromium, as a
// new user and as the demo owner would, auditing every page with axe-core and
// html-validate on the way: sign-up → verify from the received mail → sign in →
// mint a token with two scopes → call the API → revoke → 401; a tampered scope;
// an invitation accepted by signing up; a demoted manager's token losing the
// manager's rights on its next request; a member refused the members page; posts
// without the form token or from another site refused; sign-in throttled.
func TestThePlatformInABrowser(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	browserTest(t)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	ada := newPerson(t, "") // skips here without Chromium unless it is required
	mails := smtptest.Start(t, "none", "", "")
	srv := servetest.StartDemo(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"), smtpEnv(mails)...)
	ada.base = srv.URL

	// Sign up, then verify from the mail the SMTP server received.
	ada.open("/signup")
	ada.fill("name", "Ada Lovelace")
	ada.fill("email", "ada@example.com")
	ada.fill("password", "long walk to the venue at dawn")
	ada.fill("organization_name", "Ada Touring")
	ada.click(`form[action="/signup"] button[type=submit]`, "Check your inbox")
	ada.open(mailLink(t, mails, "ada@example.com", "/verify?token="))
	ada.click(`form[action="/verify"] button[type=submit]`, "Address confirmed")

	// Sign in: the session's id changes, and the one before no longer counts.
	ada.open("/signin")
	before := ada.sessionCookie()
	ada.fill("email", "ada@example.com")
	ada.fill("password", "long walk to the venue at dawn")
	ada.click(`form[action="/signin"] button[type=submit]`, "API tokens")
	after := ada.sessionCookie()
	if after == "" || after == before {
		t.Fatalf("session cookie before sign-in %q, after %q: want a new one", before, after)
	}
	if status := getWithCookie(t, srv.URL+"/settings/tokens", before); status == http.StatusOK {
		t.Error("the session cookie from before sign-in still opens the tokens page")
	}

	// Mint a token with two scopes and call the API with it.
	ada.fill("name", "ticketing sync")
	checkScopes(t, ada, "documents:read", "reports:read")
	ada.click(`form[action="/settings/tokens"] button[type=submit]`, "Your new token")
	secret, err := chromedp.Run(ada.tab, chromedp.Value(chromedp.ID("token-secret")))
	if err != nil || !strings.HasPrefix(secret, "rc_pat_") {
		t.Fatalf("the new token page shows %q (%v)", secret, err)
	}
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{"GET", "/api/v1/documents", http.StatusOK},
		{"GET", "/api/v1/reports", http.StatusOK},
		{"GET", "/api/v1/advance-packets/" + kernel.NewID().String(), http.StatusForbidden}, // advancing:read not granted
	} {
		if got := apiCall(t, c.method, srv.URL+c.path, secret); got != c.want {
			t.Errorf("%s %s with the new token: %d, want %d", c.method, c.path, got, c.want)
		}
	}

	// A tampered scope is refused, listing the valid ones, and nothing is minted.
	ada.open("/settings/tokens")
	rows := tokenRows(t, ada)
	ada.fill("name", "tampered")
	if err := chromedp.Do(ada.tab, chromedp.Evaluate[chromedp.Void](
		`document.querySelector('input[value="documents:read"]').value = "documents:admin";
		 document.querySelector('input[value="documents:admin"]').checked = true`)); err != nil {
		t.Fatal(err)
	}
	ada.click(`form[action="/settings/tokens"] button[type=submit]`, "API tokens")
	if text, _ := chromedp.Run(ada.tab, chromedp.Text(chromedp.CSS(".error-summary"))); !strings.Contains(text, "documents:admin") ||
		!strings.Contains(text, "reports:read") {
		t.Errorf("a tampered scope's answer %q does not name it and the valid scopes", text)
	}
	if got := tokenRows(t, ada); got != rows {
		t.Errorf("after a tampered mint the page lists %d tokens, want %d", got, rows)
	}

	// Revoke it after confirming; the API then answers 401.
	ada.click(`a[href$="/revoke"]`, "Revoke")
	ada.click(`form[action$="/revoke"] button[type=submit]`, "API tokens")
	if got := apiCall(t, "GET", srv.URL+"/api/v1/documents", secret); got != http.StatusUnauthorized {
		t.Errorf("the revoked token gets %d, want 401", got)
	}

	// Posts without the form's token, or from another site, are refused.
	if got := ada.post("/settings/tokens", "name=forged&expires_in=30&scopes%5B%5D=documents%3Aread"); got != http.StatusForbidden {
		t.Errorf("a post without the form token: %d, want 403", got)
	}
	if got := crossSitePost(t, srv.URL+"/signin"); got != http.StatusForbidden {
		t.Errorf("a cross-site post: %d, want 403", got)
	}

	// The API reference, linked from every page, renders the served document.
	ada.open("/docs")
	if err := chromedp.Do(ada.tab, chromedp.WaitVisible(chromedp.CSS(`#redoc h1`))); err != nil {
		t.Errorf("/docs did not render the API reference: %v", err)
	}
	ada.seen = map[string]bool{}
	ada.audit()

	invitedManagerIsDemoted(t, srv, mails)
	signInIsThrottled(t, srv.URL)
}

// invitedManagerIsDemoted has the demo owner invite a manager, who joins by
// signing up and mints a token; once demoted, the same token loses the manager's
// right on its next request, and the members page is refused to them.
func invitedManagerIsDemoted(t *testing.T, srv *servetest.Server, mails *smtptest.Server) {
	owner := newPerson(t, srv.URL)
	owner.open("/signin")
	owner.fill("email", srv.Email)
	owner.fill("password", srv.Password)
	owner.click(`form[action="/signin"] button[type=submit]`, "API tokens")
	owner.open("/settings/members")
	owner.fill("email", "mia@example.com")
	owner.choose("role", "manager")
	owner.click(`form[action="/settings/invitations"] button[type=submit]`, "Members of")

	mia := newPerson(t, srv.URL)
	mia.open(mailLink(t, mails, "mia@example.com", "/invitations/accept?token="))
	mia.fill("name", "Mia Wallace")
	mia.fill("password", "a quiet bus between two cities")
	mia.click(`form[action="/invitations/signup"] button[type=submit]`, "API tokens")
	mia.fill("name", "packets")
	checkScopes(t, mia, "advancing:write")
	mia.click(`form[action="/settings/tokens"] button[type=submit]`, "Your new token")
	secret, _ := chromedp.Run(mia.tab, chromedp.Value(chromedp.ID("token-secret")))
	shell := srv.URL + "/api/v1/projects/" + kernel.NewID().String() + "/advance-packets"
	if got := apiCall(t, "POST", shell, secret); got == http.StatusForbidden || got == http.StatusUnauthorized {
		t.Fatalf("a manager creating a packet shell: %d, want the manager's right", got)
	}

	owner.open("/settings/members")
	owner.markPage()
	if err := chromedp.Do(owner.tab, chromedp.Evaluate[chromedp.Void](`(() => {
		const row = [...document.querySelectorAll("tbody tr")].find(r => r.textContent.includes("mia@example.com"));
		row.querySelector("select").value = "member";
		row.querySelector("button[type=submit]").click();
	})()`)); err != nil {
		t.Fatal(err)
	}
	owner.waitHeading("Members of")
	if got := apiCall(t, "POST", shell, secret); got != http.StatusForbidden {
		t.Errorf("the demoted manager's token: %d, want 403", got)
	}
	resp, err := chromedp.Run(mia.tab, chromedp.NavigateResponse(srv.URL+"/settings/members"))
	if err != nil || resp.Status != http.StatusForbidden {
		t.Errorf("a member opening the members page: %v %v, want 403", resp, err)
	}
	mia.audit()
}

// signInIsThrottled fails sign-in for one address until the platform asks to
// wait, with Retry-After.
func signInIsThrottled(t *testing.T, base string) {
	fc := newBrowserlessClient(t, base)
	for i := 1; ; i++ {
		resp := fc.post("/signin", "/signin", url.Values{"email": {"nobody@example.com"},
			"password": {"not the password at all"}})
		if resp.StatusCode == http.StatusTooManyRequests {
			if resp.Header.Get("Retry-After") == "" || i < 5 {
				t.Errorf("throttled at attempt %d with Retry-After %q", i, resp.Header.Get("Retry-After"))
			}
			return
		}
		if resp.StatusCode != http.StatusUnprocessableEntity || i > 10 {
			t.Fatalf("sign-in attempt %d: %d, want 422 and then 429", i, resp.StatusCode)
		}
	}
}

// mailLink waits for a mail to to and returns its link holding marker.
func mailLink(t *testing.T, mails *smtptest.Server, to, marker string) string {
	t.Helper()
	var link string
	received := func() bool {
		for _, m := range mails.Received() {
			if len(m.To) == 0 || m.To[0] != to {
				continue
			}
			for _, l := range m.Links() {
				if strings.Contains(l, marker) {
					link = l
					return true
				}
			}
		}
		return false
	}
	if !pollUntil(t, 15*time.Second, 50*time.Millisecond, received) {
		t.Fatalf("no mail to %s with a link holding %q", to, marker)
	}
	return link
}

func checkScopes(t *testing.T, p *person, scopes ...string) {
	t.Helper()
	for _, s := range scopes {
		if err := chromedp.Do(p.tab, chromedp.Click(chromedp.CSS(`input[value="`+s+`"]`))); err != nil {
			t.Fatalf("check %s: %v", s, err)
		}
	}
}

func tokenRows(t *testing.T, p *person) int {
	t.Helper()
	n, err := chromedp.Run(p.tab, chromedp.Evaluate[int](`document.querySelectorAll("tbody tr").length`))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// getWithCookie requests url with the platform's session cookie set to value,
// without following redirects, and returns the status.
func getWithCookie(t *testing.T, url, value string) int {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.AddCookie(&http.Cookie{Name: "roadcase_session", Value: value})
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode
}

// crossSitePost posts a form to url as a page of another site would.
func crossSitePost(t *testing.T, url string) int {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader("email=ada%40example.com&password=x"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://evil.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode
}
