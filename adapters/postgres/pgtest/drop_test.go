package pgtest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
)

func TestDropAllDropsEveryDatabaseItIsGiven(t *testing.T) {
	t.Parallel()
	adminURL := adminURL(t)
	ctx := context.Background()
	admin, err := postgres.Open(adminURL)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := admin.Close(); err != nil {
			t.Error(err)
		}
	}()
	key, err := ownerKey(adminURL)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{testDatabaseName(key), testDatabaseName(key), testDatabaseName(key)}
	t.Cleanup(func() { // should the test fail before dropAll
		for _, n := range names {
			_ = dropNow(adminURL, n)
		}
	})
	for _, n := range names {
		if _, err := admin.Bun().ExecContext(ctx, "CREATE DATABASE "+n); err != nil {
			t.Fatal(err)
		}
	}
	// One of them still has a session open, as a test that forgot to close leaves it.
	dsn, _ := withDatabase(adminURL, names[0])
	open, err := postgres.Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := open.Close(); err != nil {
			t.Error(err)
		}
	}()
	if err := open.Ping(ctx); err != nil {
		t.Fatal(err)
	}

	if errs := dropAll(ctx, adminURL, names, maxDropConcurrency); len(errs) != 0 {
		t.Fatalf("dropAll: %v", errs)
	}
	for _, n := range names {
		var exists bool
		if err := admin.Bun().QueryRowContext(ctx,
			"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = ?)", n).Scan(&exists); err != nil {
			t.Fatal(err)
		}
		if exists {
			t.Errorf("database %s is still there", n)
		}
	}
}

func TestDropConcurrencyLeavesRoomAndStaysInBounds(t *testing.T) {
	t.Parallel()
	admin, err := postgres.Open(adminURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := admin.Close(); err != nil {
			t.Error(err)
		}
	}()
	ctx := context.Background()
	for _, want := range []int{1, 3, 1000} {
		if n := dropConcurrency(ctx, admin, want); n < 1 || n > want || n > maxDropConcurrency {
			t.Errorf("dropConcurrency(%d) = %d, want from 1 to %d", want, n, min(want, maxDropConcurrency))
		}
	}
}
