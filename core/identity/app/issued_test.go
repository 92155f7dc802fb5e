package app_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/ports"
)

// readCounter counts the reads of issued hashes and the lookups of tokens.
type readCounter struct {
	ports.IdentityStore
	hashReads, lookups atomic.Int64
}

func (c *readCounter) FindTokenHashes(ctx context.Context, since time.Time) ([]string, error) {
	c.hashReads.Add(1)
	return c.IdentityStore.FindTokenHashes(ctx, since)
}

func (c *readCounter) FindTokenByHash(ctx context.Context, hash string) (identity.Token, error) {
	c.lookups.Add(1)
	return c.IdentityStore.FindTokenByHash(ctx, hash)
}

// TestATokenMintedAnywhereMayBeIssued mints a token through another service
// over the same store (another process) after this one has read the issued
// hashes: it is found, and a made-up secret is not.
func TestATokenMintedAnywhereMayBeIssued(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	if ok, err := f.svc.MayBeIssued(ctx, identity.NewSecret()); ok || err != nil {
		t.Fatalf("a made-up secret: %v, %v", ok, err)
	}
	other := app.NewService(f.store.IdentityStore, f.tx, f.clock)
	secret, _, err := other.MintToken(ctx, identity.MintInput{OrgSlug: "acme", Email: "ada@example.com",
		Name: "elsewhere", Scopes: []string{"documents:read"}})
	appMust(t, err)
	if ok, err := f.svc.MayBeIssued(ctx, secret); !ok || err != nil {
		t.Errorf("a token minted by another process: %v, %v; want true", ok, err)
	}
	if ok, _ := f.svc.MayBeIssued(ctx, "rc_pat_not-a-token"); ok {
		t.Error("a malformed secret may be issued")
	}
}

// TestAFloodOfMadeUpSecretsReadsTheStoreOnce sends 200 well-formed made-up
// secrets at once: none may be issued, no secret is looked up, and the issued
// hashes are read once or twice for all of them together, not once each.
func TestAFloodOfMadeUpSecretsReadsTheStoreOnce(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	store := &readCounter{IdentityStore: f.store.IdentityStore}
	svc := app.NewService(store, f.tx, f.clock)
	var wg sync.WaitGroup
	var admitted atomic.Int64
	for range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if ok, err := svc.MayBeIssued(context.Background(), identity.NewSecret()); ok || err != nil {
				admitted.Add(1)
			}
		}()
	}
	wg.Wait()
	if admitted.Load() != 0 || store.lookups.Load() != 0 || store.hashReads.Load() > 2 {
		t.Errorf("200 made-up secrets: %d admitted, %d lookups, %d reads of the issued hashes; want 0, 0, at most 2",
			admitted.Load(), store.lookups.Load(), store.hashReads.Load())
	}
}
