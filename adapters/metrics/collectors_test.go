package metrics

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestThePoolCollectorReadsTheStatsAtEveryScrape(t *testing.T) {
	t.Parallel()
	r := New()
	stats := sql.DBStats{MaxOpenConnections: 10, OpenConnections: 4, InUse: 3, Idle: 1,
		WaitCount: 7, WaitDuration: 1500 * time.Millisecond}
	r.WatchPool(func() sql.DBStats { return stats })

	want := `
# HELP roadcase_db_in_use_connections Connections running a query or holding a transaction.
# TYPE roadcase_db_in_use_connections gauge
roadcase_db_in_use_connections 3
# HELP roadcase_db_open_connections Connections open, in use and idle.
# TYPE roadcase_db_open_connections gauge
roadcase_db_open_connections 4
# HELP roadcase_db_idle_connections Connections open and idle.
# TYPE roadcase_db_idle_connections gauge
roadcase_db_idle_connections 1
# HELP roadcase_db_max_open_connections The pool's limit on open connections (0: none).
# TYPE roadcase_db_max_open_connections gauge
roadcase_db_max_open_connections 10
# HELP roadcase_db_wait_count_total Times a query waited for a connection because the pool was full.
# TYPE roadcase_db_wait_count_total counter
roadcase_db_wait_count_total 7
# HELP roadcase_db_wait_duration_seconds_total Total time queries waited for a connection.
# TYPE roadcase_db_wait_duration_seconds_total counter
roadcase_db_wait_duration_seconds_total 1.5
`
	if err := testutil.GatherAndCompare(r.Gatherer(), strings.NewReader(want),
		"roadcase_db_in_use_connections", "roadcase_db_open_connections", "roadcase_db_idle_connections",
		"roadcase_db_max_open_connections", "roadcase_db_wait_count_total", "roadcase_db_wait_duration_seconds_total"); err != nil {
		t.Fatal(err)
	}
	stats.InUse = 9
	if err := testutil.GatherAndCompare(r.Gatherer(), strings.NewReader(`
# HELP roadcase_db_in_use_connections Connections running a query or holding a transaction.
# TYPE roadcase_db_in_use_connections gauge
roadcase_db_in_use_connections 9
`), "roadcase_db_in_use_connections"); err != nil {
		t.Fatalf("the second scrape did not read the stats again: %v", err)
	}
}

// fakeQueue answers Depth with a depth, an error, or after a delay.
type fakeQueue struct {
	depth int
	err   error
	delay time.Duration
}

func (q *fakeQueue) Depth(ctx context.Context) (int, error) {
	select {
	case <-time.After(q.delay):
		return q.depth, q.err
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

func TestTheQueueCollectorReportsTheDepthOrCountsAFailure(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		queue  *fakeQueue
		depth  string // "" when the depth is left out
		errors string
	}{
		{"a depth that answers is reported", &fakeQueue{depth: 12}, "12", "0"},
		{"a failing query leaves the depth out and counts an error", &fakeQueue{err: errors.New("database gone")}, "", "1"},
		{"a query past the timeout is abandoned and counted", &fakeQueue{depth: 3, delay: time.Minute}, "", "1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := New()
			c := &queueCollector{depth: tc.queue.Depth, timeout: 50 * time.Millisecond}
			r.reg.MustRegister(c)
			want := "# HELP roadcase_job_queue_depth_errors_total Scrapes whose job queue depth query failed or timed out.\n" +
				"# TYPE roadcase_job_queue_depth_errors_total counter\n" +
				"roadcase_job_queue_depth_errors_total " + tc.errors + "\n"
			if tc.depth != "" {
				want = "# HELP roadcase_job_queue_depth Jobs waiting to run: available, scheduled or retryable.\n" +
					"# TYPE roadcase_job_queue_depth gauge\n" +
					"roadcase_job_queue_depth " + tc.depth + "\n" + want
			}
			start := time.Now()
			if err := testutil.GatherAndCompare(r.Gatherer(), strings.NewReader(want),
				"roadcase_job_queue_depth", "roadcase_job_queue_depth_errors_total"); err != nil {
				t.Fatal(err)
			}
			if took := time.Since(start); took > 10*time.Second {
				t.Fatalf("the scrape took %v despite the timeout", took)
			}
		})
	}
}

func TestWatchQueueUsesTheShortTimeout(t *testing.T) {
	t.Parallel()
	r := New()
	r.WatchQueue((&fakeQueue{depth: 5}).Depth)
	if err := testutil.GatherAndCompare(r.Gatherer(), strings.NewReader(`
# HELP roadcase_job_queue_depth Jobs waiting to run: available, scheduled or retryable.
# TYPE roadcase_job_queue_depth gauge
roadcase_job_queue_depth 5
`), "roadcase_job_queue_depth"); err != nil {
		t.Fatal(err)
	}
	if queueTimeout > 5*time.Second {
		t.Fatalf("queueTimeout = %v: a scrape would wait that long on a slow database", queueTimeout)
	}
}
