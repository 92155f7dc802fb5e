// Package jobs runs the merge send's background work on River
// (github.com/riverqueue/river), a job queue kept in the application's own
// database: PostgreSQL through pgx, on the application's own pool, or the
// embedded SQLite file. There is no queue server to run; jobs survive
// restarts and are shared by every replica on the same database. A job
// enqueued within the application's transaction (adapters/sql's WithinTx) is
// inserted in that transaction: it exists if and only if the records it is
// about were committed.
//
// Each recipient of a send is one "advance_delivery" job, unique by recipient,
// retried with backoff and throttled per organization. An "advance_reconcile"
// job, at start and every minute, enqueues what a send still owes: the send
// enqueues its deliveries in the transaction that creates the batch, so what
// is owed is only what left the queue otherwise (a job discarded after its
// last attempt without its failure recorded, or a queue an operator emptied).
//
// The payment processor's verified events are "payment_event" jobs, unique by
// event id, on a "payments" queue with workers of their own so that they never
// wait behind a large send. A refund that arrives before its payment is tried
// again every PaymentRetryDelay for up to three days.
//
// A spreadsheet import's steps (check, write) are "import_step" jobs, unique
// by import and step until they finish, on an "imports" queue with workers of
// their own; a step runs the importer's RunStep, which starts over harmlessly
// when a restart interrupted it.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivertype"

	"github.com/roadcase/roadcase/ports"
)

// queueName is River's queue for the merge send's jobs.
const queueName = "advance"

// Tuning of River, the same on both backends.
const (
	// jobTimeout bounds one delivery: composing and handing over one mail.
	jobTimeout = time.Minute
	// fetchCooldown is the least time between two fetches of a queue. River's
	// 100 ms default caps a process at Workers jobs per 100 ms, which short
	// jobs (one SMTP hand-over) reach long before the mail server does.
	fetchCooldown = 5 * time.Millisecond
	// rescueAfter is how long a job may stay running before River's leader
	// takes it for abandoned (its process died) and retries it. River's default
	// is an hour; a delivery cannot run longer than jobTimeout, so the mail of
	// a crashed process is retried after minutes.
	rescueAfter = 5 * time.Minute
	// hardStopGrace is how long Stop waits for cancelled jobs to return once
	// its own context is done.
	hardStopGrace = 10 * time.Second
)

// Queue is the merge send's job queue. It implements ports.SendQueue, and once
// started it works the jobs of its database with Config.Workers workers.
type Queue struct {
	cfg      Config
	logger   *slog.Logger
	throttle *throttle
	client   riverClient
	txClient txInserter           // inserts in the application's transactions
	exec     riverdriver.Executor // for Depth
	d        Deliverer
	pe       ports.PaymentEvents // nil without a payment processor
	im       ImportSteps         // nil in a process that runs no imports
	started  bool
}

var _ ports.SendQueue = (*Queue)(nil)

// riverClient is what the Queue uses of a river.Client, whichever the driver's
// transaction type.
type riverClient interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
	StopAndCancel(ctx context.Context) error
	InsertMany(ctx context.Context, params []river.InsertManyParams) ([]*rivertype.JobInsertResult, error)
}

// Open connects to cfg's database, creates or updates River's tables there
// (idempotently; concurrent Opens on one PostgreSQL database take turns), and
// returns a Queue that can enqueue at once and works jobs once started.
func Open(ctx context.Context, cfg Config) (*Queue, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	q := &Queue{
		cfg:      cfg,
		logger:   cfg.Logger,
		throttle: newThrottle(cfg.PerOrgRate, cfg.PerOrgBurst),
		d:        cfg.Deliverer,
	}
	rc := q.riverConfig()
	switch cfg.Backend {
	case BackendSQLite:
		err = q.openSQLite(ctx, rc)
	default:
		err = q.openPostgres(ctx, rc)
	}
	if err != nil {
		return nil, err
	}
	return q, nil
}

// riverConfig is River's configuration for q.
func (q *Queue) riverConfig() *river.Config {
	workers := river.NewWorkers()
	river.AddWorker(workers, &deliveryWorker{queue: q})
	river.AddWorker(workers, &reconcileWorker{queue: q})
	river.AddWorker(workers, &paymentWorker{queue: q})
	river.AddWorker(workers, &importWorker{queue: q})
	rc := &river.Config{
		Queues: map[string]river.QueueConfig{
			queueName:        {MaxWorkers: q.cfg.Workers},
			paymentQueueName: {MaxWorkers: q.cfg.PaymentWorkers},
			importQueueName:  {MaxWorkers: q.cfg.ImportWorkers},
		},
		Workers:              workers,
		MaxAttempts:          q.cfg.MaxAttempts,
		JobTimeout:           jobTimeout,
		RescueStuckJobsAfter: rescueAfter,
		FetchCooldown:        fetchCooldown,
		Hooks:                []rivertype.Hook{availableWhenDueSoon},
		PollOnly:             q.cfg.PollOnly,
		Logger:               slog.New(atLeast{q.logger.Handler(), slog.LevelWarn}),
		TestOnly:             q.cfg.testOnly,
	}
	if q.cfg.pollInterval > 0 {
		rc.FetchPollInterval = max(q.cfg.pollInterval, fetchCooldown)
	}
	if q.cfg.Undelivered != nil {
		rc.PeriodicJobs = []*river.PeriodicJob{reconcileJob()}
	}
	return rc
}

// SetDeliverer gives the Queue the Deliverer its jobs call, when Config could
// not (the merge send that implements it is built with the Queue). It must be
// called before Start.
func (q *Queue) SetDeliverer(d Deliverer) { q.d = d }

func (q *Queue) deliverer() Deliverer { return q.d }

// ErrNoDeliverer is Start's answer for a Queue given no Deliverer: a mistake
// in the program, which trying again cannot mend (a database that does not
// answer can).
var ErrNoDeliverer = errors.New("jobs: Start needs a Deliverer (Config.Deliverer or SetDeliverer)")

// Start begins working jobs. Cancelling ctx stops the Queue as StopAndCancel
// would; Stop is the graceful way. It needs a Deliverer; PaymentEvents are
// optional (SetPaymentEvents).
func (q *Queue) Start(ctx context.Context) error {
	if q.d == nil {
		return ErrNoDeliverer
	}
	if err := q.client.Start(ctx); err != nil {
		return fmt.Errorf("jobs: start: %w", err)
	}
	q.started = true
	return nil
}

// Stop ends the Queue gracefully: it stops fetching jobs and lets running ones
// finish while ctx lasts, then cancels those still running (a cancelled
// delivery goes back to the queue without spending an attempt). The database
// stays the caller's to close.
func (q *Queue) Stop(ctx context.Context) error {
	var err error
	if q.started {
		if err = q.client.Stop(ctx); err != nil {
			hctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), hardStopGrace)
			err = q.client.StopAndCancel(hctx)
			cancel()
		}
		q.started = false
	}
	if err != nil {
		return fmt.Errorf("jobs: stop: %w", err)
	}
	return nil
}

// Depth counts the jobs waiting to run, of every kind and queue (deliveries,
// reconciler runs, payment events and import steps): available, scheduled (paced or snoozed
// by the throttle, or a payment event waiting for its payment's) and
// retryable.
func (q *Queue) Depth(ctx context.Context) (int, error) {
	total := 0
	for _, s := range []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStateScheduled, rivertype.JobStateRetryable} {
		n, err := q.exec.JobCountByState(ctx, &riverdriver.JobCountByStateParams{State: s})
		if err != nil {
			return 0, fmt.Errorf("jobs: depth: %w", err)
		}
		total += n
	}
	return total, nil
}
