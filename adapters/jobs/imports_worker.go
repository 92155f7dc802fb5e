package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
)

// importWorker runs import step jobs: Importer.RunStep, which reads the
// import as it is and starts the step over when it was interrupted.
type importWorker struct {
	river.WorkerDefaults[importStepArgs]
	queue *Queue
}

// Timeout bounds one step: the check or the write of the largest import
// (100,000 rows) with room to spare. River's rescuer also waits this long
// before it takes a running step for abandoned (its process died) and runs it
// again, rather than Queue's rescueAfter: a write still running is never run
// twice at once. A step interrupted by a restart therefore runs again within
// Config.ImportTimeout.
func (w *importWorker) Timeout(*river.Job[importStepArgs]) time.Duration {
	return w.queue.cfg.ImportTimeout
}

// Work runs the step. An error fails the attempt and River tries again with
// backoff (RunStep returns only errors that trying again may mend: it marks
// the import failed on the others).
func (w *importWorker) Work(ctx context.Context, job *river.Job[importStepArgs]) error {
	q, a := w.queue, job.Args
	attrs := []any{slog.String("org", string(a.Org)), slog.String("import", string(a.Import)), slog.String("step", a.Step)}
	if q.im == nil {
		q.logger.WarnContext(ctx, "jobs: import step left for another process: no importer in this one", attrs...)
		return river.JobSnooze(importSnooze)
	}
	err := q.im.RunStep(ctx, a.Org, a.Import, a.Step)
	switch {
	case err == nil:
		return nil
	case errors.Is(ctx.Err(), context.Canceled):
		// Stopped mid-step (StopAndCancel): the write's transaction rolled
		// back; run again at the next start without spending an attempt.
		return river.JobSnooze(0)
	}
	q.logger.Log(ctx, slog.LevelWarn, "jobs: import step failed",
		append(attrs, slog.Int("attempt", job.Attempt), slog.String("err", err.Error()))...)
	return err
}

// NextRetry applies Config.RetryDelay when set; the zero time means River's
// own backoff.
func (w *importWorker) NextRetry(job *river.Job[importStepArgs]) time.Time {
	if w.queue.cfg.RetryDelay == nil {
		return time.Time{}
	}
	return time.Now().Add(w.queue.cfg.RetryDelay(job.Attempt))
}
