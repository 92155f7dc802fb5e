package app_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// storeCalls counts the store calls the portal makes, by method.
type storeCalls struct {
	mu    sync.Mutex
	calls map[string]int
}

func (c *storeCalls) count(method string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls[method]++
}

// take returns the calls counted since the last take, as one comparable line.
func (c *storeCalls) take() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	line := fmt.Sprint(c.calls)
	c.calls = map[string]int{}
	return line
}

type countedSenderStore struct {
	ports.SenderStore
	c *storeCalls
}

func (s countedSenderStore) FindPacket(ctx context.Context, org, id kernel.ID) (advancing.Packet, error) {
	s.c.count("FindPacket")
	return s.SenderStore.FindPacket(ctx, org, id)
}

func (s countedSenderStore) FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error) {
	s.c.count("FindSendBatch")
	return s.SenderStore.FindSendBatch(ctx, org, id)
}

type countedSendStore struct {
	ports.SendStore
	c *storeCalls
}

func (s countedSendStore) FindRecipientByTokenHash(ctx context.Context, hash string) (advancing.Recipient, error) {
	s.c.count("FindRecipientByTokenHash")
	return s.SendStore.FindRecipientByTokenHash(ctx, hash)
}

// countedSender is the fixture's merge send over stores that count the calls.
func (f *sendFixture) countedSender(t *testing.T) (*app.Sender, *storeCalls) {
	t.Helper()
	c := &storeCalls{calls: map[string]int{}}
	s, err := app.NewSender(app.SenderDeps{Store: countedSenderStore{f.b.Advancing(), c},
		Send: countedSendStore{f.b.Send(), c}, Records: f.b.Records(), Orgs: f.b.Identity(), Roles: f.roles,
		Users: f.b.Identity(), Queue: f.queue, Mailer: f.mailer, Links: fakeLinks{}, Tx: f.b.Tx(), Clock: f.clock})
	must(t, err)
	return s, c
}

// TestEveryLinkThatDoesNotWorkDoesTheSameWork opens links that do not work for
// every reason (malformed, overlong, never issued, of a cancelled batch, of an
// expired batch) and counts the store calls each makes before its 404: the
// same calls for all, so that no 404 takes longer than another.
func TestEveryLinkThatDoesNotWorkDoesTheSameWork(t *testing.T) {
	f := newSendFixture(t)
	_, token := f.delivered(t)
	sender, calls := f.countedSender(t)
	work := map[string]string{}
	open := func(name, token string) {
		t.Helper()
		calls.take()
		_, err := sender.Open(ctx, token)
		if e, ok := kernel.AsError(err); !ok || e.Code != "link_unusable" {
			t.Fatalf("%s: %v, want link_unusable", name, err)
		}
		work[name] = calls.take()
	}
	open("a malformed link", "hello")
	open("an overlong link", advancing.PortalTokenPrefix+strings.Repeat("a", 300))
	open("a link never issued", advancing.NewPortalToken())
	must(t, f.sender.CancelBatch(ctx, f.manager, f.queue.enqueued[0].BatchID))
	open("a cancelled batch's link", token)

	g := newSendFixture(t)
	g.send(t, advancing.SendInput{Lifetime: 24 * time.Hour})
	g.deliverAll(t)
	expired := tokenOf(t, g.mailTo(t, g.ada.Email))
	g.later(24 * time.Hour)
	sender, calls = g.countedSender(t)
	open("an expired batch's link", expired)

	want := work["a link never issued"]
	for name, got := range work {
		if got != want {
			t.Errorf("%s makes the calls %s; a link never issued makes %s", name, got, want)
		}
	}
}
