// Package outbox is the development Mailer, the embedded default: it sends
// nothing, keeps every message in a ports.OutboxStore for `roadcase mail outbox`
// to list, and logs it at debug level with the links it holds, so that a person
// running Roadcase locally can follow a verification or invitation link.
package outbox

import (
	"context"
	"log/slog"
	"strings"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// Mailer keeps messages in an outbox instead of sending them.
type Mailer struct {
	store ports.OutboxStore
	from  mail.Address
	log   *slog.Logger
	clock kernel.Clock
}

var _ ports.Mailer = (*Mailer)(nil)

// New returns a Mailer that saves to store, sends from from when a message names
// no sender, logs to log and stamps messages with clock's time.
func New(store ports.OutboxStore, from mail.Address, log *slog.Logger, clock kernel.Clock) *Mailer {
	return &Mailer{store: store, from: from, log: log, clock: clock}
}

// Send validates msg, saves it and logs it at debug level: its id, kind,
// sender, recipients, subject and links, never its bodies, which may hold what a
// log must not (the links are what the outbox is for). KindInvalid for a message
// that is not valid; KindConflict if its id was saved before.
func (m *Mailer) Send(ctx context.Context, msg mail.Message) error {
	msg = msg.Filled(m.from, m.clock.Now())
	if err := msg.Validate(); err != nil {
		return err
	}
	if err := m.store.Save(ctx, msg); err != nil {
		return err
	}
	m.log.DebugContext(ctx, "mail kept in the outbox", "id", msg.ID.String(), "kind", string(msg.Kind),
		"from", msg.From.Email, "to", msg.Recipients(), "subject", msg.Subject, "links", loggedLinks(msg))
	return nil
}

// loggedLinks returns the message's links as the log shows them: a merge send's
// portal links lose their token (which opens a recipient's portal and is never
// logged); the account links, which a developer follows from the log, stay.
func loggedLinks(msg mail.Message) []string {
	links := msg.Links()
	for i, l := range links {
		if j := strings.Index(l, advancing.PortalTokenPrefix); j >= 0 {
			links[i] = l[:j] + advancing.PortalTokenPrefix + "…"
		}
	}
	return links
}
