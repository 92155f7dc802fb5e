package sql

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// FindRecipientProgress returns up to limit of a batch's recipients after the
// keyset position after (its one key is the name), ordered by name (byte by byte)
// then id, each with their progress: that page's events folded by
// advancing.Track. With stage set, only those whose furthest stage, or standing
// exit, is stage, chosen in the database from their progress summary, as the
// tally counts them.
// KindNotFound if org has no such batch; KindInvalid for an unknown stage or a
// cursor that is not a position in the list.
func (s *AdvancingStore) FindRecipientProgress(ctx context.Context, org, batch kernel.ID, stage advancing.Stage,
	after *kernel.Cursor, limit int) ([]advancing.RecipientProgress, error) {
	if stage != "" && !stage.Valid() {
		return nil, kernel.InvalidField("/stage", "enum", fmt.Sprintf("%q is not a funnel stage or exit", stage))
	}
	if after != nil && (len(after.Keys) != 1 || !CanonicalID(after.ID)) {
		return nil, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor is not a position in a list of recipients")
	}
	if _, err := s.FindSendBatch(ctx, org, batch); err != nil {
		return nil, err
	}
	if limit <= 0 {
		return nil, nil
	}
	db := s.db.IDB(ctx)
	var rows []recipientRow
	q := db.NewSelect().Model(&rows).Where("r.org_id = ?", org).Where("r.batch_id = ?", batch)
	if after != nil {
		q = q.Where("(r.name, r.id) > (?, ?)", after.Keys[0], after.ID)
	}
	if stage != "" {
		q = q.Join("LEFT JOIN recipient_progress AS p ON p.org_id = r.org_id AND p.batch_id = r.batch_id " +
			"AND p.recipient_id = r.id")
		if r := stage.Rank(); r > 0 {
			q = q.Where("COALESCE(p.furthest, 1) = ?", r)
		} else {
			q = q.Where(standingExit+" = ?", string(stage))
		}
	}
	if err := q.OrderExpr("r.name, r.id").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return progressOf(ctx, db, org, batch, rows)
}

// progressOf loads the events of a page of recipients and folds each one's with
// advancing.Track.
func progressOf(ctx context.Context, db bun.IDB, org, batch kernel.ID,
	rows []recipientRow) ([]advancing.RecipientProgress, error) {
	ids := make([]kernel.ID, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var events []eventRow
	err := db.NewSelect().Model(&events).Column("recipient_id", "stage", "at").
		Where("org_id = ?", org).Where("batch_id = ?", batch).Where("recipient_id IN (?)", bun.List(ids)).Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	of := make(map[kernel.ID][]advancing.Event, len(rows))
	for _, e := range events {
		of[e.RecipientID] = append(of[e.RecipientID], advancing.Event{RecipientID: e.RecipientID,
			Stage: advancing.Stage(e.Stage), At: e.At.UTC()})
	}
	out := make([]advancing.RecipientProgress, len(rows))
	for i, r := range rows {
		out[i] = advancing.RecipientProgress{Recipient: r.recipient(), Progress: advancing.Track(of[r.ID])}
	}
	return out, nil
}
