package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// SendStore is a Backend's ports.SendStore: what the merge send keeps beyond the
// advancing store (portal tokens, cancellations, the reconciler's work and the
// mail provider's claimed event ids), over the same state, so it mirrors the SQL
// store's keys (a token hash unique across organizations, a claim unique per
// provider and event id).
type SendStore struct{ b *Backend }

var _ ports.SendStore = (*SendStore)(nil)

// webhookKey is one claimed event of a mail provider.
type webhookKey struct{ provider, id string }

// Send returns the backend's merge send store.
func (b *Backend) Send() ports.SendStore { return b.send }

// FindRecipient returns one of org's recipients. KindNotFound otherwise.
func (s *SendStore) FindRecipient(ctx context.Context, org, id kernel.ID) (advancing.Recipient, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if r, ok := st.advancing.org(org, false).recipient(id); ok {
		return r, nil
	}
	return advancing.Recipient{}, kernel.NotFound("recipient")
}

// FindRecipientEvents returns a recipient's events, oldest first, then by id.
// KindNotFound if org has no such recipient.
func (s *SendStore) FindRecipientEvents(ctx context.Context, org, id kernel.ID) ([]advancing.Event, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	if _, ok := o.recipient(id); !ok {
		return nil, kernel.NotFound("recipient")
	}
	events := slices.Clone(o.ofRecipient[id])
	slices.SortFunc(events, func(a, b advancing.Event) int {
		return cmp.Or(a.At.Compare(b.At), cmp.Compare(a.ID, b.ID))
	})
	return events, nil
}

// FindRecipientByTokenHash returns the recipient whose token hashes to hash, of
// any organization. KindNotFound if there is none.
func (s *SendStore) FindRecipientByTokenHash(ctx context.Context, hash string) (advancing.Recipient, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if hash != "" && st.advancing.tokens[hash] {
		for _, o := range st.advancing.orgs {
			for _, r := range o.recipients {
				if r.TokenHash == hash {
					return r, nil
				}
			}
		}
	}
	return advancing.Recipient{}, kernel.NotFound("recipient")
}

// SetRecipientToken replaces a recipient's token hash. KindNotFound if org has
// no such recipient; KindConflict if another recipient has the hash; KindInvalid
// for an empty hash.
func (s *SendStore) SetRecipientToken(ctx context.Context, org, id kernel.ID, hash string) error {
	if hash == "" {
		return kernel.Invalid("a recipient needs the hash of its portal token")
	}
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	r, ok := o.recipient(id)
	if !ok {
		return kernel.NotFound("recipient")
	}
	if r.TokenHash == hash {
		return nil
	}
	if st.advancing.tokens[hash] {
		return kernel.Conflict("another recipient has this portal token hash")
	}
	delete(st.advancing.tokens, r.TokenHash)
	r.TokenHash, st.advancing.tokens[hash] = hash, true
	o.recipients[id] = r
	return nil
}

// CancelBatch marks a batch cancelled at the given time, keeping the first time
// when it was cancelled already. KindNotFound if org has no such batch.
func (s *SendStore) CancelBatch(ctx context.Context, org, id kernel.ID, at time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	if o == nil {
		return kernel.NotFound("send batch")
	}
	b, ok := o.batches[id]
	if !ok {
		return kernel.NotFound("send batch")
	}
	if b.CancelledAt == nil {
		at = recordTime(at)
		b.CancelledAt = &at
		o.batches[id] = b
	}
	return nil
}

// FindUndelivered returns up to limit recipients of every organization whose
// batch is open at now and who have no sent, bounced or failed event, by their
// batch's creation time, then organization, batch and recipient id.
func (s *SendStore) FindUndelivered(ctx context.Context, now time.Time, limit int) ([]advancing.Recipient, error) {
	if limit <= 0 {
		return nil, nil
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	type owed struct {
		r  advancing.Recipient
		at time.Time
	}
	var out []owed
	for _, o := range st.advancing.orgs {
		for _, r := range o.recipients {
			b := o.batches[r.BatchID]
			if !b.Open(now) || slices.ContainsFunc(o.ofRecipient[r.ID], handedOver) {
				continue
			}
			out = append(out, owed{r, b.CreatedAt})
		}
	}
	slices.SortFunc(out, func(x, y owed) int {
		return cmp.Or(x.at.Compare(y.at), cmp.Compare(x.r.OrgID, y.r.OrgID), cmp.Compare(x.r.BatchID, y.r.BatchID),
			cmp.Compare(x.r.ID, y.r.ID))
	})
	rs := make([]advancing.Recipient, 0, min(limit, len(out)))
	for _, x := range out[:min(limit, len(out))] {
		rs = append(rs, x.r)
	}
	return rs, nil
}

// handedOver reports whether an event ends the send's work for its recipient:
// the mail was sent, refused or given up on.
func handedOver(e advancing.Event) bool {
	return e.Stage == advancing.StageSent || e.Stage == advancing.StageBounced || e.Stage == advancing.StageFailed
}

// ClaimWebhookEvent records the provider's event id once: true the first time.
func (s *SendStore) ClaimWebhookEvent(ctx context.Context, provider, eventID string, at time.Time) (bool, error) {
	st, unlock := s.b.write(ctx)
	defer unlock()
	k := webhookKey{provider, eventID}
	if _, ok := st.advancing.webhooks[k]; ok {
		return false, nil
	}
	st.advancing.webhooks[k] = recordTime(at)
	return true, nil
}

// PruneWebhookEvents forgets the claims made before the given time.
func (s *SendStore) PruneWebhookEvents(ctx context.Context, before time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	for k, at := range st.advancing.webhooks {
		if at.Before(before) {
			delete(st.advancing.webhooks, k)
		}
	}
	return nil
}

func recordTimePtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	v := recordTime(*t)
	return &v
}
