package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// importQueueName is River's queue for the spreadsheet imports' steps. It has
// workers of its own (Config.ImportWorkers), so that a 100,000-row import
// neither waits behind a merge send nor makes its deliveries wait.
const importQueueName = "imports"

// ImportSteps is the part of ports.Importer an import job calls.
type ImportSteps interface {
	RunStep(ctx context.Context, org, id kernel.ID, step string) error
}

// importStepArgs is one step of one import. Its JSON is the job's unique key:
// a step scheduled and not finished is not scheduled again. Again marks the
// one job scheduled while the step runs (see EnqueueImportStep).
type importStepArgs struct {
	Org    kernel.ID `json:"org"`
	Import kernel.ID `json:"import"`
	Step   string    `json:"step"`
	Again  bool      `json:"again,omitempty"`
}

// Kind names the job in River's tables; renaming it orphans queued jobs.
func (importStepArgs) Kind() string { return "import_step" }

// importUniqueStates are the states in which a step's job keeps the same step
// from being scheduled again: until it finished (River's required states and
// retryable). A completed step may be scheduled again: an import mapped anew
// is checked again.
var importUniqueStates = []rivertype.JobState{
	rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateScheduled,
	rivertype.JobStateRunning, rivertype.JobStateRetryable,
}

var _ ports.ImportQueue = (*Queue)(nil)

// EnqueueImportStep schedules step of org's import id on the "imports" queue,
// in the transaction ctx carries. A step already waiting is not scheduled
// again: it will read the import as it is then. A step already running may
// have read the import before the change that schedules it again, so one more
// job of the step (Again) is scheduled to run after it; the step finds the
// import as it is and does nothing when there is nothing left to do.
func (q *Queue) EnqueueImportStep(ctx context.Context, org, id kernel.ID, step string) error {
	if org == "" || id == "" || (step != ports.ImportStepCheck && step != ports.ImportStepWrite) {
		return kernel.Invalid(fmt.Sprintf("jobs: an import step to enqueue needs its organization, its import and a known step (got %q)", step))
	}
	args := importStepArgs{Org: org, Import: id, Step: step}
	res, err := q.insertImportStep(ctx, args)
	if err == nil && res.UniqueSkippedAsDuplicate && res.Job != nil && res.Job.State == rivertype.JobStateRunning {
		args.Again = true
		_, err = q.insertImportStep(ctx, args)
	}
	if err != nil {
		return kernel.Unavailable(fmt.Sprintf("jobs: enqueue import %s's %s", id, step), err)
	}
	return nil
}

// insertImportStep inserts one import step's job, joining the transaction ctx
// carries.
func (q *Queue) insertImportStep(ctx context.Context, args importStepArgs) (*rivertype.JobInsertResult, error) {
	params := []river.InsertManyParams{{Args: args, InsertOpts: &river.InsertOpts{
		Queue: importQueueName, MaxAttempts: importAttempts,
		UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: importUniqueStates},
	}}}
	var res []*rivertype.JobInsertResult
	var err error
	if tx, ok := rcsql.SQLTx(ctx); ok {
		res, err = q.txClient.InsertManyTx(ctx, tx, params)
	} else {
		res, err = q.client.InsertMany(ctx, params)
	}
	if err != nil {
		return nil, err
	}
	if len(res) != 1 {
		return nil, fmt.Errorf("jobs: inserting one import step gave %d results", len(res))
	}
	return res[0], nil
}

// SetImporter gives the Queue the import use cases its import jobs run steps
// of (they themselves enqueue through the Queue). It must be called before
// Start. Start does not require it: a Queue without one snoozes import jobs
// for a process that has one.
func (q *Queue) SetImporter(im ImportSteps) { q.im = im }

// The import jobs' tuning.
const (
	// importAttempts is how many times a step is tried when it fails on an
	// error that trying again may mend (the step marks the import failed on
	// any other): a database that did not answer, a process that stopped.
	importAttempts = 10
	// importSnooze is how long a job waits for a process with an importer.
	importSnooze = 30 * time.Second
)
