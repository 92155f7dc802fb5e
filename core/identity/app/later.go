package app

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// LaterFailureFunc receives the failure of work a use case did after it had
// answered (see Accounts.RequestPasswordReset): what the work was, and its
// error, or KindUnavailable with code "later_dropped" when too much such work
// was running already. It must not block.
type LaterFailureFunc func(ctx context.Context, what string, err error)

// maxLater bounds the work running after its answer at once; more is dropped
// and reported, so that a flood of requests cannot pile up goroutines.
const maxLater = 64

// laterTimeout bounds one piece of that work.
const laterTimeout = time.Minute

// later runs work after the request that asked for it has been answered, so
// that the answer never waits for what the work finds (whether an address has
// an account) nor for how long it takes (a ticket's write, an SMTP exchange).
type later struct {
	running sync.WaitGroup
	slots   chan struct{}
	failed  atomic.Pointer[LaterFailureFunc]
}

func newLater() *later { return &later{slots: make(chan struct{}, maxLater)} }

// run starts work on a goroutine of its own with ctx's values but neither its
// cancellation nor its transaction, bounded by laterTimeout.
func (l *later) run(ctx context.Context, what string, work func(context.Context) error) {
	values := context.WithoutCancel(ctx)
	select {
	case l.slots <- struct{}{}:
	default:
		l.report(values, what, &kernel.Error{Kind: kernel.KindUnavailable, Code: "later_dropped",
			Message: "too much work is running after its answer"})
		return
	}
	l.running.Add(1)
	go func() {
		defer func() { <-l.slots; l.running.Done() }()
		ctx, cancel := context.WithTimeout(context.Background(), laterTimeout)
		defer cancel()
		if err := work(ctx); err != nil {
			l.report(values, what, err)
		}
	}()
}

func (l *later) report(ctx context.Context, what string, err error) {
	if f := l.failed.Load(); f != nil {
		(*f)(ctx, what, err)
	}
}

// ReportLaterFailures makes the account use cases pass every failure of work
// done after its answer (a reset mail that could not be sent) to f; without it
// such failures are ignored. The core does not log: the composition root hands
// in a function that logs.
func (a *Accounts) ReportLaterFailures(f LaterFailureFunc) { a.later.failed.Store(&f) }

// Wait returns once the work started after an answer before the call is done.
// The composition root calls it before closing the database; tests call it to
// observe the work.
func (a *Accounts) Wait() { a.later.running.Wait() }
