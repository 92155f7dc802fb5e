package smtp_test

import (
	"bytes"
	"context"
	"encoding/json"
	netmail "net/mail"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// advance returns a merge send's mail: one recipient, a reply-to address and a
// reference.
func advance() mail.Message {
	return mail.Message{ID: kernel.NewID(), Kind: mail.KindAdvance,
		To:      []mail.Address{{Name: "Ada Venue", Email: "ada@venue.example"}},
		ReplyTo: &mail.Address{Name: "Tour Office", Email: "office@tour.example"},
		Ref:     "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f:9c4e7f10-2b3a-4c5d-8e9f-0a1b2c3d4e5f",
		Subject: "Advance: Northern Lights, 12 December", Text: "Your advance: https://roadcase.example/portal/x\n"}
}

func TestAMailWithAReferenceCarriesItForTheProvider(t *testing.T) {
	t.Parallel()
	s := smtptest.Start(t, "none", "", "")
	msg := advance()
	if err := mailer(t, s, smtp.TLSNone, "", "").Send(context.Background(), msg); err != nil {
		t.Fatalf("Send: %v", err)
	}
	got := s.WaitFor(t, 1, 5*time.Second)
	parsed, err := netmail.ReadMessage(bytes.NewReader(got[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	h := parsed.Header
	if rt, err := h.AddressList("Reply-To"); err != nil || len(rt) != 1 || rt[0].Address != "office@tour.example" ||
		rt[0].Name != "Tour Office" {
		t.Errorf("Reply-To = %v, %v", rt, err)
	}
	if id, want := h.Get("Message-Id"),
		"<0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f.9c4e7f10-2b3a-4c5d-8e9f-0a1b2c3d4e5f@roadcase.example>"; id != want {
		t.Errorf("Message-ID = %q, want %q", id, want)
	}
	var vars map[string]string
	if err := json.Unmarshal([]byte(h.Get(smtp.MailgunVariablesHeader)), &vars); err != nil ||
		len(vars) != 1 || vars[smtp.MailgunRefVariable] != msg.Ref {
		t.Errorf("%s = %q (%v), want the reference as %s", smtp.MailgunVariablesHeader,
			h.Get(smtp.MailgunVariablesHeader), err, smtp.MailgunRefVariable)
	}
}

func TestAMailWithoutAReferenceHasNeitherReplyToNorVariables(t *testing.T) {
	t.Parallel()
	s := smtptest.Start(t, "none", "", "")
	msg := invitation()
	if err := mailer(t, s, smtp.TLSNone, "", "").Send(context.Background(), msg); err != nil {
		t.Fatalf("Send: %v", err)
	}
	parsed, err := netmail.ReadMessage(bytes.NewReader(s.WaitFor(t, 1, 5*time.Second)[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	if h := parsed.Header; h.Get("Reply-To") != "" || h.Get(smtp.MailgunVariablesHeader) != "" ||
		h.Get("Message-Id") != "<"+msg.ID.String()+"@roadcase.example>" {
		t.Errorf("headers %v", h)
	}
}

func TestARefusalIsRejectedForGoodOnlyWhenPermanent(t *testing.T) {
	t.Parallel()
	s := smtptest.Start(t, "none", "", "")
	m := mailer(t, s, smtp.TLSNone, "", "")
	s.Refuse("ada@venue.example")
	err := m.Send(context.Background(), advance())
	if !mail.IsRejected(err) || !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("a 550 to RCPT TO: err = %v (kind %v), want a rejection", err, kernel.KindOf(err))
	}
	s.Defer("ada@venue.example")
	err = m.Send(context.Background(), advance())
	if mail.IsRejected(err) || !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("a 451 to RCPT TO: err = %v (kind %v), want KindUnavailable", err, kernel.KindOf(err))
	}
	if got := s.Received(); len(got) != 0 {
		t.Errorf("the server took %d refused messages", len(got))
	}
	s.Accept("ada@venue.example")
	if err := m.Send(context.Background(), advance()); err != nil {
		t.Errorf("once accepted again: %v", err)
	}
}
