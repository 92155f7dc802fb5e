package jobs

import (
	"context"
	stdsql "database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// Backend names the database River keeps its jobs in: the application's own.
type Backend string

// The backends a Queue runs on.
const (
	BackendSQLite   Backend = "sqlite"
	BackendPostgres Backend = "postgres"
)

// Deliverer is the part of ports.MergeSend a delivery job calls: Deliver once
// per attempt, FailDelivery once after the last attempt failed.
type Deliverer interface {
	Deliver(ctx context.Context, org, recipientID kernel.ID) (ports.DeliveryOutcome, error)
	FailDelivery(ctx context.Context, org, recipientID kernel.ID) error
}

// Undelivered is the part of ports.SendStore the reconciler reads: the
// recipients a send still owes a mail.
type Undelivered interface {
	FindUndelivered(ctx context.Context, now time.Time, limit int) ([]advancing.Recipient, error)
}

// Config says where a Queue keeps its jobs and how it works them. Zero fields
// take the defaults named on them.
type Config struct {
	// Backend is BackendSQLite or BackendPostgres.
	Backend Backend
	// SQLite is the application's SQLite pool (adapters/sqlite.Open(…).Bun().DB),
	// used when Backend is BackendSQLite. River's tables live in the same file.
	// The pool must carry a busy timeout and take the write lock at BEGIN
	// (adapters/sqlite opens it so): River's producer, completer and leader
	// write beside the application, and SQLite lets one writer in at a time.
	// The pool stays the caller's: Stop does not close it.
	SQLite *stdsql.DB
	// Postgres is the application's pgx pool (adapters/postgres.OpenPool),
	// used when Backend is BackendPostgres: River works its jobs on it, and
	// inserts the jobs enqueued in a transaction of Bun's (a *sql.Tx on a
	// connection of the same pool) in that transaction. The pool stays the
	// caller's: Stop does not close it.
	Postgres *pgxpool.Pool
	// PollOnly makes River look for new jobs every second instead of also
	// listening for PostgreSQL's notifications. Set it when the pool's read
	// timeout is 5 s or less: River's listener waits up to 5 s for a
	// notification, which such a connection takes for a frozen server.
	PollOnly bool

	// Workers is how many deliveries run at once in this process. Default 4.
	Workers int
	// MaxAttempts is how many times a delivery is tried before the recipient is
	// recorded as failed, and a payment event before it is discarded. Default
	// 8, which with River's backoff (attempt⁴ seconds) spans about 80 minutes.
	// A payment event snoozed for its payment spends no attempt.
	MaxAttempts int
	// RetryDelay, when set, replaces River's backoff for deliveries and payment
	// events: the wait after the given failed attempt (1 for the first). Tests
	// use a short one.
	RetryDelay func(attempt int) time.Duration
	// PerOrgRate is how many mails per second one organization may send from
	// this process. Default 10; math.Inf(1) turns throttling off. The rate is
	// per process: n replicas send up to n times as fast.
	PerOrgRate float64
	// PerOrgBurst is how many mails an organization may send at once before
	// PerOrgRate applies. Default 20.
	PerOrgBurst int

	// PaymentWorkers is how many payment events are applied at once in this
	// process, on a queue of their own beside the deliveries. Default 2.
	PaymentWorkers int
	// PaymentRetryDelay is how long a payment event whose payment is not
	// recorded yet (a refund that arrived first) waits before it is tried
	// again. Default 30 s.
	PaymentRetryDelay time.Duration

	// ImportWorkers is how many import steps run at once in this process, on
	// a queue of their own. Default 1: a step of a large import takes a core
	// for minutes.
	ImportWorkers int
	// ImportTimeout bounds one import step, and is how long after its process
	// died a running step is run again. Default 30 minutes.
	ImportTimeout time.Duration

	// Deliverer sends one recipient's mail. It may be given after Open, with
	// SetDeliverer, since the merge send that implements it needs the Queue to
	// enqueue; Start requires it.
	Deliverer Deliverer
	// Undelivered, when set, is read by the reconciler, a job that runs at start
	// and every minute and enqueues the recipients a send still owes (harmless
	// for those already enqueued): those whose job left the queue without their
	// outcome recorded (see reconcileWorker).
	Undelivered Undelivered
	// Clock is the reconciler's now. Default kernel.SystemClock. Throttling and
	// River's schedule use the wall clock.
	Clock kernel.Clock
	// Logger receives the Queue's lines (a retried delivery at info, a failed
	// one at warning) and River's warnings and errors (River's own default
	// level: its info lines are routine). Default slog.Default().
	Logger *slog.Logger

	// pollInterval overrides River's 1 s fallback poll, which is how soon a
	// retried or snoozed job is noticed, and testOnly sets River's test mode;
	// for tests (export_test.go).
	pollInterval time.Duration
	testOnly     bool
	// paymentHorizon is how long a payment event waits for its payment
	// before it is given up: paymentHorizon by default, shorter in tests.
	paymentHorizon time.Duration
}

// The defaults of Config.
const (
	DefaultWorkers     = 4
	DefaultMaxAttempts = 8
	DefaultPerOrgRate  = 10
	DefaultPerOrgBurst = 20

	DefaultPaymentWorkers    = 2
	DefaultPaymentRetryDelay = 30 * time.Second

	DefaultImportWorkers = 1
	DefaultImportTimeout = 30 * time.Minute
)

// withDefaults returns c with its zero fields set, or an error naming what is
// missing.
func (c Config) withDefaults() (Config, error) {
	switch c.Backend {
	case BackendSQLite:
		if c.SQLite == nil {
			return c, errors.New("jobs: the sqlite backend needs Config.SQLite")
		}
	case BackendPostgres:
		if c.Postgres == nil {
			return c, errors.New("jobs: the postgres backend needs Config.Postgres")
		}
	default:
		return c, fmt.Errorf("jobs: unknown backend %q (want %q or %q)", c.Backend, BackendSQLite, BackendPostgres)
	}
	if c.Workers <= 0 {
		c.Workers = DefaultWorkers
	}
	if c.MaxAttempts <= 0 {
		c.MaxAttempts = DefaultMaxAttempts
	}
	if c.PerOrgRate <= 0 {
		c.PerOrgRate = DefaultPerOrgRate
	}
	if c.PerOrgBurst <= 0 {
		c.PerOrgBurst = DefaultPerOrgBurst
	}
	if c.PaymentWorkers <= 0 {
		c.PaymentWorkers = DefaultPaymentWorkers
	}
	if c.PaymentRetryDelay <= 0 {
		c.PaymentRetryDelay = DefaultPaymentRetryDelay
	}
	if c.ImportWorkers <= 0 {
		c.ImportWorkers = DefaultImportWorkers
	}
	if c.ImportTimeout <= 0 {
		c.ImportTimeout = DefaultImportTimeout
	}
	if c.paymentHorizon <= 0 {
		c.paymentHorizon = paymentHorizon
	}
	if c.Clock == nil {
		c.Clock = kernel.SystemClock{}
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	return c, nil
}
