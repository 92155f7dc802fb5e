package jobs_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// ledger records what the fake mail senders did, for one test. Several
// Deliverers (one per Queue) may write to one ledger.
type ledger struct {
	// delay is how long a delivery takes: a mail handed to a server.
	delay time.Duration
	// outcome decides a delivery's result from its recipient and how many times
	// Deliver was called for it (1 the first time); nil means always sent.
	outcome func(ctx context.Context, id kernel.ID, call int) (ports.DeliveryOutcome, error)

	mu     sync.Mutex
	calls  map[kernel.ID]int
	sent   map[kernel.ID][]string // who sent it, once per send
	order  []kernel.ID            // recipients in the order they were sent
	failed map[kernel.ID]int
	owed   []advancing.Recipient // what FindUndelivered reads
}

func newLedger() *ledger {
	return &ledger{
		delay:  time.Millisecond,
		calls:  map[kernel.ID]int{},
		sent:   map[kernel.ID][]string{},
		failed: map[kernel.ID]int{},
	}
}

// deliverer returns a Deliverer recording into l under name.
func (l *ledger) deliverer(name string) *fakeDeliverer { return &fakeDeliverer{l: l, name: name} }

type fakeDeliverer struct {
	l    *ledger
	name string
}

func (d *fakeDeliverer) Deliver(ctx context.Context, _, id kernel.ID) (ports.DeliveryOutcome, error) {
	l := d.l
	select {
	case <-time.After(l.delay):
	case <-ctx.Done():
		return "", ctx.Err()
	}
	l.mu.Lock()
	l.calls[id]++
	call := l.calls[id]
	l.mu.Unlock()
	outcome, err := ports.DeliverySent, error(nil)
	if l.outcome != nil {
		outcome, err = l.outcome(ctx, id, call)
	}
	if err == nil && outcome == ports.DeliverySent {
		l.mu.Lock()
		l.sent[id] = append(l.sent[id], d.name)
		l.order = append(l.order, id)
		l.mu.Unlock()
	}
	return outcome, err
}

func (d *fakeDeliverer) FailDelivery(_ context.Context, _, id kernel.ID) error {
	d.l.mu.Lock()
	defer d.l.mu.Unlock()
	d.l.failed[id]++
	return nil
}

// FindUndelivered returns the owed recipients neither sent nor failed.
func (l *ledger) FindUndelivered(_ context.Context, _ time.Time, limit int) ([]advancing.Recipient, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []advancing.Recipient
	for _, r := range l.owed {
		if len(l.sent[r.ID]) == 0 && l.failed[r.ID] == 0 && len(out) < limit {
			out = append(out, r)
		}
	}
	return out, nil
}

// sentCount is how many distinct recipients were sent.
func (l *ledger) sentCount() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.sent)
}

func (l *ledger) failedCount(id kernel.ID) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.failed[id]
}

func (l *ledger) callCount(id kernel.ID) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.calls[id]
}

// sendBound is how long waitSent waits before it fails the test. It guards
// against a hang and says nothing of speed: in the whole suite on a 2-core
// machine, 500 deliveries through SQLite took over 30 s, which a tighter bound
// failed (BenchmarkSend measures speed).
const sendBound = 3 * time.Minute

// waitSent waits until n distinct recipients were sent, up to sendBound.
func (l *ledger) waitSent(t *testing.T, n int) {
	t.Helper()
	eventually(t, sendBound, func() bool { return l.sentCount() >= n },
		func() string { return fmt.Sprintf("%d of %d recipients sent", l.sentCount(), n) })
}

// sentOnce fails the test unless each of rs was sent exactly once.
func (l *ledger) sentOnce(t *testing.T, rs []advancing.Recipient) {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	bad := 0
	for _, r := range rs {
		if n := len(l.sent[r.ID]); n != 1 {
			if bad++; bad <= 5 {
				t.Errorf("%s sent %d times (by %v)", r.ID, n, l.sent[r.ID])
			}
		}
	}
	if bad > 5 {
		t.Errorf("… %d recipients in all not sent exactly once", bad)
	}
	if len(l.sent) != len(rs) {
		t.Errorf("%d recipients sent, want %d", len(l.sent), len(rs))
	}
}

// sentBy counts the sends each Deliverer made.
func (l *ledger) sentBy() map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	by := map[string]int{}
	for _, names := range l.sent {
		for _, n := range names {
			by[n]++
		}
	}
	return by
}
