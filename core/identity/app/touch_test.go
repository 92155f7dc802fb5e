package app_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// stalledStore is an identity store whose TouchToken waits until release is closed,
// as a write queued behind a long import does, and then fails with err.
type stalledStore struct {
	ports.IdentityStore
	entered  chan kernel.ID
	release  chan struct{}
	returned atomic.Int64
	err      error
}

func (s *stalledStore) TouchToken(ctx context.Context, id kernel.ID, at time.Time) error {
	s.entered <- id
	<-s.release
	s.returned.Add(1)
	return s.err
}

// stall makes f's store stall its touches; they fail with err once released. Up to
// 512 touches can enter without anyone reading entered.
func stall(t *testing.T, f *appFixture, err error) *stalledStore {
	s := &stalledStore{IdentityStore: f.store.IdentityStore, entered: make(chan kernel.ID, 512),
		release: make(chan struct{}), err: err}
	f.store.IdentityStore = s
	t.Cleanup(func() {
		select {
		case <-s.release:
		default:
			close(s.release)
		}
	})
	return s
}

func TestAuthenticateDoesNotWaitForTheLastUseToBeWritten(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, 0, "reports:read")
	s := stall(t, f, nil)
	ctx := context.Background()

	p, err := f.svc.Authenticate(ctx, secret)
	appMust(t, err)
	if p.TokenID != tok.ID {
		t.Errorf("principal's token = %s, want %s", p.TokenID, tok.ID)
	}
	if id := <-s.entered; id != tok.ID {
		t.Errorf("touched %s, want %s", id, tok.ID)
	}
	if n := s.returned.Load(); n != 0 {
		t.Fatalf("the touch returned %d times before it was released", n)
	}
	// Authenticate returned while the write is still stalled; more requests meanwhile
	// succeed too.
	_, err = f.svc.Authenticate(ctx, secret)
	appMust(t, err)
	close(s.release)
	appMust(t, f.svc.FlushTouches(ctx))
	if n := s.returned.Load(); n != 1 {
		t.Errorf("%d touches written, want 1 (once a minute)", n)
	}
}

func TestAFailedTouchIsReportedAndRetriedAtTheNextUse(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	secret, tok := f.mint(t, 0, "reports:read")
	busy := kernel.Unavailable("the database is busy", errors.New("SQLITE_BUSY"))
	s := stall(t, f, busy)
	close(s.release)
	var reported []error
	f.svc.ReportTouchFailures(func(_ context.Context, id kernel.ID, err error) {
		if id != tok.ID {
			t.Errorf("failure reported for %s, want %s", id, tok.ID)
		}
		reported = append(reported, err)
	})
	ctx := context.Background()

	_, err := f.svc.Authenticate(ctx, secret)
	appMust(t, err)
	appMust(t, f.svc.FlushTouches(ctx))
	if len(reported) != 1 || !errors.Is(reported[0], busy) {
		t.Fatalf("reported %v, want the store's error once", reported)
	}
	// Within the same minute, the failed touch is tried again.
	_, err = f.svc.Authenticate(ctx, secret)
	appMust(t, err)
	appMust(t, f.svc.FlushTouches(ctx))
	if n := s.returned.Load(); n != 2 || len(reported) != 2 {
		t.Errorf("%d touches tried and %d failures reported, want 2 and 2", n, len(reported))
	}
}

func TestAFullTouchQueueDropsTouchesNotRequests(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	s := stall(t, f, nil)
	var dropped atomic.Int64
	f.svc.ReportTouchFailures(func(_ context.Context, _ kernel.ID, err error) {
		if e, ok := kernel.AsError(err); ok && e.Kind == kernel.KindUnavailable && e.Code == "touch_dropped" {
			dropped.Add(1)
		}
	})
	ctx := context.Background()
	// One touch stalls in the writer; the queue behind it holds 256 more.
	const tokens = 1 + 256 + 3
	secrets := make([]string, tokens)
	for i := range secrets {
		secrets[i], _ = f.mint(t, 0, "reports:read")
	}
	_, err := f.svc.Authenticate(ctx, secrets[0])
	appMust(t, err)
	<-s.entered
	for _, secret := range secrets[1:] {
		_, err := f.svc.Authenticate(ctx, secret)
		appMust(t, err)
	}
	if n := dropped.Load(); n != 3 {
		t.Errorf("%d touches dropped, want 3", n)
	}
	close(s.release)
	appMust(t, f.svc.FlushTouches(ctx))
	if n := s.returned.Load(); n != tokens-3 {
		t.Errorf("%d touches written, want %d", n, tokens-3)
	}
}
