package jobs_test

import (
	"context"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/adapters/jobs"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/payments"
)

// errRollBack ends a transaction of a test with a rollback.
var errRollBack = errors.New("roll back")

func TestJobsEnqueuedInATransactionCommitAndRollBackWithIt(t *testing.T) {
	t.Parallel()
	for name, open := range map[string]func(testing.TB) (*rcsql.DB, jobs.Config){
		"sqlite": openSQLiteDB, "postgres": openPostgresDB,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			db, cfg := open(t)
			q := openQueue(t, cfg)
			ctx := context.Background()
			enqueueIn := func(ctx context.Context) error {
				if err := q.EnqueueDeliveries(ctx, recipients("org1", 0, 3)); err != nil {
					return err
				}
				return q.EnqueuePaymentEvent(ctx, payments.Event{ID: "evt_1", Type: "charge.refunded"})
			}

			err := db.WithinTx(ctx, func(ctx context.Context) error {
				if err := enqueueIn(ctx); err != nil {
					return err
				}
				return errRollBack
			})
			if !errors.Is(err, errRollBack) {
				t.Fatalf("the transaction: %v", err)
			}
			if n := depth(t, q); n != 0 {
				t.Errorf("a rolled-back transaction left %d jobs, want none", n)
			}

			if err := db.WithinTx(ctx, enqueueIn); err != nil {
				t.Fatalf("the transaction: %v", err)
			}
			if n := depth(t, q); n != 4 {
				t.Errorf("a committed transaction left %d jobs, want 4 (3 deliveries, 1 payment event)", n)
			}
		})
	}
}

// openQueue opens a Queue on cfg, not started, that is stopped when the test
// ends.
func openQueue(t *testing.T, cfg jobs.Config) *jobs.Queue {
	t.Helper()
	q := open(t, cfg)
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	return q
}

// depth returns the jobs waiting in q.
func depth(t *testing.T, q *jobs.Queue) int {
	t.Helper()
	n, err := q.Depth(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}
