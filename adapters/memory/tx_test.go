package memory_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports/porttest"
)

var errAbort = errors.New("abort")

func org(slug string) identity.Organization {
	return identity.Organization{ID: kernel.NewID(), Slug: slug, Name: slug, Currency: "EUR",
		TimeZone: "UTC", CreatedAt: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
}

// exists reports whether the backend has an organization with slug.
func exists(t *testing.T, ctx context.Context, b *memory.Backend, slug string) bool {
	t.Helper()
	_, err := b.Identity().FindOrganizationBySlug(ctx, slug)
	if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
		t.Fatalf("find %s: %v", slug, err)
	}
	return err == nil
}

func TestACallWithoutTheTransactionWaitsForItAndIsNotRolledBack(t *testing.T) {
	t.Parallel()
	b, ctx := memory.New(), context.Background()
	outside := make(chan error, 1)
	err := b.Tx().WithinTx(ctx, func(txCtx context.Context) error {
		if err := b.Identity().CreateOrganization(txCtx, org("inside")); err != nil {
			return err
		}
		go func() { outside <- b.Identity().CreateOrganization(ctx, org("outside")) }()
		// Not a wait for a condition: the window in which a write outside the
		// transaction would show if it did not wait. It waits on a mutex, which
		// testing/synctest does not count as blocked, so a fake clock cannot stand in.
		time.Sleep(20 * time.Millisecond)
		select {
		case err := <-outside:
			t.Errorf("a write outside the transaction ran during it (error %v)", err)
		default:
		}
		if exists(t, txCtx, b, "outside") {
			t.Error("the transaction sees a write made outside it while it runs")
		}
		return errAbort
	})
	if !errors.Is(err, errAbort) {
		t.Fatalf("WithinTx() = %v, want %v", err, errAbort)
	}
	if err := <-outside; err != nil {
		t.Fatalf("the write outside the transaction: %v", err)
	}
	if exists(t, ctx, b, "inside") || !exists(t, ctx, b, "outside") {
		t.Error("want the transaction's write rolled back and the later write kept")
	}
}

func TestGoroutinesSharingATransactionTakeTurnsAndRollBackTogether(t *testing.T) {
	t.Parallel()
	b, ctx := memory.New(), context.Background()
	err := b.Tx().WithinTx(ctx, func(ctx context.Context) error {
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				if err := b.Identity().CreateOrganization(ctx, org(fmt.Sprintf("org-%d", i))); err != nil {
					t.Errorf("create: %v", err)
				}
				_, _ = b.Identity().FindOrganizations(ctx)
			})
		}
		wg.Wait()
		if orgs, _ := b.Identity().FindOrganizations(ctx); len(orgs) != 8 {
			t.Errorf("%d organizations inside the transaction, want 8", len(orgs))
		}
		return errAbort
	})
	if !errors.Is(err, errAbort) {
		t.Fatalf("WithinTx() = %v, want %v", err, errAbort)
	}
	if orgs, _ := b.Identity().FindOrganizations(ctx); len(orgs) != 0 {
		t.Errorf("%d organizations after the rollback, want none", len(orgs))
	}
}

func TestAContextKeptFromAFinishedTransactionStartsANewOne(t *testing.T) {
	t.Parallel()
	b := memory.New()
	var kept context.Context
	if err := b.Tx().WithinTx(context.Background(), func(ctx context.Context) error {
		kept = ctx
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	// Outside any transaction the kept context takes the lock like any other.
	if err := b.Identity().CreateOrganization(kept, org("kept")); err != nil {
		t.Fatal(err)
	}
	err := b.Tx().WithinTx(kept, func(ctx context.Context) error {
		if err := b.Identity().CreateOrganization(ctx, org("second")); err != nil {
			return err
		}
		return errAbort
	})
	if !errors.Is(err, errAbort) || exists(t, kept, b, "second") || !exists(t, kept, b, "kept") {
		t.Errorf("WithinTx() = %v; want the second transaction rolled back on its own", err)
	}
}

func TestTransactionsOfTwoBackendsInOneContextStayApart(t *testing.T) {
	t.Parallel()
	one, two := memory.New(), memory.New()
	err := one.Tx().WithinTx(context.Background(), func(ctx context.Context) error {
		if err := one.Identity().CreateOrganization(ctx, org("one")); err != nil {
			return err
		}
		err := two.Tx().WithinTx(ctx, func(ctx context.Context) error {
			if err := one.Identity().CreateOrganization(ctx, org("one-inner")); err != nil {
				return err
			}
			if err := two.Identity().CreateOrganization(ctx, org("two")); err != nil {
				return err
			}
			return errAbort
		})
		if !errors.Is(err, errAbort) {
			t.Errorf("inner WithinTx() = %v, want %v", err, errAbort)
		}
		return nil
	})
	ctx := context.Background()
	if err != nil || !exists(t, ctx, one, "one") || !exists(t, ctx, one, "one-inner") || exists(t, ctx, two, "two") {
		t.Errorf("WithinTx() = %v; want one's writes kept and two's rolled back", err)
	}
}

func TestARecordStoreOfItsOwnAcceptsAnyOrganization(t *testing.T) {
	t.Parallel()
	north := porttest.RecordOrganizations()[0].ID
	if err := memory.NewRecordStore().InsertDataset(context.Background(), north, porttest.RecordDataset(north), false); err != nil {
		t.Errorf("InsertDataset() = %v, want the records of an organization it cannot see accepted", err)
	}
}
