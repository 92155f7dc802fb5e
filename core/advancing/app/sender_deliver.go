package app

import (
	"context"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// Deliver is one recipient's delivery job. It skips (DeliverySkipped) a
// recipient that does not exist, whose batch is cancelled or expired, or who
// already has a sent, bounced or failed event, so a retry after a success mails
// nobody twice and keeps the link already mailed working. Otherwise it issues a
// new portal token (its hash replaces the recipient's), merges the mail, hands
// it to the mailer and records the answer: sent (DeliverySent); a permanent
// refusal (mail.IsRejected) bounced (DeliveryBounced). Any other failure is
// DeliveryRetrying with the error, for the queue to retry.
//
// The sent and bounced events have ids derived from the recipient, so that a
// retry's duplicate is ignored. If the database fails between the mail server's
// acceptance and the event's write, the retry mails the recipient again, with a
// new link: the one case of a duplicate, which the mail's Ref (its Message-ID)
// lets a reader recognise.
func (s *Sender) Deliver(ctx context.Context, org, recipientID kernel.ID) (ports.DeliveryOutcome, error) {
	r, err := s.d.Send.FindRecipient(ctx, org, recipientID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return ports.DeliverySkipped, nil
	}
	if err != nil {
		return ports.DeliveryRetrying, err
	}
	now := s.now()
	b, err := s.d.Store.FindSendBatch(ctx, org, r.BatchID)
	if err != nil {
		return ports.DeliveryRetrying, err
	}
	if !b.Open(now) {
		return ports.DeliverySkipped, nil
	}
	events, err := s.d.Send.FindRecipientEvents(ctx, org, r.ID)
	if err != nil {
		return ports.DeliveryRetrying, err
	}
	for _, e := range events {
		if e.Stage == advancing.StageSent || e.Stage == advancing.StageBounced || e.Stage == advancing.StageFailed {
			return ports.DeliverySkipped, nil
		}
	}
	p, err := s.d.Store.FindPacket(ctx, org, b.PacketID)
	if err != nil {
		return ports.DeliveryRetrying, err
	}
	prod, err := s.production(ctx, org, p, now)
	if err != nil {
		return ports.DeliveryRetrying, err
	}
	token := s.d.NewPortalToken()
	if err := s.d.Send.SetRecipientToken(ctx, org, r.ID, kernel.HashSecret(token)); err != nil {
		return ports.DeliveryRetrying, err
	}
	msg, err := s.letterOf(prod, p, b, r, token, Ref(org, r.ID), now)
	if err != nil {
		return ports.DeliveryRetrying, err
	}
	switch err := s.d.Mailer.Send(ctx, msg); {
	case err == nil:
		sent := event(r.ID, "send/sent", advancing.StageSent, s.now())
		if err := s.d.Store.AppendEvents(ctx, org, []advancing.Event{sent}); err != nil {
			return ports.DeliveryRetrying, err
		}
		return ports.DeliverySent, nil
	case mail.IsRejected(err):
		bounced := event(r.ID, "send/bounced", advancing.StageBounced, s.now())
		if err := s.d.Store.AppendEvents(ctx, org, []advancing.Event{bounced}); err != nil {
			return ports.DeliveryRetrying, err
		}
		return ports.DeliveryBounced, nil
	default:
		return ports.DeliveryRetrying, err
	}
}

// FailDelivery records that a recipient's mail could not be sent after the
// queue's last attempt: a failed event (once, whatever the number of calls).
// KindNotFound if org has no such recipient.
func (s *Sender) FailDelivery(ctx context.Context, org, recipientID kernel.ID) error {
	if id, err := kernel.ParseID(string(recipientID)); err != nil || id != recipientID {
		return kernel.NotFound("recipient")
	}
	return s.d.Store.AppendEvents(ctx, org, []advancing.Event{
		event(recipientID, "send/failed", advancing.StageFailed, s.now())})
}
