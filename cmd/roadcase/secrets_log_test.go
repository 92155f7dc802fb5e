package main

import (
	"bytes"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// issuedSecret matches a bearer secret Roadcase issues, written whole: a
// ticket, a portal token or a personal access token, or a pay link's segment.
var issuedSecret = regexp.MustCompile(`rc_(tkt|portal|pat)_[A-Za-z0-9_-]{8,}|/pay/[0-9a-f]{8}-`)

// TestNoIssuedSecretReachesTheLogsOrTheOutbox runs the flows that mail
// tickets (sign-up, a second sign-up with the same address, a password reset)
// and mints a token, at debug level, with the development outbox as it is by
// default, then greps every log line and every byte of the database for a
// secret written whole: there is none, and the mails are in the outbox with
// their links redacted.
func TestNoIssuedSecretReachesTheLogsOrTheOutbox(t *testing.T) {
	t.Parallel()
	dsn := sqliteDSN(t)
	var logs bytes.Buffer
	withOutboxPlatform(t, dsn, []string{"ROADCASE_LOG_LEVEL=debug"}, &logs, func(m *Main, b *browserlessClient) error {
		signUp := url.Values{"name": {"Ada"}, "email": {"ada@example.com"},
			"password": {"long walk to the venue at dawn"}, "organization_name": {"Ada Touring"},
			"currency": {"EUR"}, "time_zone": {"UTC"}}
		b.submit("/signup", "/signup", signUp, http.StatusOK)
		signUp.Set("organization_name", "Ada Again")
		b.submit("/signup", "/signup", signUp, http.StatusOK)
		b.submit("/password/forgot", "/password/forgot", url.Values{"email": {"ada@example.com"}}, http.StatusOK)
		m.Accounts.Wait()
		for _, path := range []string{"/verify?token=rc_tkt_unknownbutwellformed0123456789",
			"/portal/rc_portal_unknownbutwellformed0123456789", "/portal/rc_portal_unknown/sections/x"} {
			resp, err := b.c.Get(b.base + path)
			if err != nil {
				return err
			}
			if err := resp.Body.Close(); err != nil {
				return err
			}
		}
		return nil
	})
	mustRun(t, dsn, "token", "mint", "--org", "ada-touring", "--email", "ada@example.com", "--name", "ci",
		"--scopes", "documents:read")
	if found := issuedSecret.FindAllString(logs.String(), -1); len(found) > 0 {
		t.Errorf("the logs hold secrets %q:\n%s", found, logs.String())
	}
	files, _ := filepath.Glob(dsn + "*")
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if found := issuedSecret.FindAll(raw, -1); len(found) > 0 {
			t.Errorf("%s holds secrets %q", filepath.Base(f), found)
		}
	}
	out := mustRun(t, dsn, "mail", "outbox").stdout
	for _, want := range []string{"/verify?token=rc_tkt_…", "/password/reset?token=rc_tkt_…"} {
		if !bytes.Contains([]byte(out), []byte(want)) {
			t.Errorf("the outbox lacks a mail with %q:\n%s", want, out)
		}
	}
}
