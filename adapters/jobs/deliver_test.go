package jobs_test

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// fastRetries retries after 10 ms instead of River's attempt⁴ seconds.
func fastRetries(int) time.Duration { return 10 * time.Millisecond }

func TestEachRecipientIsDeliveredOnceWhenEnqueuedTwice(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		// Every tenth recipient meets a busy server the first time.
		l.outcome = func(_ context.Context, id kernel.ID, call int) (ports.DeliveryOutcome, error) {
			if strings.HasSuffix(string(id), "0") && call == 1 {
				return ports.DeliveryRetrying, nil
			}
			return ports.DeliverySent, nil
		}
		cfg := base
		cfg.Deliverer, cfg.RetryDelay, cfg.PerOrgRate = l.deliverer("q"), fastRetries, math.Inf(1)
		q := start(t, cfg)

		var rs []advancing.Recipient
		for _, org := range []kernel.ID{"org1", "org2", "org3", "org4"} {
			rs = append(rs, recipients(org, 0, 50)...)
		}
		enqueue(t, q, rs)
		enqueue(t, q, rs)
		l.waitSent(t, len(rs))
		enqueue(t, q, rs) // completed jobs still count as scheduled
		drained(t, q)

		l.sentOnce(t, rs)
		for _, r := range rs {
			want := 1
			if strings.HasSuffix(string(r.ID), "0") {
				want = 2
			}
			if got := l.callCount(r.ID); got != want {
				t.Errorf("%s: Deliver called %d times, want %d", r.ID, got, want)
			}
		}
	})
}

func TestADeliveryFailingEveryTimeIsRecordedAsFailedAfterMaxAttempts(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		l.outcome = func(_ context.Context, id kernel.ID, _ int) (ports.DeliveryOutcome, error) {
			if id == "org1-r00000" {
				return "", errors.New("connection refused")
			}
			return ports.DeliverySent, nil
		}
		cfg := base
		cfg.Deliverer, cfg.RetryDelay, cfg.MaxAttempts = l.deliverer("q"), fastRetries, 3
		q := start(t, cfg)

		rs := recipients("org1", 0, 3)
		enqueue(t, q, rs)
		eventually(t, 10*time.Second, func() bool { return l.failedCount("org1-r00000") > 0 },
			func() string { return "FailDelivery never called" })
		drained(t, q)
		if got := l.callCount("org1-r00000"); got != 3 {
			t.Errorf("Deliver called %d times, want 3 (MaxAttempts)", got)
		}
		if got := l.failedCount("org1-r00000"); got != 1 {
			t.Errorf("FailDelivery called %d times, want 1", got)
		}
		l.sentOnce(t, rs[1:])
	})
}

func TestBouncedAndSkippedDeliveriesEndTheirJobs(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		l.outcome = func(_ context.Context, id kernel.ID, _ int) (ports.DeliveryOutcome, error) {
			if id == "org1-r00000" {
				return ports.DeliveryBounced, nil
			}
			return ports.DeliverySkipped, nil
		}
		cfg := base
		cfg.Deliverer, cfg.RetryDelay = l.deliverer("q"), fastRetries
		q := start(t, cfg)
		enqueue(t, q, recipients("org1", 0, 2))
		eventually(t, 10*time.Second, func() bool {
			return l.callCount("org1-r00000") == 1 && l.callCount("org1-r00001") == 1
		}, func() string { return "not every recipient was tried" })
		finished(t, q) // a retry would be waiting, running or pending
		for _, id := range []kernel.ID{"org1-r00000", "org1-r00001"} {
			if got, failed := l.callCount(id), l.failedCount(id); got != 1 || failed != 0 {
				t.Errorf("%s: %d calls, %d failures; want 1 and 0", id, got, failed)
			}
		}
	})
}
