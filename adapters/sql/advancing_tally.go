package sql

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// perRecipient is the one GROUP BY over a batch's events (org and batch are its
// arguments) that the tally and FindRecipientProgress's stage filter share: per
// recipient with events, the furthest stage's rank (advancing.Stage.Rank; an exit
// leaves a recipient queued, rank 1), whether a failure or a bounce was recorded,
// and the first sent and acknowledged times. MIN over SQLite's text instants is
// the earliest: Bun's UTC layout sorts as the instants do.
var perRecipient = func() string {
	var rank strings.Builder
	for _, s := range advancing.Stages[1:] {
		fmt.Fprintf(&rank, " WHEN '%s' THEN %d", s, s.Rank())
	}
	return "SELECT recipient_id, MAX(CASE stage" + rank.String() + " ELSE 1 END) AS furthest, " +
		"MAX(CASE stage WHEN 'failed' THEN 1 ELSE 0 END) AS failed, " +
		"MAX(CASE stage WHEN 'bounced' THEN 1 ELSE 0 END) AS bounced, " +
		"MIN(CASE stage WHEN 'sent' THEN at END) AS sent_at, " +
		"MIN(CASE stage WHEN 'acknowledged' THEN at END) AS acked_at " +
		"FROM recipient_events WHERE org_id = ? AND batch_id = ? GROUP BY recipient_id"
}()

// standingExit is the SQL of advancing.Track's exit rule over a perRecipient row
// named p: an exit stands only if the recipient got no further than the stage it
// interrupts (a failure: queued; a bounce: sent), and a failure wins when both
// stand. A recipient without events (p's columns NULL) has none.
var standingExit = fmt.Sprintf("CASE WHEN p.failed = 1 AND p.furthest <= %d THEN '%s' "+
	"WHEN p.bounced = 1 AND p.furthest <= %d THEN '%s' ELSE '' END",
	advancing.StageQueued.Rank(), advancing.StageFailed, advancing.StageSent.Rank(), advancing.StageBounced)

// tallyQuery counts a batch's recipients with events by furthest stage and
// standing exit, in one pass over the events (per is materialized once), and adds
// the row of the median time to acknowledge: the (n - 1) / 2-th, from 0, of the n
// ascending durations from first sent to first acknowledged, which is
// advancing.MedianIndex(n). That row has furthest 0; it is missing when no
// recipient was both sent and acknowledged. {duration} is the dialect's ordering
// of acked_at - sent_at.
const tallyQuery = `WITH per AS MATERIALIZED ({per}),
timed AS (SELECT sent_at, acked_at FROM per WHERE sent_at IS NOT NULL AND acked_at IS NOT NULL)
SELECT furthest, exit, n, NULL AS sent_at, NULL AS acked_at
FROM (SELECT p.furthest AS furthest, {exit} AS exit, COUNT(*) AS n FROM per AS p GROUP BY 1, 2) AS counts
UNION ALL
SELECT 0, '', 0, sent_at, acked_at FROM (SELECT sent_at, acked_at FROM timed ORDER BY {duration}
	LIMIT 1 OFFSET (SELECT (COUNT(*) - 1) / 2 FROM timed)) AS median`

// sqliteMicros is an SQLite text instant in microseconds since 1970, exactly:
// Bun writes "2006-01-02 15:04:05.999999+00:00", the fraction's trailing zeros
// dropped (and its point with them). SQLite's own date functions keep only
// milliseconds, which would misorder durations that differ by less.
const sqliteMicros = "(CAST(strftime('%s', {c}) AS INTEGER) * 1000000 + CASE WHEN length({c}) > 25 " +
	"THEN CAST(substr(substr({c}, 21, length({c}) - 26) || '00000', 1, 6) AS INTEGER) ELSE 0 END)"

var tallyStatements = map[Dialect]string{
	DialectPostgres: tallyStatement("acked_at - sent_at"),
	DialectSQLite: tallyStatement(strings.ReplaceAll(sqliteMicros, "{c}", "acked_at") + " - " +
		strings.ReplaceAll(sqliteMicros, "{c}", "sent_at")),
}

func tallyStatement(duration string) string {
	return strings.NewReplacer("{per}", perRecipient, "{exit}", standingExit, "{duration}", duration).Replace(tallyQuery)
}

// tallyRow is one row of tallyQuery.
type tallyRow struct {
	Furthest int        `bun:"furthest"`
	Exit     string     `bun:"exit"`
	N        int        `bun:"n"`
	SentAt   *time.Time `bun:"sent_at"`
	AckedAt  *time.Time `bun:"acked_at"`
}

// TallyBatch counts a batch's recipients by furthest stage and standing exit, and
// finds the median time to acknowledge, by the rules of advancing.Track, in one
// GROUP BY per recipient in the database; recipients without events are queued.
// KindNotFound if org has no such batch.
func (s *AdvancingStore) TallyBatch(ctx context.Context, org, batch kernel.ID) (advancing.Tally, error) {
	b, err := s.FindSendBatch(ctx, org, batch)
	if err != nil {
		return advancing.Tally{}, err
	}
	db := s.db.IDB(ctx)
	var rows []tallyRow
	if err := db.NewRaw(tallyStatements[DialectOf(db)], org, batch).Scan(ctx, &rows); err != nil {
		return advancing.Tally{}, TranslateError(err)
	}
	t := advancing.Tally{Recipients: b.Recipients, ByFurthest: map[advancing.Stage]int{}, Exits: map[advancing.Stage]int{}}
	counted := 0
	for _, r := range rows {
		switch {
		case r.Furthest == 0 && r.SentAt != nil && r.AckedAt != nil:
			d := r.AckedAt.Sub(*r.SentAt)
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
