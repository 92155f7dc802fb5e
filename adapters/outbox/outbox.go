// Package outbox is the development Mailer, the embedded default: it sends
// nothing, keeps every message in a ports.OutboxStore for `roadcase mail outbox`
// to list, and logs it at debug level with its links, their secrets redacted.
//
// The outbox keeps no bearer secret at rest unless told to (KeepSecrets): a
// ticket opens an account, a portal token a recipient's portal, for days, and a
// database copied off a developer's machine (or an outbox left on in a shared
// environment) would hand them to whoever reads it. A developer who wants to
// click the links of their own local mail asks for them with
// ROADCASE_OUTBOX_LINKS=keep; then the outbox is as sensitive as the mails.
package outbox

import (
	"context"
	"log/slog"

	"github.com/roadcase/roadcase/adapters/redact"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// Policy says what the outbox keeps of the bearer secrets a message carries.
type Policy int

const (
	// RedactSecrets, the default, keeps each message with every secret in its
	// subject and bodies replaced by "…" (redact.Secrets): the mail can be read,
	// its links cannot be used.
	RedactSecrets Policy = iota
	// KeepSecrets keeps each message whole, so that a developer can follow its
	// links from `roadcase mail outbox`.
	KeepSecrets
)

// Mailer keeps messages in an outbox instead of sending them.
type Mailer struct {
	store  ports.OutboxStore
	from   mail.Address
	log    *slog.Logger
	clock  kernel.Clock
	policy Policy
}

var _ ports.Mailer = (*Mailer)(nil)

// New returns a Mailer that saves to store what policy lets it keep, sends from
// from when a message names no sender, logs to log and stamps messages with
// clock's time.
func New(store ports.OutboxStore, from mail.Address, log *slog.Logger, clock kernel.Clock, policy Policy) *Mailer {
	return &Mailer{store: store, from: from, log: log, clock: clock, policy: policy}
}

// Send validates msg, saves it (its secrets redacted unless the policy keeps
// them) and logs it at debug level: its id, kind, sender, recipients, subject
// and links, their secrets redacted, never its bodies, which may hold what a
// log must not. KindInvalid for a message that is not valid; KindConflict if
// its id was saved before.
func (m *Mailer) Send(ctx context.Context, msg mail.Message) error {
	msg = msg.Filled(m.from, m.clock.Now())
	if err := msg.Validate(); err != nil {
		return err
	}
	kept := msg
	if m.policy != KeepSecrets {
		kept.Subject, kept.Text, kept.HTML = redact.Secrets(msg.Subject), redact.Secrets(msg.Text), redact.Secrets(msg.HTML)
	}
	if err := m.store.Save(ctx, kept); err != nil {
		return err
	}
	m.log.DebugContext(ctx, "mail kept in the outbox", "id", msg.ID.String(), "kind", string(msg.Kind),
		"from", msg.From.Email, "to", msg.Recipients(), "subject", redact.Secrets(msg.Subject), "links", loggedLinks(msg))
	return nil
}

// loggedLinks returns the message's links as the log shows them: without the
// secret of any (redact.Secrets): a ticket, a portal token or a pay link opens
// an account, a recipient's portal or an invoice to whoever reads it, and no
// log line may carry one. A developer follows the link from the outbox
// (`roadcase mail outbox`) when it keeps secrets (see Policy).
func loggedLinks(msg mail.Message) []string {
	links := msg.Links()
	for i, l := range links {
		links[i] = redact.Secrets(l)
	}
	return links
}
