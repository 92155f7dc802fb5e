package jobs

import (
	"context"
	"fmt"

	"github.com/riverqueue/river"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// insertChunk is how many jobs one InsertMany carries. The SQLite driver
// inserts row by row inside one transaction, which holds the file's write lock
// throughout; chunks keep that hold short for the application's writers.
const insertChunk = 500

// EnqueueDeliveries schedules one delivery job per recipient. A recipient whose
// job is pending, running or completed is skipped (the job is unique by
// organization and recipient), so calling it again for the same recipients, as
// the reconciler does, is harmless. Chunks are inserted in turn: after an error
// some may be enqueued, and calling again completes the rest.
func (q *Queue) EnqueueDeliveries(ctx context.Context, recipients []advancing.Recipient) error {
	params := make([]river.InsertManyParams, 0, len(recipients))
	seen := make(map[deliveryArgs]bool, len(recipients))
	opts := &river.InsertOpts{Queue: queueName, UniqueOpts: river.UniqueOpts{ByArgs: true}}
	for _, r := range recipients {
		if r.ID == "" || r.OrgID == "" {
			return kernel.Invalid("jobs: a recipient to enqueue needs its id and organization")
		}
		a := deliveryArgs{Org: r.OrgID, Recipient: r.ID}
		if seen[a] {
			// One statement may not insert the same unique key twice.
			continue
		}
		seen[a] = true
		params = append(params, river.InsertManyParams{Args: a, InsertOpts: opts})
	}
	for len(params) > 0 {
		n := min(len(params), insertChunk)
		if _, err := q.client.InsertMany(ctx, params[:n]); err != nil {
			return kernel.Unavailable(fmt.Sprintf("jobs: enqueue %d deliveries", n), err)
		}
		params = params[n:]
	}
	return nil
}
