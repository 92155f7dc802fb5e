package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports/porttest"
)

// tallyBatchRecipients is the size of the benchmarks' batch: 100,000 recipients
// with 500,000 events.
const tallyBatchRecipients = 100_000

// bareGroupBy is the yardstick the tally is measured against: one aggregate per
// recipient over the batch's events, every row brought back.
const bareGroupBy = `SELECT recipient_id, MAX(CASE stage WHEN 'sent' THEN 2 WHEN 'delivered' THEN 3
	WHEN 'opened' THEN 4 WHEN 'viewed' THEN 5 WHEN 'acknowledged' THEN 6 ELSE 1 END) AS furthest
	FROM recipient_events WHERE org_id = ? AND batch_id = ? GROUP BY recipient_id`

// tallyDatabase opens a fresh database holding porttest.NewAdvancingBulk's batch.
func tallyDatabase(b *testing.B) (*sql.DB, porttest.AdvancingBulk) {
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = db.Close() })
	ctx := context.Background()
	if err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	set := porttest.NewAdvancingBulk(tallyBatchRecipients)
	porttest.WriteAdvancingBulk(b, ctx, porttest.Backend{Identity: sql.NewIdentityStore(db),
		Records: sql.NewRecordStore(db), Advancing: sql.NewAdvancingStore(db), Tx: db}, set)
	// The statistics and visibility a table has once autovacuum has seen its
	// rows, which both benchmarks then plan with.
	if _, err := db.Bun().ExecContext(ctx, "ANALYZE"); err != nil {
		b.Fatal(err)
	}
	return db, set
}

// BenchmarkTallyBatch tallies a batch of 100,000 recipients and 500,000 events
// (TallyBatch) side by side with bareGroupBy over the same rows (BareGroupBy): one
// database written once, both sub-benchmarks in the same run of the binary (with
// -count, each sub-benchmark's runs follow one another). The ratio of the two is
// the figure docs/advancing.md reports.
func BenchmarkTallyBatch(b *testing.B) {
	db, set := tallyDatabase(b)
	store, ctx := sql.NewAdvancingStore(db), context.Background()
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
			if len(rows) != tallyBatchRecipients {
				b.Fatalf("%d rows, want %d", len(rows), tallyBatchRecipients)
			}
		}
	})
}
