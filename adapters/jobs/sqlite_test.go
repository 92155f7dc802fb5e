package jobs_test

import (
	"context"
	"math"
	"sync/atomic"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// River shares the application's SQLite pool, and SQLite lets one writer in at
// a time: River's fetches and completions and the deliveries' own writes must
// queue on the lock (busy timeout, BEGIN IMMEDIATE) rather than fail.
func TestOnSQLiteRiverAndTheDeliveriesShareTheWriteLockWithoutErrors(t *testing.T) {
	t.Parallel()
	base := openSQLite(t)
	db := base.SQLite
	if _, err := db.Exec(`CREATE TABLE sent (recipient TEXT PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	l := newLedger()
	var failures atomic.Int64
	// Each delivery records itself as the merge send does: a transaction on
	// the same pool. The primary key refuses a second send.
	l.outcome = func(ctx context.Context, id kernel.ID, _ int) (ports.DeliveryOutcome, error) {
		tx, err := db.BeginTx(ctx, nil)
		if err == nil {
			if _, err = tx.ExecContext(ctx, `INSERT INTO sent (recipient) VALUES (?)`, string(id)); err == nil {
				err = tx.Commit()
			} else {
				_ = tx.Rollback()
			}
		}
		if err != nil {
			failures.Add(1)
			t.Logf("%s: %v", id, err)
			return "", err
		}
		return ports.DeliverySent, nil
	}
	cfg := base
	cfg.Deliverer, cfg.Workers, cfg.PerOrgRate = l.deliverer("q"), 16, math.Inf(1)
	cfg.RetryDelay = fastRetries
	q := start(t, cfg)
	rs := recipients("org1", 0, 500)
	enqueue(t, q, rs)
	l.waitSent(t, len(rs))
	l.sentOnce(t, rs)
	if n := failures.Load(); n > 0 {
		t.Errorf("%d deliveries failed to write beside River", n)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sent`).Scan(&n); err != nil || n != len(rs) {
		t.Errorf("%d rows written (%v), want %d", n, err, len(rs))
	}
}
