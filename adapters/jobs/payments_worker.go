package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/roadcase/roadcase/core/payments"
)

// paymentWorker runs payment event jobs: PaymentEvents.Apply, once per event
// (Apply itself makes a second call with the same event change nothing).
type paymentWorker struct {
	river.WorkerDefaults[paymentEventArgs]
	queue *Queue
}

// errNoPaymentEvents is why a Queue that was given no PaymentEvents leaves a
// payment job for another process: it snoozes the job instead of failing it.
var errNoPaymentEvents = errors.New("jobs: this process cannot apply payment events: it has no PaymentEvents (SetPaymentEvents)")

// Work applies one event. An error fails the attempt, and River retries it
// with backoff until MaxAttempts. payments.ErrPaymentNotRecorded (a refund or
// dispute whose payment's event has not arrived yet) snoozes the job for
// PaymentRetryDelay instead, until the job is older than the processor's own
// retry horizon: then the payment's event will not come, and the job is
// cancelled with a warning.
//
// River v0.51.2 does not spend an attempt on a snooze: the job goes back to
// scheduled (available when due within its scheduler's 5 s) with its attempt
// set back to the count before this run, no error recorded and MaxAttempts
// unchanged; only a "snoozes" counter in its metadata grows. A job that
// snoozes forever is thus never discarded, which is why the horizon is
// measured from the job's creation here, not counted in attempts.
func (w *paymentWorker) Work(ctx context.Context, job *river.Job[paymentEventArgs]) error {
	q, ev := w.queue, job.Args.Event
	attrs := []any{slog.String("event", ev.ID), slog.String("type", string(ev.Type))}
	if q.pe == nil {
		// Snoozed, not failed: a process without payments (a replica without
		// the processor's configuration, or the command line's queue of
		// advance send --wait) must not spend the event's attempts; one with
		// them takes it within PaymentRetryDelay.
		q.logger.WarnContext(ctx, "jobs: payment event left for another process: no PaymentEvents in this one",
			append(attrs, slog.String("err", errNoPaymentEvents.Error()))...)
		return river.JobSnooze(q.cfg.PaymentRetryDelay)
	}
	err := q.pe.Apply(ctx, ev)
	switch {
	case err == nil:
		return nil
	case errors.Is(ctx.Err(), context.Canceled):
		// Stopped mid-apply (StopAndCancel): the transaction rolled back; run
		// again at the next start without spending an attempt.
		return river.JobSnooze(0)
	case errors.Is(err, payments.ErrPaymentNotRecorded):
		if age := time.Since(job.CreatedAt); age < q.cfg.paymentHorizon {
			return river.JobSnooze(q.cfg.PaymentRetryDelay)
		}
		q.logger.WarnContext(ctx, "jobs: payment event given up: the payment it reverses was never recorded", attrs...)
		// Cancelled, not completed: a later resend of the event is scheduled.
		return river.JobCancel(fmt.Errorf("given up after %s: %w", q.cfg.paymentHorizon, err))
	}
	level := slog.LevelInfo
	if job.Attempt >= job.MaxAttempts {
		level = slog.LevelWarn
	}
	q.logger.Log(ctx, level, "jobs: payment event failed",
		append(attrs, slog.Int("attempt", job.Attempt), slog.Int("max_attempts", job.MaxAttempts),
			slog.String("err", err.Error()))...)
	return err
}

// NextRetry applies Config.RetryDelay when set; the zero time means River's
// own backoff.
func (w *paymentWorker) NextRetry(job *river.Job[paymentEventArgs]) time.Time {
	if w.queue.cfg.RetryDelay == nil {
		return time.Time{}
	}
	return time.Now().Add(w.queue.cfg.RetryDelay(job.Attempt))
}
