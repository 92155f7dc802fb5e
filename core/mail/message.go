// Package mail is the model of the mail Roadcase sends: e-mail verification,
// invitations to an organization and, later, the merge send of advance packets.
// It holds no transport; ports.Mailer sends a Message and adapters deliver it by
// SMTP or keep it in the development outbox.
package mail

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/kernel"
)

// Kind says why a message is sent, so that an outbox can be read and a mail
// filtered by purpose.
type Kind string

// The kinds of message Roadcase sends.
const (
	KindVerification  Kind = "verification"   // confirms a new account's e-mail address
	KindPasswordReset Kind = "password_reset" // carries a password-reset link
	KindInvitation    Kind = "invitation"     // invites a person into an organization
	KindAdvance       Kind = "advance"        // an advance packet of the merge send
	KindInvoice       Kind = "invoice"        // an invoice sent to its client
)

// Kinds lists every kind, in the order above.
var Kinds = []Kind{KindVerification, KindPasswordReset, KindInvitation, KindAdvance, KindInvoice}

// Valid reports whether k is one of Kinds.
func (k Kind) Valid() bool {
	for _, have := range Kinds {
		if k == have {
			return true
		}
	}
	return false
}

// Limits on a message, well inside what SMTP servers accept (RFC 5321 allows 100
// recipients per transaction; RFC 5322 lines end at 998 characters).
const (
	MaxRecipients   = 50
	MaxSubjectRunes = 200
	MaxBodyBytes    = 1 << 20
)

// Message is one e-mail. ID and CreatedAt identify it in an outbox; OrgID is the
// organization it was sent for, or zero for mail about an account (verification,
// password reset). From may be zero: the mailer then sends from its configured
// address. HTML is optional; Text is always sent, as the plain alternative.
type Message struct {
	ID        kernel.ID
	OrgID     kernel.ID
	Kind      Kind
	From      Address
	To        []Address
	Subject   string
	Text      string
	HTML      string
	CreatedAt time.Time
	// ReplyTo, when set, is where answers go.
	ReplyTo *Address
	// Ref, when set, is a reference the mail provider echoes in its events about
	// this message (the merge send's recipient), and the local part of its
	// Message-ID, so that a retried send is recognisably the same message.
	Ref string
}

// Validate checks m before it is sent. It returns KindInvalid with a field error
// per problem: an unknown kind, no or too many recipients, an address net/mail
// cannot parse (a reply-to address included), a reference that is not a few
// letters, digits and . _ : -, a subject that is empty, too long or holds a line break (which
// would let a subject or a display name inject headers), an empty text, or a body
// larger than MaxBodyBytes.
func (m Message) Validate() error {
	var fields []kernel.FieldError
	bad := func(pointer, code, detail string) {
		fields = append(fields, kernel.FieldError{Pointer: pointer, Code: code, Detail: detail})
	}
	if m.ID.IsZero() {
		bad("/id", "required", "a message needs an id")
	}
	if !m.Kind.Valid() {
		bad("/kind", "invalid_kind", fmt.Sprintf("the kind %q is not one of %v", m.Kind, Kinds))
	}
	if !m.From.IsZero() {
		if err := m.From.Validate(); err != nil {
			bad("/from", "invalid_address", err.Error())
		}
	}
	switch {
	case len(m.To) == 0:
		bad("/to", "required", "a message needs at least one recipient")
	case len(m.To) > MaxRecipients:
		bad("/to", "too_many", fmt.Sprintf("a message has at most %d recipients", MaxRecipients))
	}
	for i, a := range m.To {
		if err := a.Validate(); err != nil {
			bad(fmt.Sprintf("/to/%d", i), "invalid_address", err.Error())
		}
	}
	switch {
	case strings.TrimSpace(m.Subject) == "":
		bad("/subject", "required", "a message needs a subject")
	case hasLineBreak(m.Subject):
		bad("/subject", "line_break", "a subject is one line: it may not hold CR or LF")
	case utf8.RuneCountInString(m.Subject) > MaxSubjectRunes || !utf8.ValidString(m.Subject):
		bad("/subject", "too_long", fmt.Sprintf("a subject is valid UTF-8 of at most %d characters", MaxSubjectRunes))
	}
	if m.ReplyTo != nil {
		if err := m.ReplyTo.Validate(); err != nil {
			bad("/reply_to", "invalid_address", err.Error())
		}
	}
	if !validRef(m.Ref) {
		bad("/ref", "invalid_ref", fmt.Sprintf("a reference is at most %d letters, digits and . _ : -", MaxRefBytes))
	}
	if strings.TrimSpace(m.Text) == "" {
		bad("/text", "required", "a message needs a plain-text body")
	}
	if len(m.Text)+len(m.HTML) > MaxBodyBytes {
		bad("/text", "too_long", fmt.Sprintf("a message's bodies hold at most %d bytes", MaxBodyBytes))
	}
	if len(fields) > 0 {
		return kernel.Invalid("the message is not valid", fields...)
	}
	return nil
}

// Recipients returns the bare e-mail addresses of m's recipients.
func (m Message) Recipients() []string {
	out := make([]string, len(m.To))
	for i, a := range m.To {
		out[i] = a.Email
	}
	return out
}

func hasLineBreak(s string) bool { return strings.ContainsAny(s, "\r\n") }

// MaxRefBytes bounds a message's Ref, which becomes the local part of its
// Message-ID and a value in a provider's header.
const MaxRefBytes = 100

// validRef reports whether ref is empty or fit for a Message-ID's local part
// and a JSON header value: ASCII letters, digits and . _ : - only.
func validRef(ref string) bool {
	if len(ref) > MaxRefBytes {
		return false
	}
	for _, c := range ref {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.ContainsRune("._:-", c)) {
			return false
		}
	}
	return true
}
