package jobs_test

import (
	"context"
	"fmt"
	"math"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestTwoQueuesOnOnePostgresDatabaseShareTheWorkWithoutDuplicates(t *testing.T) {
	t.Parallel()
	base := openPostgres(t)
	l := newLedger()
	base.PerOrgRate = math.Inf(1)

	// Two replicas open together on a fresh database: their migrations of
	// River's tables take turns.
	queues := make([]*jobs.Queue, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i := range queues {
		cfg := base
		cfg.Deliverer, cfg.Logger = l.deliverer(fmt.Sprint("replica", i)), testLogger(t)
		wg.Go(func() {
			queues[i], errs[i] = jobs.Open(context.Background(), jobs.ForTests(cfg))
		})
	}
	wg.Wait()
	for i, q := range queues {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if err := q.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
	}

	var rs []advancing.Recipient
	for i := range 10 {
		rs = append(rs, recipients(kernel.ID(fmt.Sprint("org", i)), 0, 100)...)
	}
	// Each replica enqueues the whole send, as two servers handling a
	// retried request would.
	for _, q := range queues {
		wg.Go(func() {
			if err := q.EnqueueDeliveries(context.Background(), rs); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	l.waitSent(t, len(rs))
	drained(t, queues[0])
	l.sentOnce(t, rs)
	by := l.sentBy()
	t.Logf("sent by replica: %v", by)
	for i := range queues {
		if name := fmt.Sprint("replica", i); by[name] == 0 {
			t.Errorf("%s sent nothing", name)
		}
	}
}

func TestTheReconcilerEnqueuesWhatASendStillOwes(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		// A crash came between creating the batch and enqueueing its mail:
		// the store owes 30 recipients that no job names.
		l.owed = recipients("org1", 0, 30)
		cfg := base
		cfg.Deliverer, cfg.Undelivered = l.deliverer("q"), l
		start(t, cfg)
		l.waitSent(t, len(l.owed))
		l.sentOnce(t, l.owed)
	})
}
