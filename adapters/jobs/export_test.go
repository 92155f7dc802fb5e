package jobs

import (
	"context"
	"time"

	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivertype"
)

// ForTests returns c tuned for tests: River's fallback poll shortened to 50 ms,
// so that retried and snoozed jobs are noticed quickly, and River's test mode,
// which starts its leader's services (the reconciler's schedule among them)
// without their staggered delay.
func ForTests(c Config) Config {
	c.pollInterval = 50 * time.Millisecond
	c.testOnly = true
	return c
}

// Unfinished counts q's jobs that have not finished: waiting (Depth's),
// running or pending. Once it is 0 every job has completed or been discarded
// or cancelled, so no delivery can still happen, a retry included.
func (q *Queue) Unfinished(ctx context.Context) (int, error) {
	total, err := q.Depth(ctx)
	if err != nil {
		return 0, err
	}
	for _, s := range []rivertype.JobState{rivertype.JobStateRunning, rivertype.JobStatePending} {
		n, err := q.exec.JobCountByState(ctx, &riverdriver.JobCountByStateParams{State: s})
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}
