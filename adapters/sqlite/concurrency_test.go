package sqlite_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// TestConcurrentReadThenWriteTransactionsAllCommit checks the reason for
// _txlock=immediate: transactions that read and then write, run from many
// goroutines at once, queue for the write lock instead of failing with
// "database is locked".
func TestConcurrentReadThenWriteTransactionsAllCommit(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	store := sql.NewIdentityStore(db)
	ctx := context.Background()
	const workers, each = 8, 15
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for w := range workers {
		wg.Go(func() {
			for i := range each {
				errs <- db.WithinTx(ctx, func(ctx context.Context) error {
					if _, err := store.FindOrganizations(ctx); err != nil {
						return err
					}
					return store.CreateOrganization(ctx, identity.Organization{ID: kernel.NewID(),
						Slug: fmt.Sprintf("org-%d-%d", w, i), Name: "Org", Currency: "EUR",
						TimeZone: "UTC", CreatedAt: time.Now()})
				})
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("transaction failed: %v", err)
		}
	}
	orgs, err := store.FindOrganizations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(orgs) != workers*each {
		t.Errorf("%d organizations stored, want %d", len(orgs), workers*each)
	}
}
