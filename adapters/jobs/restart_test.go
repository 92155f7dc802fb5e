package jobs_test

import (
	"context"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

func TestASendStoppedMidwayFinishesAfterARestartWithoutDuplicates(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		cfg := base
		cfg.PerOrgRate = math.Inf(1)
		rs := recipients("org1", 0, 500)

		cfg.Deliverer = l.deliverer("first")
		first := open(t, cfg)
		if err := first.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		enqueue(t, first, rs)
		l.waitSent(t, 50)
		if err := first.Stop(context.Background()); err != nil {
			t.Fatal(err)
		}
		stoppedAt := l.sentCount()
		if stoppedAt >= len(rs) {
			t.Fatalf("all %d sent before the stop: nothing left for the restart", stoppedAt)
		}

		cfg.Deliverer = l.deliverer("second")
		start(t, cfg)
		l.waitSent(t, len(rs))
		l.sentOnce(t, rs)
		t.Logf("%d sent before the stop, %d after", stoppedAt, l.sentBy()["second"])
	})
}

func TestAHardStopPutsInterruptedDeliveriesBackWithoutSpendingAnAttempt(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		var once sync.Once
		blocked := make(chan struct{})
		// The first call hangs like a dead mail server until the job's
		// context is cancelled.
		l.outcome = func(ctx context.Context, _ kernel.ID, call int) (ports.DeliveryOutcome, error) {
			if call == 1 {
				once.Do(func() { close(blocked) })
				<-ctx.Done()
				return "", ctx.Err()
			}
			return ports.DeliverySent, nil
		}
		cfg := base
		cfg.MaxAttempts = 1 // a spent attempt would mean failed
		rs := recipients("org1", 0, 1)

		cfg.Deliverer = l.deliverer("first")
		first := open(t, cfg)
		if err := first.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		enqueue(t, first, rs)
		<-blocked
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		_ = first.Stop(ctx) // the graceful part times out; the job is cancelled

		cfg.Deliverer = l.deliverer("second")
		start(t, cfg)
		l.waitSent(t, 1)
		l.sentOnce(t, rs)
		if n := l.failedCount(rs[0].ID); n != 0 {
			t.Errorf("FailDelivery called %d times for an interrupted delivery", n)
		}
	})
}
