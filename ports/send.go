package ports

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// The merge send: a manager sends a packet to an audience; a job per recipient
// mails them a merged message with their own portal link; the portal, the mail
// server's answer and the mail provider's events move each recipient along the
// funnel. These are its ports; the advancing store (AdvancingStore) keeps the
// batches, recipients and events.

// SendStore is what the merge send keeps beyond AdvancingStore. Every method but
// FindRecipientByTokenHash and FindUndelivered is scoped by organization; those
// two serve the portal (which learns the organization from the token) and the
// reconciler (which re-enqueues work for every organization).
type SendStore interface {
	// FindRecipient returns one of org's recipients. KindNotFound otherwise.
	FindRecipient(ctx context.Context, org, id kernel.ID) (advancing.Recipient, error)
	// FindRecipientByTokenHash returns the recipient whose portal token hashes to
	// hash, whatever its organization. KindNotFound if there is none.
	FindRecipientByTokenHash(ctx context.Context, hash string) (advancing.Recipient, error)
	// FindRecipientEvents returns one of org's recipients' events, oldest first
	// (then by id), for the portal (has the recipient acknowledged?) and the
	// delivery job (was the mail sent already?). KindNotFound if org has no such
	// recipient.
	FindRecipientEvents(ctx context.Context, org, id kernel.ID) ([]advancing.Event, error)
	// SetRecipientToken replaces a recipient's portal token hash (a token is
	// issued when the recipient's mail is composed). KindNotFound if org has no
	// such recipient; KindConflict if another recipient has the hash.
	SetRecipientToken(ctx context.Context, org, id kernel.ID, hash string) error
	// CancelBatch marks a batch cancelled at the given time (its portal links stop
	// working and its unsent mail is not sent); cancelling twice keeps the first
	// time. KindNotFound if org has no such batch.
	CancelBatch(ctx context.Context, org, id kernel.ID, at time.Time) error
	// FindUndelivered returns up to limit recipients, of every organization, of
	// batches neither cancelled nor expired at now, that have no sent, bounced or
	// failed event: the work a send still owes, for the reconciler to enqueue
	// again when its job left the queue without an outcome recorded.
	FindUndelivered(ctx context.Context, now time.Time, limit int) ([]advancing.Recipient, error)
	// ClaimWebhookEvent records that the provider's event id was processed, once:
	// true the first time, false after (a replay or a retried delivery).
	ClaimWebhookEvent(ctx context.Context, provider, eventID string, at time.Time) (bool, error)
	// PruneWebhookEvents forgets claims made before the given time.
	PruneWebhookEvents(ctx context.Context, before time.Time) error
}

// SendQueue schedules the merge send's work on the job queue: one job per
// recipient, unique by recipient, retried with backoff, surviving restarts and
// shared by every replica. adapters/jobs implements it over River.
type SendQueue interface {
	// EnqueueDeliveries schedules the delivery of each recipient's mail. A
	// recipient already scheduled (pending, running or done) is not scheduled
	// again, so calling it twice for the same recipients is harmless. Called
	// within TxRunner.WithinTx, the jobs join that transaction: they are
	// scheduled if it commits and not at all if it rolls back. KindUnavailable
	// when the queue could not take them.
	EnqueueDeliveries(ctx context.Context, recipients []advancing.Recipient) error
}

// DeliveryOutcome is what happened when a recipient's mail was handed to the
// mail server.
type DeliveryOutcome string

// The outcomes of one delivery attempt.
const (
	DeliverySent     DeliveryOutcome = "sent"     // the server accepted it
	DeliveryBounced  DeliveryOutcome = "bounced"  // the server refused it for good
	DeliverySkipped  DeliveryOutcome = "skipped"  // already sent, cancelled or expired: nothing to do
	DeliveryRetrying DeliveryOutcome = "retrying" // a temporary failure; the job retries
)

// MergeSend is the driving port of the merge send, for the platform's pages and
// `roadcase advance send`. Every call but Deliver and FailDelivery names the
// acting person, whose role (manager or above) is read at call time.
type MergeSend interface {
	// EditSection changes a section's title, status, due date and field values.
	EditSection(ctx context.Context, actor identity.Actor, packetID, sectionID kernel.ID, e advancing.SectionEdit) (advancing.Packet, error)
	// EditAudience sets an audience's contacts (people records of the project's
	// organization) and the sections it sees.
	EditAudience(ctx context.Context, actor identity.Actor, packetID, audienceID kernel.ID, e advancing.AudienceEdit) (advancing.Packet, error)
	// Preview returns the mail one contact of the audience would receive if the
	// packet were sent with in, with a placeholder in place of the portal link.
	Preview(ctx context.Context, actor identity.Actor, packetID, audienceID, personID kernel.ID,
		in advancing.SendInput) (mail.Message, error)
	// Send creates a batch with one recipient per contact of the audience that has
	// an e-mail address, and schedules their mail. KindInvalid when the audience
	// has no such contact.
	Send(ctx context.Context, actor identity.Actor, packetID, audienceID kernel.ID, in advancing.SendInput) (advancing.SendBatch, error)
	// CancelBatch cancels a batch: its unsent mail is not sent, its links stop.
	CancelBatch(ctx context.Context, actor identity.Actor, batchID kernel.ID) error
	// Deliver is one job: it composes the recipient's mail with a new portal
	// token, hands it to the mailer and records sent or bounced. An error means
	// a temporary failure the queue should retry.
	Deliver(ctx context.Context, org, recipientID kernel.ID) (DeliveryOutcome, error)
	// FailDelivery records that a recipient's mail could not be sent after the
	// queue's last attempt.
	FailDelivery(ctx context.Context, org, recipientID kernel.ID) error
}

// Portal is the driving port of the recipient portal: a page reached by the
// link alone. Every call takes the token from the link; KindNotFound alike for a
// malformed, unknown, expired or cancelled one.
type Portal interface {
	// Open returns what the recipient may see: the packet's sections their
	// audience sees, and only those. The first call records opened.
	Open(ctx context.Context, token string) (advancing.PortalView, error)
	// ViewSection returns one visible section and records viewed.
	ViewSection(ctx context.Context, token string, sectionID kernel.ID) (advancing.PortalSection, error)
	// SaveSection saves the recipient's values for a visible section's fields,
	// which moves the section to in progress (or complete when every field has
	// a value).
	SaveSection(ctx context.Context, token string, sectionID kernel.ID, values map[string]string) (advancing.PortalSection, error)
	// Acknowledge records that the recipient acknowledged the packet.
	Acknowledge(ctx context.Context, token string) error
}

// DeliveryEvents is the driving port of the mail provider's events, which the
// webhook receiver calls once a signature is verified.
type DeliveryEvents interface {
	// ApplyDeliveryEvent records a provider's event on the recipient it names.
	// An event id seen before is ignored (false). KindNotFound when the event
	// names no recipient Roadcase sent to.
	ApplyDeliveryEvent(ctx context.Context, e advancing.DeliveryEvent) (bool, error)
}

// AdvanceWorkspace is what the platform's advancing pages read beyond the
// Advancing port (packets, batches and boards, scoped by organization). Any
// member may read; the pages offer editing and sending to managers and above.
type AdvanceWorkspace interface {
	// Projects lists the actor's organization's projects by start date, each
	// with its packets.
	Projects(ctx context.Context, actor identity.Actor) ([]advancing.ProjectPackets, error)
	// ProjectPackets lists one project's packets, oldest first: what a project's
	// or a show's page shows of its advancing, in one read.
	ProjectPackets(ctx context.Context, actor identity.Actor, project kernel.ID) ([]advancing.Packet, error)
	// Contacts lists the people an audience of the packet may hold: the people
	// records of its organization, by name. KindNotFound for another
	// organization's packet.
	Contacts(ctx context.Context, actor identity.Actor, packetID kernel.ID) ([]advancing.Contact, error)
}
