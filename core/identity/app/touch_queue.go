package app

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// touchQueueSize bounds the touches waiting to be written. Each token is queued at
// most once a minute, so the queue fills only when the store is stalled and hundreds
// of distinct tokens arrive meanwhile; then touches are dropped, not requests held.
const touchQueueSize = 256

// touchTimeout bounds one write of a last use, so that a hung store cannot keep the
// writer, and the touches queued behind it, waiting for ever.
const touchTimeout = 30 * time.Second

// touch is one pending write of a token's last use.
type touch struct {
	ctx  context.Context // the request's values, without its cancellation, to report with
	id   kernel.ID
	at   time.Time
	done chan struct{} // set on a flush marker, closed when the writer reaches it
}

// touchQueue writes last uses off the request path: Authenticate enqueues without
// waiting, and one writer goroutine, started when there is work and gone when there
// is none (so a Service needs no Close), writes them one at a time.
type touchQueue struct {
	pending chan touch
	running atomic.Bool
	write   func(touch) // writes one touch and reports a failure
}

func newTouchQueue(size int, write func(touch)) *touchQueue {
	return &touchQueue{pending: make(chan touch, size), write: write}
}

// enqueue queues t without blocking and reports whether there was room.
func (q *touchQueue) enqueue(t touch) bool {
	select {
	case q.pending <- t:
	default:
		return false
	}
	if q.running.CompareAndSwap(false, true) {
		go q.drain()
	}
	return true
}

// flush waits until every touch queued before it has been written, by queueing a
// marker behind them (waiting for room if need be) and waiting for the writer to
// reach it. It returns ctx's error if ctx ends first.
func (q *touchQueue) flush(ctx context.Context) error {
	marker := touch{done: make(chan struct{})}
	select {
	case q.pending <- marker:
	case <-ctx.Done():
		return ctx.Err()
	}
	if q.running.CompareAndSwap(false, true) {
		go q.drain()
	}
	select {
	case <-marker.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// drain writes queued touches until the queue is empty. A touch enqueued just as
// the writer decides to stop finds running still true and starts no writer, so the
// writer looks again after it has stopped and takes the work back if it can.
func (q *touchQueue) drain() {
	for {
		select {
		case t := <-q.pending:
			if t.done != nil {
				close(t.done)
				continue
			}
			q.write(t)
		default:
			q.running.Store(false)
			if len(q.pending) == 0 || !q.running.CompareAndSwap(false, true) {
				return
			}
		}
	}
}
