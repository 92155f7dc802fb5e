package outbox_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/adapters/outbox"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func newMailer(t *testing.T) (*outbox.Mailer, *memory.OutboxStore, *bytes.Buffer) {
	t.Helper()
	return newMailerKeeping(t, outbox.KeepSecrets)
}

func newMailerKeeping(t *testing.T, policy outbox.Policy) (*outbox.Mailer, *memory.OutboxStore, *bytes.Buffer) {
	t.Helper()
	store, logs := memory.NewOutboxStore(), &bytes.Buffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	from := mail.Address{Name: "Roadcase", Email: "noreply@roadcase.example"}
	return outbox.New(store, from, log, &kernel.FixedClock{T: now}, policy), store, logs
}

func verification() mail.Message {
	return mail.Message{Kind: mail.KindVerification, To: []mail.Address{{Name: "Ada", Email: "ada@example.com"}},
		Subject: "Confirm your e-mail",
		Text:    "Welcome. Your password is never sent: hunter2-not-here.\nOpen https://roadcase.example/verify?t=abc123.\n"}
}

func TestSendKeepsTheMessageAndLogsItsLinks(t *testing.T) {
	t.Parallel()
	m, store, logs := newMailer(t)
	msg := verification()
	if err := m.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	got, err := store.List(context.Background(), nil, 10)
	if err != nil || len(got) != 1 {
		t.Fatalf("the outbox holds %d messages, %v; want 1", len(got), err)
	}
	kept := got[0]
	if kept.ID.IsZero() || !kept.CreatedAt.Equal(now) || kept.From.Email != "noreply@roadcase.example" ||
		kept.Subject != msg.Subject || kept.Text != msg.Text {
		t.Errorf("kept %+v", kept)
	}
	line := logs.String()
	for _, want := range []string{"level=DEBUG", "ada@example.com", `subject="Confirm your e-mail"`,
		"https://roadcase.example/verify?t=abc123]", "kind=verification"} {
		if !strings.Contains(line, want) {
			t.Errorf("the log %q lacks %q", line, want)
		}
	}
	if strings.Contains(line, "hunter2") || strings.Contains(line, "Welcome") {
		t.Errorf("the log holds the body: %q", line)
	}
}

func TestSendRefusesAnInvalidMessage(t *testing.T) {
	t.Parallel()
	m, store, logs := newMailer(t)
	msg := verification()
	msg.Subject = "Hi\r\nBcc: eve@example.com"
	if err := m.Send(context.Background(), msg); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Fatalf("Send: err = %v, want KindInvalid", err)
	}
	if got, _ := store.List(context.Background(), nil, 10); len(got) != 0 || logs.Len() != 0 {
		t.Errorf("a refused message was kept (%d) or logged (%q)", len(got), logs.String())
	}
}

func TestSendKeepsTheCallersSenderAndID(t *testing.T) {
	t.Parallel()
	m, store, _ := newMailer(t)
	msg := verification()
	msg.ID, msg.From = kernel.NewID(), mail.Address{Email: "tour@northern.example"}
	if err := m.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	if err := m.Send(context.Background(), msg); !kernel.IsKind(err, kernel.KindConflict) {
		t.Errorf("a second send of one id: err = %v, want KindConflict", err)
	}
	got, _ := store.List(context.Background(), nil, 10)
	if len(got) != 1 || got[0].ID != msg.ID || got[0].From != msg.From {
		t.Errorf("kept %+v", got)
	}
}

// A merge send's portal link is logged without its token, which opens the
// recipient's portal; the message kept in the outbox (the development mailbox)
// still holds it when the outbox keeps secrets, to be followed from `roadcase
// mail outbox`.
func TestPortalTokensAreNeverLogged(t *testing.T) {
	t.Parallel()
	m, store, logs := newMailer(t)
	token := advancing.NewPortalToken()
	msg := verification()
	msg.Kind, msg.Text = mail.KindAdvance, "Open http://127.0.0.1:8080/portal/"+token+" to acknowledge."
	if err := m.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(logs.String(), token) || !strings.Contains(logs.String(), "/portal/…") {
		t.Errorf("the log shows %q", logs.String())
	}
	got, _ := store.List(context.Background(), nil, 1)
	if len(got) != 1 || !strings.Contains(got[0].Text, token) {
		t.Errorf("the outbox lost the link")
	}
}

// TestByDefaultTheOutboxKeepsNoSecret sends mails carrying every kind of bearer
// secret through an outbox of the default policy: neither the store nor the log
// holds one, and the links keep their shape.
func TestByDefaultTheOutboxKeepsNoSecret(t *testing.T) {
	t.Parallel()
	m, store, logs := newMailerKeeping(t, outbox.RedactSecrets)
	portal, ticket := advancing.NewPortalToken(), kernel.NewSecret(identity.TicketPrefix)
	pay := kernel.NewID().String() + "." + kernel.NewID().String() + ".AbCdEfGhIjKlMnOpQrStUv"
	msg := verification()
	msg.Subject = "Your link " + ticket
	msg.Text = "Verify: http://x/verify?token=" + ticket + "\nPortal: http://x/portal/" + portal + "\nPay: http://x/pay/" + pay + "\n"
	msg.HTML = `<a href="http://x/portal/` + portal + `">Open</a> <a href="http://x/verify?token=` + ticket + `">Verify</a>`
	if err := m.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	got, _ := store.List(context.Background(), nil, 1)
	if len(got) != 1 {
		t.Fatalf("kept %d messages", len(got))
	}
	kept := got[0]
	for _, secret := range []string{portal, ticket, pay} {
		for where, text := range map[string]string{"subject": kept.Subject, "text": kept.Text, "html": kept.HTML, "log": logs.String()} {
			if strings.Contains(text, secret) {
				t.Errorf("the %s holds the secret %q: %s", where, secret, text)
			}
		}
	}
	if !strings.Contains(kept.Text, "http://x/verify?token=rc_tkt_…") || !strings.Contains(kept.HTML, `href="http://x/portal/…"`) {
		t.Errorf("the kept mail lost its links' shape: %s %s", kept.Text, kept.HTML)
	}
}
