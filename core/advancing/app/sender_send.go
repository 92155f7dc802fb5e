package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
)

// Limits of a send.
const (
	MaxNoteRunes     = 2000
	MaxBatchLifetime = 366 * 24 * time.Hour
)

// PreviewToken stands in for the portal token in a preview's link, which
// therefore leads to the portal's page for an unusable link.
const PreviewToken = "preview"

// Preview returns the mail the contact personID of the audience would receive
// if the packet were sent now with in: the same subject, note, reply-to address
// and expiry as Send would give the batch, merged by the same letter, with
// PreviewToken in place of a portal token (the one difference from the mail
// Deliver sends, with the message's id and reference). KindForbidden below
// SendRole; KindNotFound for another organization's packet, an audience the
// packet does not have or a person who is not among its contacts; KindInvalid
// as Send's for bad input, and (/person_id) for a contact without a usable
// e-mail address.
func (s *Sender) Preview(ctx context.Context, actor identity.Actor, packetID, audienceID, personID kernel.ID,
	in advancing.SendInput) (mail.Message, error) {
	if err := s.authorize(ctx, actor); err != nil {
		return mail.Message{}, err
	}
	p, a, err := s.audience(ctx, actor.OrgID, packetID, audienceID)
	if err != nil {
		return mail.Message{}, err
	}
	if !slices.Contains(a.Contacts, personID) {
		return mail.Message{}, kernel.NotFound("contact")
	}
	now := s.now()
	b, err := s.newBatch(ctx, actor, p, a, in, now)
	if err != nil {
		return mail.Message{}, err
	}
	prod, err := s.loadProduction(ctx, actor.OrgID, p)
	if err != nil {
		return mail.Message{}, err
	}
	people, err := s.people(ctx, actor.OrgID, prod, []kernel.ID{personID})
	if err != nil {
		return mail.Message{}, err
	}
	to, ok := mailbox(people[personID])
	if !ok {
		return mail.Message{}, kernel.InvalidField("/person_id", "no_email", "this contact has no e-mail address to send to")
	}
	return s.letterOf(prod, p, b, advancing.Recipient{PersonID: personID, Name: to.Name, Email: to.Email},
		PreviewToken, "", now)
}

// Send sends a packet to one of its audiences: one recipient per contact with
// a usable e-mail address (contacts without one are skipped: the batch's
// Recipients says how many were kept), each with a queued event and its
// delivery scheduled on the queue, in one transaction with the batch, which
// also marks the packet sent: if scheduling fails, nothing is kept and the
// error is returned. Each recipient's token hash is a placeholder (the hash of
// a secret nobody keeps) until Deliver issues the real token with the mail.
//
// The subject defaults to the packet's title, the reply-to address to the
// actor's, the lifetime to advancing.BatchLifetime. KindForbidden below
// SendRole; KindNotFound for another organization's packet or an audience the
// packet does not have; KindInvalid (/subject, /note, /reply_to, /lifetime) for
// bad input, and (/audience, code "no_recipients") when no contact can be mailed.
func (s *Sender) Send(ctx context.Context, actor identity.Actor, packetID, audienceID kernel.ID,
	in advancing.SendInput) (advancing.SendBatch, error) {
	if err := s.authorize(ctx, actor); err != nil {
		return advancing.SendBatch{}, err
	}
	p, a, err := s.audience(ctx, actor.OrgID, packetID, audienceID)
	if err != nil {
		return advancing.SendBatch{}, err
	}
	now := s.now()
	b, err := s.newBatch(ctx, actor, p, a, in, now)
	if err != nil {
		return advancing.SendBatch{}, err
	}
	prod, err := s.loadProduction(ctx, actor.OrgID, p)
	if err != nil {
		return advancing.SendBatch{}, err
	}
	people, err := s.people(ctx, actor.OrgID, prod, a.Contacts)
	if err != nil {
		return advancing.SendBatch{}, err
	}
	var recipients []advancing.Recipient
	var queued []advancing.Event
	for _, c := range a.Contacts {
		to, ok := mailbox(people[c])
		if !ok {
			continue
		}
		r := advancing.Recipient{ID: s.d.NewID(), OrgID: b.OrgID, BatchID: b.ID, PersonID: c, Name: to.Name,
			Email: to.Email, TokenHash: kernel.HashSecret(s.d.NewPortalToken())}
		recipients = append(recipients, r)
		queued = append(queued, event(r.ID, "send/queued", advancing.StageQueued, now))
	}
	if len(recipients) == 0 {
		return advancing.SendBatch{}, kernel.InvalidField("/audience", "no_recipients",
			"no contact of this audience has an e-mail address to send to")
	}
	b.Recipients = len(recipients)
	err = s.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.d.Store.CreateSendBatch(ctx, b, recipients); err != nil {
			return err
		}
		if err := s.d.Store.AppendEvents(ctx, b.OrgID, queued); err != nil {
			return err
		}
		// In the same transaction: a batch exists with its deliveries
		// scheduled, or not at all.
		if err := s.d.Queue.EnqueueDeliveries(ctx, recipients); err != nil {
			return err
		}
		if p.DerivedStatus(true) == p.Status {
			return nil
		}
		_, err := s.d.Store.UpdatePacket(ctx, b.OrgID, p.ID, func(p *advancing.Packet) error {
			p.Status = p.DerivedStatus(true)
			return nil
		})
		return err
	})
	if err != nil {
		return advancing.SendBatch{}, err
	}
	return b, nil
}

// newBatch checks a send's input and returns its batch, without recipients.
func (s *Sender) newBatch(ctx context.Context, actor identity.Actor, p advancing.Packet, a advancing.Audience,
	in advancing.SendInput, now time.Time) (advancing.SendBatch, error) {
	subject := strings.TrimSpace(in.Subject)
	if subject == "" {
		subject = p.Title
	}
	if strings.ContainsAny(subject, "\r\n") || utf8.RuneCountInString(subject) > mail.MaxSubjectRunes {
		return advancing.SendBatch{}, kernel.InvalidField("/subject", "too_long",
			fmt.Sprintf("a subject is one line of at most %d characters", mail.MaxSubjectRunes))
	}
	note := strings.TrimSpace(in.Note)
	if utf8.RuneCountInString(note) > MaxNoteRunes || !utf8.ValidString(note) {
		return advancing.SendBatch{}, kernel.InvalidField("/note", "too_long",
			fmt.Sprintf("a note is text of at most %d characters", MaxNoteRunes))
	}
	lifetime := in.Lifetime
	if lifetime == 0 {
		lifetime = advancing.BatchLifetime
	}
	if lifetime < 0 || lifetime > MaxBatchLifetime {
		return advancing.SendBatch{}, kernel.InvalidField("/lifetime", "out_of_range",
			"a send's links work for a positive time of at most 366 days")
	}
	replyTo, err := s.replyTo(ctx, actor, in.ReplyTo)
	if err != nil {
		return advancing.SendBatch{}, err
	}
	expires := now.Add(lifetime)
	return advancing.SendBatch{ID: s.d.NewID(), OrgID: actor.OrgID, PacketID: p.ID, AudienceID: a.ID,
		Subject: subject, CreatedAt: now, SentBy: actor.UserID, Note: note, ReplyTo: replyTo.String(),
		ExpiresAt: &expires}, nil
}

// replyTo returns the address answers go to: the one given, or the actor's.
// KindInvalid (/reply_to) for one that is not an address.
func (s *Sender) replyTo(ctx context.Context, actor identity.Actor, given string) (*mail.Address, error) {
	if given = strings.TrimSpace(given); given != "" {
		a, err := mail.ParseAddress(given)
		if err != nil {
			return nil, kernel.InvalidField("/reply_to", "invalid_address", "the reply-to address is not an e-mail address")
		}
		return &a, nil
	}
	u, err := s.d.Users.FindUserByID(ctx, actor.UserID)
	if err != nil {
		return nil, err
	}
	return &mail.Address{Name: u.Name, Email: u.Email}, nil
}

// CancelBatch cancels one of the actor's organization's batches: its unsent
// mail is not sent (Deliver skips it) and its portal links stop working.
// KindForbidden below SendRole; KindNotFound for another organization's batch.
func (s *Sender) CancelBatch(ctx context.Context, actor identity.Actor, batchID kernel.ID) error {
	if err := s.authorize(ctx, actor); err != nil {
		return err
	}
	return s.d.Send.CancelBatch(ctx, actor.OrgID, batchID, s.now())
}

// audience returns one of org's packets and one of its audiences.
func (s *Sender) audience(ctx context.Context, org, packetID, audienceID kernel.ID) (advancing.Packet, advancing.Audience, error) {
	p, err := s.d.Store.FindPacket(ctx, org, packetID)
	if err != nil {
		return advancing.Packet{}, advancing.Audience{}, err
	}
	a := findAudience(&p, audienceID)
	if a == nil {
		return advancing.Packet{}, advancing.Audience{}, kernel.NotFound("audience")
	}
	return p, *a, nil
}

// mailbox returns a person's address to mail, if they have a usable one.
func mailbox(p records.Person) (mail.Address, bool) {
	name := strings.Join(strings.Fields(p.FullName()), " ") // a line break in a name would break the header
	a := mail.Address{Name: name, Email: strings.TrimSpace(p.Email)}
	if p.ID.IsZero() || a.Email == "" || a.Validate() != nil {
		return mail.Address{}, false
	}
	return a, true
}
