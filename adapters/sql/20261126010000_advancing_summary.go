package sql

import (
	"context"
	"strings"

	"github.com/uptrace/bun"
)

// The per-recipient progress summary: for every recipient with events, the fold
// of their events by advancing.Track's rules that the tracking board counts, kept
// up to date by AppendEvents in the transaction that appends the events. The
// events stay append-only and the source of truth; the summary only saves the
// board a GROUP BY over half a million events (see docs/advancing.md, "Storage
// and benchmarks").
//
// Each column merges monotonically, so that events applied in any order, or
// again, give the same row: furthest is the highest rank of any stage (at least
// 1, queued; an exit has no rank), failed and bounced say whether that exit was
// ever recorded, and sent_us and acked_us are the first sent and acknowledged
// instants in microseconds since 1970 (NULL until one is recorded), which is the
// precision the events' instants are stored at. A standing exit is derived from
// furthest and the two flags when read, exactly as Track derives it.
//
// The migration fills the summary from the events already appended.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		d := DialectOf(db)
		return ExecSchema(ctx, db, progressSchema, progressBackfill[d])
	}, func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, "DROP TABLE recipient_progress")
	})
}

// progressSchema keys the summary by batch first, so that a batch's board reads
// one range of the primary key.
const progressSchema = `CREATE TABLE recipient_progress (
	org_id {id} NOT NULL,
	batch_id {id} NOT NULL,
	recipient_id {id} NOT NULL,
	furthest {int} NOT NULL CHECK (furthest BETWEEN 1 AND 6),
	failed {bool} NOT NULL,
	bounced {bool} NOT NULL,
	sent_us {int},
	acked_us {int},
	PRIMARY KEY (org_id, batch_id, recipient_id),
	FOREIGN KEY (org_id, batch_id, recipient_id) REFERENCES send_recipients (org_id, batch_id, id)
		ON DELETE CASCADE
)`

// progressBackfill folds every recipient's events into their summary row: the
// ranks are advancing.Stage.Rank's at this version. On SQLite an instant is Bun's
// text "2006-01-02 15:04:05.999999+00:00" with the fraction's trailing zeros (and
// its point with them) dropped, read exactly to the microsecond; SQLite's own
// date functions keep only milliseconds.
var progressBackfill = func() map[Dialect]string {
	const fold = `INSERT INTO recipient_progress
	(org_id, batch_id, recipient_id, furthest, failed, bounced, sent_us, acked_us)
	SELECT org_id, batch_id, recipient_id,
		MAX(CASE stage WHEN 'sent' THEN 2 WHEN 'delivered' THEN 3 WHEN 'opened' THEN 4
			WHEN 'viewed' THEN 5 WHEN 'acknowledged' THEN 6 ELSE 1 END),
		{any}(stage = 'failed'), {any}(stage = 'bounced'),
		MIN(CASE stage WHEN 'sent' THEN {micros} END), MIN(CASE stage WHEN 'acknowledged' THEN {micros} END)
	FROM recipient_events GROUP BY org_id, batch_id, recipient_id`
	const sqliteMicros = "(CAST(strftime('%s', at) AS INTEGER) * 1000000 + CASE WHEN length(at) > 25 " +
		"THEN CAST(substr(substr(at, 21, length(at) - 26) || '00000', 1, 6) AS INTEGER) ELSE 0 END)"
	return map[Dialect]string{
		DialectPostgres: strings.NewReplacer("{any}", "bool_or",
			"{micros}", "round(extract(epoch FROM at) * 1000000)::bigint").Replace(fold),
		DialectSQLite: strings.NewReplacer("{any}", "MAX", "{micros}", sqliteMicros).Replace(fold),
	}
}()
