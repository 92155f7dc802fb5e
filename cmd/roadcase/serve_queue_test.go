package main

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
)

// flakyQueue fails its first failures Starts with err, then starts.
type flakyQueue struct {
	failures int32
	err      error
	tries    atomic.Int32
}

func (q *flakyQueue) Start(ctx context.Context) error {
	if ctx.Err() != nil {
		return errors.New("Start was given a context that had ended")
	}
	if q.tries.Add(1) <= q.failures {
		return q.err
	}
	return nil
}

// TestAQueueWhoseDatabaseIsDownAtStartWaitsForIt is the outage that once
// stopped serve: the database went away while the job queue was starting, and
// serve exited 1 although its requests were answering 503 as they should.
func TestAQueueWhoseDatabaseIsDownAtStartWaitsForIt(t *testing.T) {
	t.Parallel()
	q := &flakyQueue{failures: 2, err: errors.New("dial tcp 127.0.0.1:5432: connect: connection refused")}
	var logs bytes.Buffer
	ctx, fail := context.WithCancelCause(t.Context())
	select {
	case <-startQueue(ctx, q, slog.New(slog.NewTextHandler(&logs, nil)), fail):
	case <-time.After(10 * time.Second):
		t.Fatal("the queue never started")
	}
	if got := q.tries.Load(); got != 3 {
		t.Errorf("Start was tried %d times, want 3", got)
	}
	if err := context.Cause(ctx); err != nil {
		t.Errorf("serve's context was cancelled: %v", err)
	}
	if n := strings.Count(logs.String(), "job queue did not start"); n != 2 {
		t.Errorf("%d failures logged, want 2:\n%s", n, logs.String())
	}
}

// TestAQueueThatCanNeverStartStopsServe: a program mistake is not waited out.
func TestAQueueThatCanNeverStartStopsServe(t *testing.T) {
	t.Parallel()
	q := &flakyQueue{failures: 100, err: jobs.ErrNoDeliverer}
	ctx, fail := context.WithCancelCause(t.Context())
	<-startQueue(ctx, q, slog.New(slog.DiscardHandler), fail)
	if q.tries.Load() != 1 || !errors.Is(startError(ctx), jobs.ErrNoDeliverer) {
		t.Errorf("after %d tries serve's start error is %v, want one try and jobs.ErrNoDeliverer", q.tries.Load(), startError(ctx))
	}
}

// TestTheTriesEndWithServe: a queue still failing when serve stops does not
// hold serve's shutdown.
func TestTheTriesEndWithServe(t *testing.T) {
	t.Parallel()
	q := &flakyQueue{failures: 1 << 30, err: errors.New("connection refused")}
	ctx, stop := context.WithCancel(t.Context())
	done := startQueue(ctx, q, slog.New(slog.DiscardHandler), func(error) {})
	for q.tries.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the tries went on after serve stopped")
	}
}
