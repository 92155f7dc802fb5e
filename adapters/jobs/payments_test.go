package jobs_test

import (
	"context"
	"errors"
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// paymentsConfig is base with a Deliverer (Start needs one), fast retries and
// a short wait for a payment not yet recorded.
func paymentsConfig(base jobs.Config) jobs.Config {
	cfg := base
	cfg.Deliverer, cfg.RetryDelay, cfg.PaymentRetryDelay = newLedger().deliverer("q"), fastRetries, 20*time.Millisecond
	return cfg
}

// openPayments opens a Queue on cfg applying events with pe (none when nil),
// not yet started; it is stopped when the test ends.
func openPayments(t *testing.T, cfg jobs.Config, pe *fakePaymentEvents) *jobs.Queue {
	t.Helper()
	q := open(t, cfg)
	if pe != nil {
		q.SetPaymentEvents(pe)
	}
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	return q
}

// startPayments opens and starts such a Queue.
func startPayments(t *testing.T, cfg jobs.Config, pe *fakePaymentEvents) *jobs.Queue {
	t.Helper()
	q := openPayments(t, cfg, pe)
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return q
}

// enqueueEvent enqueues ev or fails the test.
func enqueueEvent(t *testing.T, q *jobs.Queue, ev payments.Event) {
	t.Helper()
	if err := q.EnqueuePaymentEvent(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
}

func TestAPaymentEventEnqueuedThreeTimesIsAppliedOnceAsItWasEnqueued(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		pe := newFakePaymentEvents()
		q := openPayments(t, paymentsConfig(base), pe)
		ev := refundEvent("evt_1")
		for range 3 { // the processor's retries, before any is worked
			enqueueEvent(t, q, ev)
		}
		if n, err := q.Depth(context.Background()); err != nil || n != 1 {
			t.Errorf("Depth = %d, %v; want 1 job", n, err)
		}
		if err := q.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		pe.waitApplied(t, 10*time.Second, ev.ID)
		enqueueEvent(t, q, ev) // a completed job still counts
		drained(t, q)
		if n := pe.callCount(ev.ID); n != 1 {
			t.Errorf("Apply called %d times, want 1", n)
		}
		if got := pe.firstApplied(ev.ID); !reflect.DeepEqual(got, ev) {
			t.Errorf("applied %+v\nwant      %+v", got, ev)
		}
	})
}

func TestTwoDifferentPaymentEventsAreBothApplied(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		pe := newFakePaymentEvents()
		q := startPayments(t, paymentsConfig(base), pe)
		enqueueEvent(t, q, refundEvent("evt_1"))
		enqueueEvent(t, q, refundEvent("evt_2"))
		pe.waitApplied(t, 10*time.Second, "evt_1", "evt_2")
		drained(t, q)
	})
}

func TestARefundBeforeItsPaymentIsSnoozedWithoutSpendingAttemptsUntilThePaymentIsRecorded(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		pe := newFakePaymentEvents()
		pe.setAnswer(func(payments.Event, int) error { return payments.ErrPaymentNotRecorded })
		cfg := paymentsConfig(base)
		cfg.MaxAttempts = 2 // discarded by now if a snooze spent an attempt
		q := startPayments(t, cfg, pe)
		enqueueEvent(t, q, refundEvent("evt_refund"))
		eventually(t, 10*time.Second, func() bool { return pe.callCount("evt_refund") >= 5 },
			func() string { return "the refund was not tried again" })
		pe.setAnswer(nil) // the payment's event has arrived
		pe.waitApplied(t, 10*time.Second, "evt_refund")
		drained(t, q)
	})
}

func TestAPaymentEventFailingOtherwiseIsRetried(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		pe := newFakePaymentEvents()
		pe.setAnswer(func(_ payments.Event, call int) error {
			if call < 3 {
				return errors.New("database is busy")
			}
			return nil
		})
		q := startPayments(t, paymentsConfig(base), pe)
		enqueueEvent(t, q, refundEvent("evt_1"))
		pe.waitApplied(t, 10*time.Second, "evt_1")
		drained(t, q)
		if n := pe.callCount("evt_1"); n != 3 {
			t.Errorf("Apply called %d times, want 3", n)
		}
	})
}

func TestPaymentEventsRunWhileALargeSendIsQueued(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		l.delay = 100 * time.Millisecond // 30 s for the whole send on one worker
		cfg := paymentsConfig(base)
		cfg.Deliverer, cfg.Workers, cfg.PerOrgRate = l.deliverer("q"), 1, math.Inf(1)
		pe := newFakePaymentEvents()
		q := startPayments(t, cfg, pe)
		rs := recipients("org1", 0, 300)
		enqueue(t, q, rs)
		enqueueEvent(t, q, refundEvent("evt_1"))
		pe.waitApplied(t, 5*time.Second, "evt_1")
		if n := l.sentCount(); n > len(rs)/2 {
			t.Errorf("%d of %d deliveries sent before the payment event was applied", n, len(rs))
		}
	})
}

// TestAPaymentEventWorkedWithoutPaymentEventsIsLeftForAnotherProcess: a
// process without payments (the command line's queue, a replica without the
// processor's configuration) snoozes the job without spending its attempts, so
// even with MaxAttempts 1 the event survives until a process can apply it.
func TestAPaymentEventWorkedWithoutPaymentEventsIsLeftForAnotherProcess(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		var logs logBuffer
		cfg := paymentsConfig(base)
		cfg.MaxAttempts, cfg.Logger = 1, logs.logger()
		// A process without the payment processor configured starts all the same.
		a := startPayments(t, cfg, nil)
		enqueueEvent(t, a, refundEvent("evt_1"))
		eventually(t, 10*time.Second, func() bool { return logs.count("no PaymentEvents") >= 2 },
			func() string { return "the job was not left and taken again; log:\n" + logs.String() })
		if err := a.Stop(context.Background()); err != nil {
			t.Fatal(err)
		}
		// The job is still there for a process that can apply it.
		pe := newFakePaymentEvents()
		b := startPayments(t, paymentsConfig(base), pe)
		pe.waitApplied(t, 10*time.Second, "evt_1")
		drained(t, b)
	})
}

func TestARefundWhosePaymentNeverComesIsGivenUpAfterTheHorizon(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		var logs logBuffer
		cfg := jobs.WithPaymentHorizon(paymentsConfig(base), 300*time.Millisecond)
		cfg.Logger = logs.logger()
		pe := newFakePaymentEvents()
		pe.setAnswer(func(payments.Event, int) error { return payments.ErrPaymentNotRecorded })
		q := startPayments(t, cfg, pe)
		enqueueEvent(t, q, refundEvent("evt_lost"))
		eventually(t, 10*time.Second, func() bool { return logs.contains("given up") },
			func() string { return "not given up; log:\n" + logs.String() })
		drained(t, q)
		if !logs.contains("event=evt_lost type=refund.created") {
			t.Errorf("the warning does not name the event:\n%s", logs.String())
		}
		// How many snoozes fit in the horizon depends on the machine's speed
		// (the snoozing itself is the test above).
		if n := pe.callCount("evt_lost"); n < 1 || pe.appliedCount("evt_lost") != 0 {
			t.Errorf("Apply called %d times and accepted %d", n, pe.appliedCount("evt_lost"))
		}
		// A resend of the event after that (from the processor's dashboard) is
		// scheduled again, once the cancelled job has left the running state
		// (which Depth does not count, and in which it still holds the key).
		pe.setAnswer(nil)
		eventually(t, 10*time.Second, func() bool {
			enqueueEvent(t, q, refundEvent("evt_lost"))
			return pe.appliedCount("evt_lost") > 0
		}, func() string { return "the resent event was not applied" })
	})
}

func TestEnqueueingAPaymentEventWithoutAnIDIsInvalid(t *testing.T) {
	t.Parallel()
	q := openPayments(t, openSQLite(t), nil)
	err := q.EnqueuePaymentEvent(context.Background(), payments.Event{Type: payments.EventRefundCreated})
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("err = %v, want KindInvalid", err)
	}
}
