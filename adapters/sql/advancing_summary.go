package sql

import (
	"context"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// progressRow is one recipient's row of the progress summary, recipient_progress
// (see 20261126010000_advancing_summary.go): their events folded by the rules of
// advancing.Track, less what the board does not count.
type progressRow struct {
	bun.BaseModel `bun:"table:recipient_progress,alias:p"`

	OrgID       kernel.ID `bun:"org_id,pk"`
	BatchID     kernel.ID `bun:"batch_id,pk"`
	RecipientID kernel.ID `bun:"recipient_id,pk"`
	Furthest    int       `bun:"furthest"`
	Failed      bool      `bun:"failed"`
	Bounced     bool      `bun:"bounced"`
	SentUS      *int64    `bun:"sent_us"`
	AckedUS     *int64    `bun:"acked_us"`
}

// summarize folds events into one summary row per recipient, ordered by
// recipient id so that concurrent appends lock the rows they share in the same
// order.
func summarize(org kernel.ID, events []eventRow) []progressRow {
	index := map[kernel.ID]int{}
	var out []progressRow
	for _, e := range events {
		i, ok := index[e.RecipientID]
		if !ok {
			i = len(out)
			index[e.RecipientID] = i
			out = append(out, progressRow{OrgID: org, BatchID: e.BatchID, RecipientID: e.RecipientID,
				Furthest: advancing.StageQueued.Rank()})
		}
		p, stage := &out[i], advancing.Stage(e.Stage)
		p.Furthest = max(p.Furthest, stage.Rank())
		switch stage {
		case advancing.StageFailed:
			p.Failed = true
		case advancing.StageBounced:
			p.Bounced = true
		case advancing.StageSent:
			p.SentUS = earliest(p.SentUS, e.At.UnixMicro())
		case advancing.StageAcknowledged:
			p.AckedUS = earliest(p.AckedUS, e.At.UnixMicro())
		}
	}
	slices.SortFunc(out, func(a, b progressRow) int { return strings.Compare(string(a.RecipientID), string(b.RecipientID)) })
	return out
}

// earliest is the earlier of an instant that may not be recorded yet and one
// that is, both in microseconds.
func earliest(have *int64, at int64) *int64 {
	if have != nil && *have <= at {
		return have
	}
	return &at
}

// progressMerge merges a recipient's new summary (EXCLUDED) into the one stored
// (p), column by column, so that the result does not depend on the order the
// events came in or on whether some were applied twice: the higher rank, either
// exit, the earlier instants.
var progressMerge = []string{
	"furthest = CASE WHEN EXCLUDED.furthest > p.furthest THEN EXCLUDED.furthest ELSE p.furthest END",
	"failed = p.failed OR EXCLUDED.failed",
	"bounced = p.bounced OR EXCLUDED.bounced",
	"sent_us = CASE WHEN p.sent_us IS NULL OR EXCLUDED.sent_us < p.sent_us THEN EXCLUDED.sent_us ELSE p.sent_us END",
	"acked_us = CASE WHEN p.acked_us IS NULL OR EXCLUDED.acked_us < p.acked_us " +
		"THEN EXCLUDED.acked_us ELSE p.acked_us END",
}

// mergeProgress folds newly appended events into their recipients' summary rows,
// on db (the transaction that appended them).
func mergeProgress(ctx context.Context, db bun.IDB, org kernel.ID, events []eventRow) error {
	for _, chunk := range batches(summarize(org, events)) {
		q := db.NewInsert().Model(&chunk).On("CONFLICT (org_id, batch_id, recipient_id) DO UPDATE")
		for _, set := range progressMerge {
			q = q.Set(set)
		}
		if _, err := q.Exec(ctx); err != nil {
			return TranslateError(err)
		}
	}
	return nil
}
