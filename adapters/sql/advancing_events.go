package sql

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// AppendEvents appends recipients' events in one transaction (a savepoint of
// ctx's, if it carries one); events are never changed or removed. An event whose
// id org appended before is ignored (ON CONFLICT DO NOTHING), so a retried
// delivery of the same events is harmless. The events that were new are folded
// into their recipients' progress summary in the same transaction. KindNotFound,
// and nothing written, if a recipient is not org's; KindInvalid for a malformed
// id or an unknown stage.
func (s *AdvancingStore) AppendEvents(ctx context.Context, org kernel.ID, events []advancing.Event) error {
	if len(events) == 0 {
		return nil
	}
	for _, e := range events {
		if !CanonicalID(e.ID) || !e.Stage.Valid() {
			return kernel.Invalid(fmt.Sprintf("event %q needs a well-formed id and a funnel stage or exit, not %q", e.ID, e.Stage))
		}
	}
	var recipients []kernel.ID
	seen := map[kernel.ID]bool{}
	for _, e := range events {
		if !CanonicalID(org) || !CanonicalID(e.RecipientID) {
			return kernel.NotFound("recipient")
		}
		if !seen[e.RecipientID] {
			seen[e.RecipientID] = true
			recipients = append(recipients, e.RecipientID)
		}
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		batchOf, err := recipientBatches(ctx, db, org, recipients)
		if err != nil {
			return err
		}
		rows := make([]eventRow, len(events))
		for i, e := range events {
			rows[i] = eventRow{OrgID: org, ID: e.ID, BatchID: batchOf[e.RecipientID], RecipientID: e.RecipientID,
				Stage: string(e.Stage), At: StorageTime(e.At)}
		}
		var inserted []kernel.ID
		for _, batch := range batches(rows) {
			var ids []kernel.ID
			if _, err := db.NewInsert().Model(&batch).On("CONFLICT (org_id, id) DO NOTHING").
				Returning("id").Exec(ctx, &ids); err != nil {
				return TranslateError(err)
			}
			inserted = append(inserted, ids...)
		}
		return mergeProgress(ctx, db, org, newEvents(rows, inserted))
	})
}

// recipientLookup is how many recipients one query looks up.
const recipientLookup = 1000

// recipientBatches returns the batch of each of org's recipients ids names.
// KindNotFound if one of them is not org's.
func recipientBatches(ctx context.Context, db bun.IDB, org kernel.ID, ids []kernel.ID) (map[kernel.ID]kernel.ID, error) {
	out := make(map[kernel.ID]kernel.ID, len(ids))
	for start := 0; start < len(ids); start += recipientLookup {
		chunk := ids[start:min(start+recipientLookup, len(ids))]
		var rows []struct {
			ID      kernel.ID `bun:"id"`
			BatchID kernel.ID `bun:"batch_id"`
		}
		err := db.NewSelect().Table("send_recipients").Column("id", "batch_id").
			Where("org_id = ?", org).Where("id IN (?)", bun.List(chunk)).Scan(ctx, &rows)
		if err != nil {
			return nil, TranslateError(err)
		}
		if len(rows) != len(chunk) {
			return nil, kernel.NotFound("recipient")
		}
		for _, r := range rows {
			out[r.ID] = r.BatchID
		}
	}
	return out, nil
}

// newEvents returns the rows whose ids were inserted, each once: an id repeated
// within one append, or appended before, must count once, with the content it
// was first appended with.
func newEvents(rows []eventRow, inserted []kernel.ID) []eventRow {
	fresh := make(map[kernel.ID]bool, len(inserted))
	for _, id := range inserted {
		fresh[id] = true
	}
	out := make([]eventRow, 0, len(inserted))
	for _, r := range rows {
		if fresh[r.ID] {
			out = append(out, r)
			delete(fresh, r.ID)
		}
	}
	return out
}
