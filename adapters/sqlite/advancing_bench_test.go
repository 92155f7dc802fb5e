package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

// BenchmarkTallyBatch tallies a batch of 100,000 recipients and 500,000 events
// beside a bare GROUP BY over the same rows (sqlbench.Tally), in an SQLite file.
func BenchmarkTallyBatch(b *testing.B) {
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = db.Close() })
	if err := db.Migrate(context.Background()); err != nil {
		b.Fatal(err)
	}
	sqlbench.Tally(b, db, "ANALYZE")
}
