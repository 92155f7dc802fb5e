package postgres_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql/sqlbench"
)

// BenchmarkTallyBatch tallies a batch of 100,000 recipients and 500,000 events
// beside a bare GROUP BY over the same rows (sqlbench.Tally), on PostgreSQL. The
// vacuum gives the tables the visibility autovacuum would, which index-only scans
// need.
func BenchmarkTallyBatch(b *testing.B) {
	sqlbench.Tally(b, pgtest.Open(b),
		"VACUUM ANALYZE recipient_events, recipient_progress, send_recipients, send_batches")
}
