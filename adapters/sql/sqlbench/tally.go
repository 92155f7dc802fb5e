// Package sqlbench holds the benchmarks both SQL backends run the same way, so
// that SQLite's and PostgreSQL's figures come from one piece of code: each
// backend's _test file opens its database and calls in.
package sqlbench

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports/porttest"
)

// TallyRecipients is the size of the tally benchmark's batch: 100,000 recipients
// with 500,000 events.
const TallyRecipients = 100_000

// bareGroupBy is the yardstick the tally is measured against: one aggregate per
// recipient over the batch's events, every row brought back.
const bareGroupBy = `SELECT recipient_id, MAX(CASE stage WHEN 'sent' THEN 2 WHEN 'delivered' THEN 3
	WHEN 'opened' THEN 4 WHEN 'viewed' THEN 5 WHEN 'acknowledged' THEN 6 ELSE 1 END) AS furthest
	FROM recipient_events WHERE org_id = ? AND batch_id = ? GROUP BY recipient_id`

// Tally writes porttest.NewAdvancingBulk's batch into db (migrated and empty),
// runs analyze (the backend's statement that gives the planner the statistics
// autovacuum would), then times the tally (TallyBatch) side by side with
// bareGroupBy over the same rows (BareGroupBy): one database written once, both
// sub-benchmarks in the same run of the binary. The ratio of the two is the
// figure docs/advancing.md reports.
func Tally(b *testing.B, db *sql.DB, analyze string) {
	ctx := context.Background()
	set := porttest.NewAdvancingBulk(TallyRecipients)
	porttest.WriteAdvancingBulk(b, ctx, porttest.Backend{Identity: sql.NewIdentityStore(db),
		Records: sql.NewRecordStore(db), Advancing: sql.NewAdvancingStore(db), Tx: db}, set)
	if _, err := db.Bun().ExecContext(ctx, analyze); err != nil {
		b.Fatal(err)
	}
	store := sql.NewAdvancingStore(db)
	b.Run("TallyBatch", func(b *testing.B) {
		for b.Loop() {
			if _, err := store.TallyBatch(ctx, set.Org, set.Batch.ID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("BareGroupBy", func(b *testing.B) {
		for b.Loop() {
			var rows []struct {
				RecipientID kernel.ID `bun:"recipient_id"`
				Furthest    int       `bun:"furthest"`
			}
			if err := db.Bun().NewRaw(bareGroupBy, set.Org, set.Batch.ID).Scan(ctx, &rows); err != nil {
				b.Fatal(err)
			}
			if len(rows) != TallyRecipients {
				b.Fatalf("%d rows, want %d", len(rows), TallyRecipients)
			}
		}
	})
}
