package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/outbox"
	"github.com/roadcase/roadcase/core/mail"
)

func TestMailOutboxListsWhatTheDefaultMailerKept(t *testing.T) {
	t.Parallel()
	dsn := migratedDSN(t)
	var logs bytes.Buffer
	withOutboxMain(t, dsn, &logs, func(m *Main) error {
		if _, ok := m.Mailer.(*outbox.Mailer); !ok {
			t.Errorf("the mailer without ROADCASE_SMTP_HOST is %T, want the outbox", m.Mailer)
		}
		for _, subject := range []string{"first", "second"} {
			if err := m.Mailer.Send(context.Background(), mail.Message{Kind: mail.KindVerification,
				To: []mail.Address{{Email: "ada@example.com"}}, Subject: subject,
				Text: "Open https://roadcase.example/verify?t=" + subject}); err != nil {
				return err
			}
		}
		return nil
	})
	out := mustRun(t, dsn, "mail", "outbox", "--limit", "1").stdout
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var got outboxLine
	if len(lines) != 1 || json.Unmarshal([]byte(lines[0]), &got) != nil {
		t.Fatalf("mail outbox printed %q", out)
	}
	if got.Subject != "second" || got.From != `"Roadcase" <noreply@roadcase.localhost>` ||
		len(got.Links) != 1 || got.Links[0] != "https://roadcase.example/verify?t=second" {
		t.Errorf("the newest message is %+v", got)
	}
	if r := roadcase(t, dsn, "mail", "outbox", "--limit", "0"); r.code != 2 {
		t.Errorf("--limit 0 exited %d, want 2", r.code)
	}
	badTLS := []string{"ROADCASE_DB=" + dsn, "ROADCASE_SMTP_HOST=mail.example", "ROADCASE_SMTP_TLS=ssl3"}
	if r := roadcaseWith(t, badTLS, "mail", "outbox"); r.code != 2 || !strings.Contains(r.stderr, "ROADCASE_SMTP_TLS") {
		t.Errorf("a bad TLS mode exited %d: %s", r.code, r.stderr)
	}
}
