package sql

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// standingExit is the SQL of advancing.Track's exit rule over a recipient_progress
// row named p: an exit stands only if the recipient got no further than the stage
// it interrupts (a failure: queued; a bounce: sent), and a failure wins when both
// stand. A recipient without a summary row (p's columns NULL) has none.
var standingExit = fmt.Sprintf("CASE WHEN p.failed AND p.furthest <= %d THEN '%s' "+
	"WHEN p.bounced AND p.furthest <= %d THEN '%s' ELSE '' END",
	advancing.StageQueued.Rank(), advancing.StageFailed, advancing.StageSent.Rank(), advancing.StageBounced)

// tallyStatement counts a batch's recipients with events (org and batch are ?0
// and ?1) by furthest stage and standing exit, from their progress summary, and
// adds the row of the median time to acknowledge in microseconds: the
// (n - 1) / 2-th, from 0, of the n ascending durations from first sent to first
// acknowledged, which is advancing.MedianIndex(n). That row has furthest 0; it is
// missing when no recipient was both sent and acknowledged. Both dialects read it
// as written: the summary's instants are integers.
var tallyStatement = strings.ReplaceAll(`WITH p AS (SELECT furthest, failed, bounced, sent_us, acked_us
	FROM recipient_progress WHERE org_id = ?0 AND batch_id = ?1),
timed AS (SELECT acked_us - sent_us AS d FROM p WHERE sent_us IS NOT NULL AND acked_us IS NOT NULL)
SELECT furthest, exit, n, NULL AS duration_us
FROM (SELECT p.furthest AS furthest, {exit} AS exit, COUNT(*) AS n FROM p GROUP BY 1, 2) AS counts
UNION ALL
SELECT 0, '', 0, d FROM (SELECT d FROM timed ORDER BY d
	LIMIT 1 OFFSET (SELECT (COUNT(*) - 1) / 2 FROM timed)) AS median`, "{exit}", standingExit)

// tallyRow is one row of tallyStatement.
type tallyRow struct {
	Furthest   int    `bun:"furthest"`
	Exit       string `bun:"exit"`
	N          int    `bun:"n"`
	DurationUS *int64 `bun:"duration_us"`
}

// TallyBatch counts a batch's recipients by furthest stage and standing exit, and
// finds the median time to acknowledge, by the rules of advancing.Track, with one
// GROUP BY over the batch's progress summary (which AppendEvents keeps);
// recipients without events are queued.
// KindNotFound if org has no such batch.
func (s *AdvancingStore) TallyBatch(ctx context.Context, org, batch kernel.ID) (advancing.Tally, error) {
	b, err := s.FindSendBatch(ctx, org, batch)
	if err != nil {
		return advancing.Tally{}, err
	}
	db := s.db.IDB(ctx)
	var rows []tallyRow
	if err := db.NewRaw(tallyStatement, org, batch).Scan(ctx, &rows); err != nil {
		return advancing.Tally{}, TranslateError(err)
	}
	t := advancing.Tally{Recipients: b.Recipients, ByFurthest: map[advancing.Stage]int{}, Exits: map[advancing.Stage]int{}}
	counted := 0
	for _, r := range rows {
		switch {
		case r.Furthest == 0 && r.DurationUS != nil:
			d := time.Duration(*r.DurationUS) * time.Microsecond
			t.MedianTimeToAcknowledge = &d
		case r.Furthest >= 1 && r.Furthest <= len(advancing.Stages):
			t.ByFurthest[advancing.Stages[r.Furthest-1]] += r.N
			counted += r.N
			if r.Exit != "" {
				t.Exits[advancing.Stage(r.Exit)] += r.N
			}
		default:
			return advancing.Tally{}, kernel.Internal(fmt.Errorf("tally of batch %s: unexpected row %+v", batch, r))
		}
	}
	if queued := b.Recipients - counted; queued > 0 {
		t.ByFurthest[advancing.StageQueued] += queued
	}
	return t, nil
}
