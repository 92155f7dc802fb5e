package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

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
//
// Each organization's jobs are scheduled at the pace of its throttle (a burst
// at once, then one every 1/PerOrgRate), so that another organization's send
// enqueued later runs beside a large one instead of behind all of it: River
// takes jobs in the order they are due.
func (q *Queue) EnqueueDeliveries(ctx context.Context, recipients []advancing.Recipient) error {
	params := make([]river.InsertManyParams, 0, len(recipients))
	seen := make(map[deliveryArgs]bool, len(recipients))
	perOrg := map[kernel.ID]int{}
	now := time.Now()
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
		opts := &river.InsertOpts{Queue: queueName, UniqueOpts: river.UniqueOpts{ByArgs: true}}
		if d := q.throttle.pace(perOrg[r.OrgID]); d > 0 {
			opts.ScheduledAt = now.Add(d)
		}
		perOrg[r.OrgID]++
		params = append(params, river.InsertManyParams{Args: a, InsertOpts: opts})
	}
	for len(params) > 0 {
		n := min(len(params), insertChunk)
		if err := q.insertMany(ctx, params[:n]); err != nil {
			return kernel.Unavailable(fmt.Sprintf("jobs: enqueue %d deliveries", n), err)
		}
		params = params[n:]
	}
	return nil
}

// riverSchedulerInterval is how often River's leader moves scheduled jobs
// that are due within the next interval to available (River's
// JobSchedulerIntervalDefault, not configurable).
const riverSchedulerInterval = 5 * time.Second

// availableWhenDueSoon makes a paced delivery due within River's scheduler
// interval available at once, with its due time kept (River fetches no job
// before it). Inserted as scheduled, it would wait for the leader's next pass,
// up to 5 s late; River treats a retry or snooze due that soon the same way.
var availableWhenDueSoon = river.HookInsertBeginFunc(func(_ context.Context, p *rivertype.JobInsertParams) error {
	if p.Kind == (deliveryArgs{}).Kind() && p.State == rivertype.JobStateScheduled &&
		p.ScheduledAt != nil && time.Until(*p.ScheduledAt) <= riverSchedulerInterval {
		p.State = rivertype.JobStateAvailable
	}
	return nil
})
