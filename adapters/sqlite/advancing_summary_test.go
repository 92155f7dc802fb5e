package sqlite_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/uptrace/bun/migrate"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/ports/porttest"
)

// progressSummaryMigration is the version of the migration that adds and fills
// recipient_progress.
const progressSummaryMigration = "20261126010000"

// TestProgressSummaryBackfill drops the progress summary of a batch with events
// and applies its migration again, whose backfill must give the model's board.
func TestProgressSummaryBackfill(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	b := porttest.Backend{Identity: sql.NewIdentityStore(db), Records: sql.NewRecordStore(db),
		Advancing: sql.NewAdvancingStore(db), Tx: db}
	porttest.CheckAdvancingRebuild(t, b, func(ctx context.Context) error {
		return reapply(ctx, db, progressSummaryMigration)
	})
}

// reapply runs the down and then the up function of the migration of version.
func reapply(ctx context.Context, db *sql.DB, version string) error {
	migrator := migrate.NewMigrator(db.Bun(), sql.Migrations)
	for _, m := range sql.Migrations.Sorted() {
		if m.Name == version {
			if err := m.Down(ctx, migrator, &m); err != nil {
				return err
			}
			return m.Up(ctx, migrator, &m)
		}
	}
	return fmt.Errorf("no migration %s", version)
}
