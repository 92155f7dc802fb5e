package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// CreateSendBatch stores a batch and its recipients; the batch's Recipients is
// the number of recipients given. KindConflict if an id or a token hash exists;
// KindNotFound if the packet, or the audience among the packet's, is not the
// organization's; KindInvalid for a recipient of another batch or organization,
// without a token hash, or naming a person the organization does not have.
func (s *AdvancingStore) CreateSendBatch(ctx context.Context, b advancing.SendBatch, recipients []advancing.Recipient) error {
	if !canonical(b.OrgID) || !canonical(b.PacketID) {
		return kernel.NotFound("advance packet")
	}
	if !canonical(b.AudienceID) {
		return kernel.NotFound("audience")
	}
	if err := checkRecipients(b, recipients); err != nil {
		return err
	}
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.advancing.org(b.OrgID, false)
	p, ok := o.packet(b.PacketID)
	if !ok {
		return kernel.NotFound("advance packet")
	}
	if !slices.ContainsFunc(p.Audiences, func(a advancing.Audience) bool { return a.ID == b.AudienceID }) {
		return kernel.NotFound("audience")
	}
	if _, ok := o.batches[b.ID]; ok {
		return kernel.Conflict("a send batch with this id already exists")
	}
	ids, tokens := map[kernel.ID]bool{}, map[string]bool{}
	for _, r := range recipients {
		if _, ok := o.recipients[r.ID]; ok || ids[r.ID] || st.advancing.tokens[r.TokenHash] || tokens[r.TokenHash] {
			return kernel.Conflict("a recipient with this id or portal token hash already exists")
		}
		if !st.org(b.OrgID).has(records.KindPerson, r.PersonID) {
			return kernel.InvalidField("/recipients", "invalid_reference",
				fmt.Sprintf("recipient %s names person %s, whom the organization does not have", r.ID, r.PersonID))
		}
		ids[r.ID], tokens[r.TokenHash] = true, true
	}
	b.CreatedAt, b.Recipients = recordTime(b.CreatedAt), len(recipients)
	b.ExpiresAt, b.CancelledAt = recordTimePtr(b.ExpiresAt), recordTimePtr(b.CancelledAt)
	o.batches[b.ID] = b
	list := make([]kernel.ID, len(recipients))
	for i, r := range recipients {
		o.recipients[r.ID], st.advancing.tokens[r.TokenHash], list[i] = r, true, r.ID
	}
	o.ofBatch[b.ID] = list
	return nil
}

// FindSendBatch returns a batch. KindNotFound if org has none with that id.
func (s *AdvancingStore) FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if o := st.advancing.org(org, false); o != nil {
		if b, ok := o.batches[id]; ok {
			return b, nil
		}
	}
	return advancing.SendBatch{}, kernel.NotFound("send batch")
}

// FindSendBatches returns up to limit of a packet's batches after the keyset
// position after (its one key the creation time in RFC 3339), ordered by
// creation time then id. KindInvalid for a cursor that is not such a position.
func (s *AdvancingStore) FindSendBatches(ctx context.Context, org, packet kernel.ID, after *kernel.Cursor,
	limit int) ([]advancing.SendBatch, error) {
	if !canonical(org) || !canonical(packet) || limit <= 0 {
		return nil, nil
	}
	var at time.Time
	if after != nil {
		t, err := time.Parse(time.RFC3339Nano, firstKey(after))
		if err != nil || len(after.Keys) != 1 || !canonical(after.ID) {
			return nil, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor is not a position in a list of send batches")
		}
		at = recordTime(t)
	}
	out := s.batchesWhere(ctx, org, func(b advancing.SendBatch, _ map[kernel.ID]advancing.Packet) bool {
		return b.PacketID == packet && (after == nil || b.CreatedAt.After(at) ||
			(b.CreatedAt.Equal(at) && b.ID > after.ID))
	})
	return out[:min(limit, len(out))], nil
}

// FindProjectBatches returns every batch of a project's packets, oldest first,
// then by id.
func (s *AdvancingStore) FindProjectBatches(ctx context.Context, org, project kernel.ID) ([]advancing.SendBatch, error) {
	return s.batchesWhere(ctx, org, func(b advancing.SendBatch, packets map[kernel.ID]advancing.Packet) bool {
		return packets[b.PacketID].ProjectID == project
	}), nil
}

// batchesWhere returns org's batches that keep, by creation time then id.
func (s *AdvancingStore) batchesWhere(ctx context.Context, org kernel.ID,
	keep func(advancing.SendBatch, map[kernel.ID]advancing.Packet) bool) []advancing.SendBatch {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	if o == nil {
		return nil
	}
	var out []advancing.SendBatch
	for _, b := range o.batches {
		if keep(b, o.packets) {
			out = append(out, b)
		}
	}
	slices.SortFunc(out, func(a, b advancing.SendBatch) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return out
}

// AppendEvents appends recipients' events; an event whose id org appended before
// is ignored. KindNotFound, and nothing written, if a recipient is not org's;
// KindInvalid for a malformed id or an unknown stage.
func (s *AdvancingStore) AppendEvents(ctx context.Context, org kernel.ID, events []advancing.Event) error {
	for _, e := range events {
		if !canonical(e.ID) || !e.Stage.Valid() {
			return kernel.Invalid(fmt.Sprintf("event %q needs a well-formed id and a funnel stage or exit, not %q", e.ID, e.Stage))
		}
	}
	if len(events) == 0 {
		return nil
	}
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	for _, e := range events {
		if _, ok := o.recipient(e.RecipientID); !ok {
			return kernel.NotFound("recipient")
		}
	}
	for _, e := range events {
		if !o.events[e.ID] {
			o.events[e.ID] = true
			e.At = recordTime(e.At)
			o.ofRecipient[e.RecipientID] = append(slices.Clip(o.ofRecipient[e.RecipientID]), e)
		}
	}
	return nil
}

// recipient returns org's recipient with id; o may be nil.
func (o *orgAdvancing) recipient(id kernel.ID) (advancing.Recipient, bool) {
	if o == nil {
		return advancing.Recipient{}, false
	}
	r, ok := o.recipients[id]
	return r, ok
}

func firstKey(c *kernel.Cursor) string {
	if len(c.Keys) == 0 {
		return ""
	}
	return c.Keys[0]
}
