package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// Mailer sends e-mail: the verification and invitation mails of the platform, and
// the merge send of advance packets. Adapters deliver by SMTP (adapters/smtp) or
// keep the message in the development outbox (adapters/outbox).
type Mailer interface {
	// Send validates msg and delivers it. A zero From is the mailer's configured
	// sender. KindInvalid when the message is not valid (see mail.Message.Validate);
	// KindInvalid with code mail.CodeRejected (see mail.Rejected) when the mail
	// server refused it for good (a 5xx reply to RCPT TO or to the message's
	// data), which a retry would not change; KindUnavailable when the server
	// cannot be reached or refuses it for now (a 4xx reply). A mailer that keeps
	// messages instead of sending them (the outbox) never rejects one.
	Send(ctx context.Context, msg mail.Message) error
}

// OutboxTimeLayout is how an outbox cursor writes a message's CreatedAt.
const OutboxTimeLayout = "2006-01-02T15:04:05.000000Z07:00"

// OutboxStore keeps the messages the development outbox has "sent", so that
// `roadcase mail outbox` can list them. It is the operator's view of the mail
// the process sent, across organizations and for none (a verification mail
// belongs to an account), so its methods take no organization id. Stores keep
// CreatedAt in UTC at microsecond precision.
type OutboxStore interface {
	// Save writes msg. KindConflict if a message with its id exists.
	Save(ctx context.Context, msg mail.Message) error
	// List returns up to limit messages, newest first (by CreatedAt, then id),
	// after the position after (nil: from the newest), whose Keys hold one
	// CreatedAt in OutboxTimeLayout. KindInvalid for a cursor of another form.
	List(ctx context.Context, after *kernel.Cursor, limit int) ([]mail.Message, error)
}
