package smtp_test

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/base64"
	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func mailer(t *testing.T, s *smtptest.Server, mode smtp.TLSMode, user, password string) *smtp.Mailer {
	t.Helper()
	m, err := smtp.New(smtp.Config{Host: "127.0.0.1", Port: s.Port, TLS: mode, Username: user, Password: password,
		From:      mail.Address{Name: "Roadcase", Email: "noreply@roadcase.example"},
		TLSConfig: &tls.Config{RootCAs: s.Roots, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12},
		Timeout:   5 * time.Second}, &kernel.FixedClock{T: now})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func invitation() mail.Message {
	return mail.Message{ID: kernel.NewID(), Kind: mail.KindInvitation,
		To:      []mail.Address{{Name: "Zoë Ünal", Email: "zoe@example.com"}, {Email: "crew@example.org"}},
		Subject: "Join Northern Lights Touring: Bcc: eve@example.com",
		Text:    "Accept the invitation: https://roadcase.example/invite?t=abc\n",
		HTML:    `<p><a href="https://roadcase.example/invite?t=abc">Accept the invitation</a></p>`}
}

func TestSendDeliversToARealServer(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		mode       smtp.TLSMode
		user, pass string
	}{
		{"over STARTTLS with a password", smtp.TLSStartTLS, "roadcase", "s3cret-Passw0rd"},
		{"over implicit TLS", smtp.TLSImplicit, "", ""},
		{"in clear to a local relay", smtp.TLSNone, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := smtptest.Start(t, string(tc.mode), tc.user, tc.pass)
			msg := invitation()
			if err := mailer(t, s, tc.mode, tc.user, tc.pass).Send(context.Background(), msg); err != nil {
				t.Fatalf("Send: %v", err)
			}
			got := s.Received()
			if len(got) != 1 {
				t.Fatalf("the server received %d messages, want 1", len(got))
			}
			r := got[0]
			if r.From != "noreply@roadcase.example" || !slices.Equal(r.To, msg.Recipients()) || r.User != tc.user {
				t.Errorf("envelope from %q to %v as %q", r.From, r.To, r.User)
			}
			checkMessage(t, r.Data, msg)
		})
	}
}

// checkMessage reads the received data as a mail and compares it with msg: one
// Subject header, the recipients in To and nowhere else, the id in Message-ID,
// the text and the HTML alternative.
func checkMessage(t *testing.T, data []byte, msg mail.Message) {
	t.Helper()
	parsed, err := netmail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the received mail does not parse: %v\n%s", err, data)
	}
	h := parsed.Header
	subject, err := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	if err != nil || subject != msg.Subject || len(h["Subject"]) != 1 {
		t.Errorf("Subject %q (%d headers), want %q", subject, len(h["Subject"]), msg.Subject)
	}
	if len(h["Bcc"]) != 0 || len(h["Cc"]) != 0 {
		t.Errorf("headers were injected: %v", h)
	}
	to, err := h.AddressList("To")
	if err != nil || len(to) != 2 || to[0].Name != "Zoë Ünal" || to[0].Address != "zoe@example.com" ||
		to[1].Address != "crew@example.org" {
		t.Errorf("To = %v, %v", to, err)
	}
	if from, _ := h.AddressList("From"); len(from) != 1 || from[0].Address != "noreply@roadcase.example" {
		t.Errorf("From = %v", from)
	}
	if id := h.Get("Message-Id"); id != "<"+msg.ID.String()+"@roadcase.example>" {
		t.Errorf("Message-ID = %q", id)
	}
	if d, err := h.Date(); err != nil || !d.Equal(now) {
		t.Errorf("Date = %v, %v", d, err)
	}
	bodies := parts(t, h.Get("Content-Type"), h.Get("Content-Transfer-Encoding"), parsed.Body)
	if bodies["text/plain"] != msg.Text || bodies["text/html"] != msg.HTML {
		t.Errorf("bodies %q, want the text %q and the HTML %q", bodies, msg.Text, msg.HTML)
	}
}

// parts returns the decoded bodies of a (possibly multipart) entity by media type.
func parts(t *testing.T, contentType, encoding string, body io.Reader) map[string]string {
	t.Helper()
	media, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		t.Fatalf("Content-Type %q: %v", contentType, err)
	}
	out := map[string]string{}
	if !strings.HasPrefix(media, "multipart/") {
		out[media] = decode(t, encoding, body)
		return out
	}
	mr := multipart.NewReader(body, params["boundary"])
	for {
		p, err := mr.NextRawPart()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range parts(t, p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p) {
			out[k] = v
		}
	}
}

func decode(t *testing.T, encoding string, r io.Reader) string {
	t.Helper()
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		r = quotedprintable.NewReader(r)
	case "base64":
		r = base64.NewDecoder(base64.StdEncoding, r)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return strings.ReplaceAll(string(b), "\r\n", "\n")
}

func TestSendRefusesHeaderInjectionBeforeConnecting(t *testing.T) {
	t.Parallel()
	s := smtptest.Start(t, "starttls", "", "")
	m := mailer(t, s, smtp.TLSStartTLS, "", "")
	for _, change := range []func(*mail.Message){
		func(m *mail.Message) { m.Subject = "Hello\r\nBcc: eve@example.com" },
		func(m *mail.Message) { m.To[0].Name = "Zoë\nBcc: eve@example.com" },
		func(m *mail.Message) { m.From = mail.Address{Email: "a@roadcase.example\r\nBcc: eve@example.com"} },
	} {
		msg := invitation()
		change(&msg)
		if err := m.Send(context.Background(), msg); !kernel.IsKind(err, kernel.KindInvalid) {
			t.Errorf("Send: err = %v, want KindInvalid", err)
		}
	}
	if got := s.Received(); len(got) != 0 {
		t.Errorf("the server received %d messages", len(got))
	}
}

func TestSendReportsAnUnavailableServer(t *testing.T) {
	t.Parallel()
	s := smtptest.Start(t, "starttls", "roadcase", "right")
	err := mailer(t, s, smtp.TLSStartTLS, "roadcase", "wrong").Send(context.Background(), invitation())
	if !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("wrong password: err = %v, want KindUnavailable", err)
	}
	if strings.Contains(err.Error(), "wrong") {
		t.Errorf("the error shows the password: %v", err)
	}
	plain := smtptest.Start(t, "none", "", "")
	if err := mailer(t, plain, smtp.TLSStartTLS, "", "").Send(context.Background(), invitation()); !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("a server without STARTTLS: err = %v, want KindUnavailable", err)
	}
	if n := len(s.Received()) + len(plain.Received()); n != 0 {
		t.Errorf("the servers received %d messages", n)
	}
}

func TestNewChecksTheConfiguration(t *testing.T) {
	t.Parallel()
	from := mail.Address{Email: "noreply@roadcase.example"}
	for name, cfg := range map[string]smtp.Config{
		"no host":        {From: from},
		"a bad port":     {Host: "mail.example", Port: 70000, From: from},
		"a bad TLS mode": {Host: "mail.example", TLS: "ssl3", From: from},
		"a bad sender":   {Host: "mail.example", From: mail.Address{Email: "noreply"}},
	} {
		if _, err := smtp.New(cfg, kernel.SystemClock{}); !kernel.IsKind(err, kernel.KindInvalid) {
			t.Errorf("%s: err = %v, want KindInvalid", name, err)
		}
	}
	if mode, err := smtp.ParseTLSMode("STARTTLS"); err != nil || mode != smtp.TLSStartTLS || mode.DefaultPort() != 587 {
		t.Errorf("ParseTLSMode = %v, %v", mode, err)
	}
}
