package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// TallyBatch counts a batch's recipients by furthest stage and standing exit, and
// finds the median time to acknowledge: advancing.TallyOf over advancing.Track of
// each recipient's events, which is what the SQL store counts from the progress
// summary it keeps beside the events.
// KindNotFound if org has no such batch.
func (s *AdvancingStore) TallyBatch(ctx context.Context, org, batch kernel.ID) (advancing.Tally, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	if o == nil || o.batches[batch].ID == "" {
		return advancing.Tally{}, kernel.NotFound("send batch")
	}
	progress := make([]advancing.Progress, 0, len(o.ofBatch[batch]))
	for _, r := range o.ofBatch[batch] {
		progress = append(progress, advancing.Track(o.ofRecipient[r]))
	}
	return advancing.TallyOf(progress), nil
}

// FindRecipientProgress returns up to limit of a batch's recipients after the
// keyset position after (its one key the name), ordered by name (byte by byte)
// then id, each with their progress; with stage set, only those whose furthest
// stage, or standing exit, is stage. KindNotFound if org has no such batch;
// KindInvalid for an unknown stage or a cursor that is not a position in the list.
func (s *AdvancingStore) FindRecipientProgress(ctx context.Context, org, batch kernel.ID, stage advancing.Stage,
	after *kernel.Cursor, limit int) ([]advancing.RecipientProgress, error) {
	if stage != "" && !stage.Valid() {
		return nil, kernel.InvalidField("/stage", "enum", fmt.Sprintf("%q is not a funnel stage or exit", stage))
	}
	if after != nil && (len(after.Keys) != 1 || !canonical(after.ID)) {
		return nil, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor is not a position in a list of recipients")
	}
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	if o == nil || o.batches[batch].ID == "" {
		return nil, kernel.NotFound("send batch")
	}
	if limit <= 0 {
		return nil, nil
	}
	recipients := make([]advancing.Recipient, 0, len(o.ofBatch[batch]))
	for _, id := range o.ofBatch[batch] {
		r := o.recipients[id]
		if after == nil || cmp.Or(cmp.Compare(r.Name, after.Keys[0]), cmp.Compare(r.ID, after.ID)) > 0 {
			recipients = append(recipients, r)
		}
	}
	slices.SortFunc(recipients, func(a, b advancing.Recipient) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID))
	})
	var out []advancing.RecipientProgress
	for _, r := range recipients {
		if len(out) == limit {
			break
		}
		p := advancing.Track(o.ofRecipient[r.ID])
		if stage == "" || p.Furthest == stage || p.Exit == stage {
			out = append(out, advancing.RecipientProgress{Recipient: r, Progress: p})
		}
	}
	return out, nil
}
