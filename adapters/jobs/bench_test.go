package jobs_test

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// BenchmarkSend measures a send of 10,000 recipients (100 organizations of
// 100, throttling off) with a Deliverer that does nothing: how fast River
// enqueues and works jobs on each backend, the ceiling under any real mail
// server. Run it once per database:
//
//	go test ./adapters/jobs -run '^$' -bench Send -benchtime 1x
func BenchmarkSend(b *testing.B) {
	const orgs, perOrg = 100, 100
	var rs []advancing.Recipient
	for i := range orgs {
		rs = append(rs, recipients(kernel.ID(fmt.Sprintf("org%03d", i)), 0, perOrg)...)
	}
	for _, be := range backends {
		for _, workers := range []int{jobs.DefaultWorkers, 16} {
			b.Run(fmt.Sprintf("%s/workers=%d", be.name, workers), func(b *testing.B) {
				var enqueued, worked time.Duration
				for range b.N {
					e, w := sendOnce(b, be, workers, rs)
					enqueued += e
					worked += w
				}
				n := float64(len(rs) * b.N)
				b.ReportMetric(n/enqueued.Seconds(), "enqueued/s")
				b.ReportMetric(n/worked.Seconds(), "jobs/s")
				b.ReportMetric(0, "ns/op") // the figures above are the result
			})
		}
	}
}

// sendOnce enqueues rs on a fresh database, then starts a Queue and waits
// until every recipient was delivered, returning both times.
func sendOnce(b *testing.B, be backend, workers int, rs []advancing.Recipient) (enqueued, worked time.Duration) {
	b.StopTimer()
	defer b.StartTimer()
	l := newLedger()
	l.delay = 0
	cfg := be.open(b)
	cfg.Workers, cfg.PerOrgRate, cfg.Deliverer = workers, math.Inf(1), l.deliverer("q")
	q := open(b, cfg)
	defer func() { _ = q.Stop(context.Background()) }()

	began := time.Now()
	enqueue(b, q, rs)
	enqueued = time.Since(began)

	began = time.Now()
	if err := q.Start(context.Background()); err != nil {
		b.Fatal(err)
	}
	eventually(b, 5*time.Minute, func() bool { return l.sentCount() >= len(rs) },
		func() string { return fmt.Sprintf("%d of %d sent", l.sentCount(), len(rs)) })
	return enqueued, time.Since(began)
}
