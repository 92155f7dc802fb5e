package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
)

// TestSignUpMailLandsInTheOutbox signs up through the platform's pages as the
// embedded default serves them (no SMTP server configured), with the outbox
// keeping its links' secrets as a developer asks, finds the verification link
// with `roadcase mail outbox`, confirms the address with it and signs in.
func TestSignUpMailLandsInTheOutbox(t *testing.T) {
	t.Parallel()
	dsn := migratedDSN(t)
	var logs bytes.Buffer
	withOutboxPlatform(t, dsn, []string{"ROADCASE_OUTBOX_LINKS=keep"}, &logs, func(m *Main, b *browserlessClient) error {
		b.submit("/signup", "/signup", url.Values{"name": {"Ada"}, "email": {"ada@example.com"},
			"password": {"long walk to the venue at dawn"}, "organization_name": {"Ada Touring"},
			"currency": {"EUR"}, "time_zone": {"UTC"}}, http.StatusOK)

		link := outboxLink(t, dsn, "/verify?token=")
		u, _ := url.Parse(link)
		b.submit(u.RequestURI(), "/verify", url.Values{"token": {u.Query().Get("token")}}, http.StatusOK)
		b.submit("/signin", "/signin", url.Values{"email": {"ada@example.com"},
			"password": {"long walk to the venue at dawn"}}, http.StatusSeeOther)
		return nil
	})
}

// outboxLink returns the first link holding marker in the newest outbox message.
func outboxLink(t *testing.T, dsn, marker string) string {
	t.Helper()
	out := mustRun(t, dsn, "mail", "outbox", "--limit", "1").stdout
	var msg outboxLine
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &msg); err != nil {
		t.Fatalf("mail outbox printed %q: %v", out, err)
	}
	for _, l := range msg.Links {
		if strings.Contains(l, marker) {
			return l
		}
	}
	t.Fatalf("the newest outbox message %q has no link with %q: %v", msg.Subject, marker, msg.Links)
	return ""
}

// browserlessClient posts the platform's forms as a browser would: it keeps the
// cookies and sends each form's token.
type browserlessClient struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowserlessClient(t *testing.T, base string) *browserlessClient {
	jar, _ := cookiejar.New(nil)
	return &browserlessClient{t: t, base: base, c: &http.Client{Jar: jar,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// submit posts form to action (see post) and checks the answer's status.
func (b *browserlessClient) submit(formPage, action string, form url.Values, want int) {
	b.t.Helper()
	if resp := b.post(formPage, action, form); resp.StatusCode != want {
		b.t.Fatalf("POST %s: %d, want %d", action, resp.StatusCode, want)
	}
}

// post loads the page at formPage for its form token and posts form, with the
// token, to action. The answer's body is read and closed.
func (b *browserlessClient) post(formPage, action string, form url.Values) *http.Response {
	b.t.Helper()
	resp, err := b.c.Get(b.base + formPage)
	if err != nil {
		b.t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		b.t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		b.t.Fatal(err)
	}
	m := csrfField.FindSubmatch(body)
	if m == nil {
		b.t.Fatalf("no form token on %s (%d)", formPage, resp.StatusCode)
	}
	form.Set("csrf_token", string(m[1]))
	resp, err = b.c.PostForm(b.base+action, form)
	if err != nil {
		b.t.Fatal(err)
	}
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		b.t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		b.t.Fatal(err)
	}
	return resp
}
