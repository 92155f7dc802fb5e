package app

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// TouchFailureFunc receives a token's last use that could not be written: the
// store's error, or KindUnavailable with code "touch_dropped" when the queue of
// pending writes was full. It is called from the writer goroutine (or, for a drop,
// from Authenticate) and must not block. The write is retried at the token's next
// use.
type TouchFailureFunc func(ctx context.Context, tokenID kernel.ID, err error)

// ReportTouchFailures makes the service pass every failed or dropped write of a
// token's last use to f; without it such failures are ignored. The core does not log:
// the composition root hands in a function that logs or counts.
func (s *Service) ReportTouchFailures(f TouchFailureFunc) { s.touchFailed.Store(&f) }

// FlushTouches waits until every last use queued before the call has been written
// or has failed. It returns ctx's error if ctx ends first. The composition root calls
// it when the server stops, so that the last minute of uses is not lost; tests call
// it to observe the writes.
func (s *Service) FlushTouches(ctx context.Context) error { return s.touches.flush(ctx) }

// touchLater queues the write of token id's last use at now. Authenticate never
// waits for it and never fails because of it: last_used_at is bookkeeping, and a
// request must not wait for, or fail with, a write that queues behind an import for
// SQLite's busy timeout (issue 9). The cost is that a touch can be lost, when the
// queue is full or the process stops; the next use a minute later writes it.
func (s *Service) touchLater(ctx context.Context, id kernel.ID, now time.Time) {
	if !s.touches.enqueue(touch{ctx: context.WithoutCancel(ctx), id: id, at: now}) {
		s.touched.forget(id)
		s.reportTouch(ctx, id, &kernel.Error{Kind: kernel.KindUnavailable, Code: "touch_dropped",
			Message: "the queue of last-use writes is full"})
	}
}

// writeTouch writes one queued touch, bounded by touchTimeout. The write gets a
// fresh context, not the request's: a request's context may carry its transaction,
// which is over by the time the writer runs.
func (s *Service) writeTouch(t touch) {
	ctx, cancel := context.WithTimeout(context.Background(), touchTimeout)
	defer cancel()
	if err := s.store.TouchToken(ctx, t.id, t.at); err != nil {
		s.touched.forget(t.id)
		s.reportTouch(t.ctx, t.id, err)
	}
}

func (s *Service) reportTouch(ctx context.Context, id kernel.ID, err error) {
	if f := s.touchFailed.Load(); f != nil && *f != nil {
		(*f)(ctx, id, err)
	}
}
