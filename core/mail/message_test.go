package mail_test

import (
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

func message() mail.Message {
	return mail.Message{ID: kernel.NewID(), Kind: mail.KindVerification,
		To: []mail.Address{{Name: "Ada Lovelace", Email: "ada@example.com"}}, Subject: "Confirm your e-mail",
		Text: "Open https://roadcase.example/verify?t=abc to confirm.", CreatedAt: time.Now()}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		change  func(*mail.Message)
		pointer string
	}{
		{"a complete message is valid", func(*mail.Message) {}, ""},
		{"a sender and an HTML body are optional extras", func(m *mail.Message) {
			m.From, m.HTML = mail.Address{Email: "noreply@roadcase.example"}, "<p>Hi</p>"
		}, ""},
		{"a reply-to address and a reference are optional extras", func(m *mail.Message) {
			m.ReplyTo, m.Ref = &mail.Address{Name: "Tour Office", Email: "office@example.com"}, "0b7e3d2a-5c1f:4e8a_9d6b.1"
		}, ""},
		{"a reply-to that is not an address is refused", func(m *mail.Message) {
			m.ReplyTo = &mail.Address{Email: "office@example.com\r\nBcc: eve@example.com"}
		}, "/reply_to"},
		{"a reference with a line break is refused", func(m *mail.Message) { m.Ref = "a\r\nBcc: eve@example.com" }, "/ref"},
		{"a reference with a quote is refused", func(m *mail.Message) { m.Ref = `a","x":"y` }, "/ref"},
		{"a reference that is too long is refused", func(m *mail.Message) { m.Ref = strings.Repeat("a", mail.MaxRefBytes+1) }, "/ref"},
		{"a message without an id is refused", func(m *mail.Message) { m.ID = "" }, "/id"},
		{"an unknown kind is refused", func(m *mail.Message) { m.Kind = "spam" }, "/kind"},
		{"a message without recipients is refused", func(m *mail.Message) { m.To = nil }, "/to"},
		{"too many recipients are refused", func(m *mail.Message) {
			m.To = make([]mail.Address, mail.MaxRecipients+1)
			for i := range m.To {
				m.To[i] = mail.Address{Email: "x@example.com"}
			}
		}, "/to"},
		{"a recipient that is not an address is refused", func(m *mail.Message) { m.To[0].Email = "ada" }, "/to/0"},
		{"a recipient with a name inside its e-mail is refused", func(m *mail.Message) {
			m.To[0].Email = "Ada <ada@example.com>"
		}, "/to/0"},
		{"a line break in a display name is refused", func(m *mail.Message) {
			m.To[0].Name = "Ada\r\nBcc: eve@example.com"
		}, "/to/0"},
		{"a line break in the sender is refused", func(m *mail.Message) {
			m.From = mail.Address{Email: "a@example.com\nBcc: eve@example.com"}
		}, "/from"},
		{"an empty subject is refused", func(m *mail.Message) { m.Subject = "  " }, "/subject"},
		{"a line feed in the subject is refused", func(m *mail.Message) { m.Subject = "Hi\nBcc: eve@example.com" }, "/subject"},
		{"a carriage return in the subject is refused", func(m *mail.Message) { m.Subject = "Hi\rX-Evil: 1" }, "/subject"},
		{"a subject that is too long is refused", func(m *mail.Message) { m.Subject = strings.Repeat("é", 201) }, "/subject"},
		{"an empty text is refused", func(m *mail.Message) { m.Text = "" }, "/text"},
		{"a body that is too large is refused", func(m *mail.Message) { m.HTML = strings.Repeat("x", mail.MaxBodyBytes) }, "/text"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			m := message()
			tc.change(&m)
			err := m.Validate()
			if tc.pointer == "" {
				if err != nil {
					t.Fatalf("Validate: %v", err)
				}
				return
			}
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != kernel.KindInvalid || len(e.Fields) == 0 || e.Fields[0].Pointer != tc.pointer {
				t.Fatalf("Validate = %#v, want KindInvalid at %s", err, tc.pointer)
			}
		})
	}
}

func TestParseAddress(t *testing.T) {
	t.Parallel()
	a, err := mail.ParseAddress(`"Roadcase" <noreply@roadcase.example>`)
	if err != nil || a != (mail.Address{Name: "Roadcase", Email: "noreply@roadcase.example"}) {
		t.Fatalf("ParseAddress = %+v, %v", a, err)
	}
	if got := a.String(); got != `"Roadcase" <noreply@roadcase.example>` {
		t.Errorf("String = %s", got)
	}
	for _, s := range []string{"", "not an address", "a@example.com\r\nBcc: eve@example.com"} {
		if _, err := mail.ParseAddress(s); !kernel.IsKind(err, kernel.KindInvalid) {
			t.Errorf("ParseAddress(%q): err = %v, want KindInvalid", s, err)
		}
	}
}

func TestFilledAndLinks(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.FixedZone("CET", 3600))
	m := message()
	m.ID, m.CreatedAt = "", time.Time{}
	m.Text = "Accept (https://a.example/x?t=1), or https://b.example/y. Not ftp://c.example."
	got := m.Filled(mail.Address{Email: "noreply@roadcase.example"}, now)
	if got.ID.IsZero() || !got.CreatedAt.Equal(now) || got.CreatedAt.Location() != time.UTC || got.From.Email == "" {
		t.Errorf("Filled = %+v", got)
	}
	if links := got.Links(); strings.Join(links, " ") != "https://a.example/x?t=1 https://b.example/y" {
		t.Errorf("Links = %q", links)
	}
}
