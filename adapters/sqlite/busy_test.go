package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/core/kernel"
)

// openWithTable opens a new database with a table t.
func openWithTable(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "rc.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Bun().ExecContext(context.Background(), "CREATE TABLE t (n INTEGER)"); err != nil {
		t.Fatal(err)
	}
	return db
}

// holdWriteLock opens a database, takes its write lock in a transaction and
// returns the database and a function that releases the lock.
func holdWriteLock(t *testing.T) (*sql.DB, func()) {
	t.Helper()
	db := openWithTable(t)
	ctx := context.Background()
	tx, err := db.Bun().BeginTx(ctx, nil) // IMMEDIATE: the write lock at BEGIN
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO t VALUES (1)"); err != nil {
		t.Fatal(err)
	}
	return db, func() { _ = tx.Rollback() }
}

// write inserts a row in a transaction of its own under ctx and returns how long
// it took and the error, translated.
func write(ctx context.Context, db *sql.DB) (time.Duration, error) {
	start := time.Now()
	err := db.Bun().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO t VALUES (2)")
		return err
	})
	return time.Since(start), sql.TranslateError(err)
}

// A writer waits for the write lock up to the busy timeout whatever its
// context's deadline (SQLite's busy handler does not heed sqlite3_interrupt),
// so a request's wait for the lock is bounded by five seconds, not by
// ROADCASE_REQUEST_TIMEOUT; a statement that runs is interrupted at the
// deadline.
func TestAWriterWaitsForTheLockAtMostTheBusyTimeout(t *testing.T) {
	t.Parallel()
	db, release := holdWriteLock(t)
	defer release()
	took, err := write(context.Background(), db)
	if !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("a write while another holds the lock = %v, want KindUnavailable", err)
	}
	if took < 4500*time.Millisecond || took > 7*time.Second {
		t.Errorf("the write gave up after %v, want the busy timeout of 5 s", took)
	}
}

func TestALongStatementIsInterruptedAtItsDeadline(t *testing.T) {
	t.Parallel()
	db := openWithTable(t)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	var n int64
	err := db.Bun().QueryRowContext(ctx, `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000)
		SELECT count(*) FROM c`).Scan(&n)
	took := time.Since(start)
	if err == nil || took > time.Second {
		t.Errorf("a long statement under a 300 ms deadline returned %v after %v", err, took)
	}
}
