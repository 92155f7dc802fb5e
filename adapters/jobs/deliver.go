package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// deliveryArgs is one recipient's delivery job. Its JSON is the job's unique
// key (UniqueOpts.ByArgs), so it holds the recipient's identity and nothing
// else: the mail is composed when the job runs.
type deliveryArgs struct {
	Org       kernel.ID `json:"org"`
	Recipient kernel.ID `json:"recipient"`
}

// Kind names the job in River's tables; renaming it orphans queued jobs.
func (deliveryArgs) Kind() string { return "advance_delivery" }

// deliveryWorker runs delivery jobs: throttled per organization, then Deliver.
type deliveryWorker struct {
	river.WorkerDefaults[deliveryArgs]
	queue *Queue
}

// errRetrying is what a job returns when Deliver reports a temporary failure
// without an error, so that River schedules the next attempt.
var errRetrying = errors.New("jobs: the mail server asked to try again later")

// Work sends one recipient's mail. Sent, bounced and skipped end the job; an
// error or DeliveryRetrying fails the attempt so that River retries it with
// backoff, and on the last attempt the recipient is first recorded as failed.
func (w *deliveryWorker) Work(ctx context.Context, job *river.Job[deliveryArgs]) error {
	q, a := w.queue, job.Args
	if wait := q.throttle.admit(a.Org, job.ID, time.Now()); wait > 0 {
		return river.JobSnooze(wait)
	}
	outcome, err := q.deliverer().Deliver(ctx, a.Org, a.Recipient)
	switch {
	case err != nil && errors.Is(ctx.Err(), context.Canceled):
		// Stopped mid-send (StopAndCancel): put the job back without spending
		// an attempt, to run again at the next start.
		return river.JobSnooze(0)
	case err != nil:
		// A temporary failure: retried below.
	case outcome == ports.DeliverySent, outcome == ports.DeliveryBounced, outcome == ports.DeliverySkipped:
		return nil
	case outcome == ports.DeliveryRetrying:
		err = errRetrying
	default:
		err = fmt.Errorf("jobs: Deliver answered an unknown outcome %q", outcome)
	}
	if job.Attempt < job.MaxAttempts {
		q.logger.InfoContext(ctx, "jobs: delivery to be retried",
			slog.String("org", string(a.Org)), slog.String("recipient", string(a.Recipient)),
			slog.Int("attempt", job.Attempt), slog.String("err", err.Error()))
		return err
	}
	q.logger.WarnContext(ctx, "jobs: delivery failed for good",
		slog.String("org", string(a.Org)), slog.String("recipient", string(a.Recipient)),
		slog.Int("attempts", job.Attempt), slog.String("err", err.Error()))
	// The context may be nearly spent by the attempt; recording the failure
	// gets a little time of its own.
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if ferr := q.deliverer().FailDelivery(fctx, a.Org, a.Recipient); ferr != nil {
		// The job is discarded all the same; the reconciler finds the recipient
		// still owed and enqueues it afresh.
		return fmt.Errorf("%w; recording the failure: %w", err, ferr)
	}
	return fmt.Errorf("after %d attempts, recorded as failed: %w", job.Attempt, err)
}

// NextRetry applies Config.RetryDelay when set; the zero time means River's
// own backoff.
func (w *deliveryWorker) NextRetry(job *river.Job[deliveryArgs]) time.Time {
	if w.queue.cfg.RetryDelay == nil {
		return time.Time{}
	}
	return time.Now().Add(w.queue.cfg.RetryDelay(job.Attempt))
}
