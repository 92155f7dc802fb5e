package jobs_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/payments"
)

// fakePaymentEvents records the events a Queue applies. Apply answers with
// what answer says (nil answer: accepted), given how many times the event was
// offered before (1 the first time).
type fakePaymentEvents struct {
	mu      sync.Mutex
	answer  func(ev payments.Event, call int) error
	calls   map[string]int
	applied map[string][]payments.Event // once per accepted call
}

func newFakePaymentEvents() *fakePaymentEvents {
	return &fakePaymentEvents{calls: map[string]int{}, applied: map[string][]payments.Event{}}
}

// Receive is the webhook's side; the Queue never calls it.
func (f *fakePaymentEvents) Receive(context.Context, payments.Event) error {
	return errors.New("fake: Receive is not the queue's to call")
}

func (f *fakePaymentEvents) Apply(_ context.Context, ev payments.Event) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls[ev.ID]++
	if f.answer != nil {
		if err := f.answer(ev, f.calls[ev.ID]); err != nil {
			return err
		}
	}
	f.applied[ev.ID] = append(f.applied[ev.ID], ev)
	return nil
}

// setAnswer replaces the answer while the Queue runs.
func (f *fakePaymentEvents) setAnswer(answer func(ev payments.Event, call int) error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.answer = answer
}

func (f *fakePaymentEvents) callCount(id string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[id]
}

func (f *fakePaymentEvents) appliedCount(id string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.applied[id])
}

// firstApplied is the event first applied with id, as Apply received it.
func (f *fakePaymentEvents) firstApplied(id string) payments.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.applied[id]) == 0 {
		return payments.Event{}
	}
	return f.applied[id][0]
}

// waitApplied waits until each of ids was applied.
func (f *fakePaymentEvents) waitApplied(t *testing.T, within time.Duration, ids ...string) {
	t.Helper()
	var missing []string
	eventually(t, within, func() bool {
		missing = missing[:0]
		for _, id := range ids {
			if f.appliedCount(id) == 0 {
				missing = append(missing, id)
			}
		}
		return len(missing) == 0
	}, func() string { return fmt.Sprintf("events %v not applied", missing) })
}

// refundEvent builds a verified refund event with the given id.
func refundEvent(id string) payments.Event {
	at := time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC)
	return payments.Event{
		ID: id, Type: payments.EventRefundCreated, Account: "acct_1", Created: at,
		Refunds: []payments.Reversal{{
			Ref: "re_" + id, PaymentIntent: "pi_1", Amount: 1250, Currency: "eur", Succeeded: true, At: at,
		}},
	}
}

// logBuffer is a logger whose lines a test can look for.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) logger() *slog.Logger {
	return slog.New(slog.NewTextHandler(lockedWriter{&b.mu, &b.buf}, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

func (b *logBuffer) contains(s string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.Contains(b.buf.String(), s)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func (b *logBuffer) count(s string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.Count(b.buf.String(), s)
}
