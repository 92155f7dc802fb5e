package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
)

// reconcileArgs is the reconciler's job: it has no arguments.
type reconcileArgs struct{}

// Kind names the job in River's tables.
func (reconcileArgs) Kind() string { return "advance_reconcile" }

// The reconciler's schedule and how many owed recipients one run enqueues.
// Recipients still queued are among those it reads and are skipped as
// duplicates, so a backlog larger than reconcileLimit is caught up as the queue
// drains, a minute at a time.
const (
	reconcileEvery = time.Minute
	reconcileLimit = 1000
)

// reconcileJob is the periodic job River's leader inserts: once when it is
// elected (so at start) and every reconcileEvery after. With several replicas
// only the leader inserts it.
func reconcileJob() *river.PeriodicJob {
	return river.NewPeriodicJob(
		river.PeriodicInterval(reconcileEvery),
		func() (river.JobArgs, *river.InsertOpts) {
			// One pending run is enough; a second leader's insert is skipped.
			return reconcileArgs{}, &river.InsertOpts{
				Queue:      queueName,
				UniqueOpts: river.UniqueOpts{ByPeriod: reconcileEvery},
			}
		},
		&river.PeriodicJobOpts{ID: "advance_reconcile", RunOnStart: true},
	)
}

// reconcileWorker enqueues the deliveries a send still owes. A send inserts
// its delivery jobs in the transaction that creates its batch, so a batch never
// lacks them for a crash or a failed enqueue; what the reconciler still repairs
// is a recipient whose job left the queue without an outcome recorded: a job
// discarded after its last attempt when recording "failed" failed too, or jobs
// deleted by an operator who emptied River's tables.
type reconcileWorker struct {
	river.WorkerDefaults[reconcileArgs]
	queue *Queue
}

// Work reads the owed recipients and enqueues them; those already enqueued are
// skipped by the delivery job's unique key.
func (w *reconcileWorker) Work(ctx context.Context, _ *river.Job[reconcileArgs]) error {
	q := w.queue
	owed, err := q.cfg.Undelivered.FindUndelivered(ctx, q.cfg.Clock.Now(), reconcileLimit)
	if err != nil {
		return fmt.Errorf("jobs: reconcile: %w", err)
	}
	if len(owed) == 0 {
		return nil
	}
	return q.EnqueueDeliveries(ctx, owed)
}
