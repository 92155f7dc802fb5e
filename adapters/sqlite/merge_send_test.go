package sqlite_test

import (
	"context"
	"testing"
)

// TestMergeSendMigrationRollsBack runs the merge send migration's down and up
// again on a migrated database: its columns, index and table go and come back.
func TestMergeSendMigrationRollsBack(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	if err := reapply(context.Background(), db, "20261129010000"); err != nil {
		t.Fatalf("down and up again: %v", err)
	}
}
