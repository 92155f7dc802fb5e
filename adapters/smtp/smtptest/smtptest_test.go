package smtptest_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// TestReadsBackTheTextAndLinksOfAMultipartMessage sends a message with a text and
// an HTML part through the SMTP adapter and reads its subject, text and links back.
func TestReadsBackTheTextAndLinksOfAMultipartMessage(t *testing.T) {
	s := smtptest.Start(t, "none", "", "")
	m, err := smtp.New(smtp.Config{Host: "127.0.0.1", Port: s.Port, TLS: smtp.TLSNone,
		From: mail.Address{Email: "noreply@roadcase.example"}}, kernel.SystemClock{})
	if err != nil {
		t.Fatal(err)
	}
	link := "http://127.0.0.1:8080/verify?token=rc_tkt_" + "abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFG"
	msg := mail.Message{ID: kernel.NewID(), Kind: mail.KindVerification, To: []mail.Address{{Name: "Ada", Email: "ada@example.com"}},
		Subject: "Vérifiez votre adresse", Text: "Hello Ada,\n\nOpen " + link + " within 48 hours.\n",
		HTML: "<p>Open <a href=\"" + link + "\">this link</a></p>"}
	if err := m.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	got := s.WaitFor(t, 1, 5*time.Second)[0]
	if got.Subject() != msg.Subject {
		t.Errorf("subject %q, want %q", got.Subject(), msg.Subject)
	}
	if links := got.Links(); !slices.Equal(links, []string{link}) {
		t.Errorf("links %q, want [%q]\ntext: %q", links, link, got.Text())
	}
}
