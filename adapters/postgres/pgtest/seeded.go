package pgtest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
)

// Seeded returns a function that gives each test a fresh database cloned from
// one seed filled once per test binary, for tests that start from the same
// data (the demo, say) and would each spend seconds writing it: the first call
// clones the migrated template into a database of this binary's (left, as its
// others are, to the next binary to drop), runs seed with that database's DSN,
// and every call clones it (CREATE DATABASE … TEMPLATE) and returns the
// clone's DSN. seed must close every connection it opened; any session still
// on the database after it returns is ended, as cloning needs none.
func Seeded(seed func(dsn string) error) func(testing.TB) string {
	var once struct {
		sync.Once
		name string
		err  error
	}
	return func(t testing.TB) string {
		t.Helper()
		adminURL := adminURL(t)
		once.Do(func() { once.name, once.err = seededTemplate(context.Background(), adminURL, seed) })
		if once.err != nil {
			t.Fatalf("pgtest: seeded template: %v", once.err)
		}
		return create(t, adminURL, "TEMPLATE "+once.name)
	}
}

// seededTemplate clones the migrated template into a database of this
// binary's, seeds it and returns its name once no session is left on it.
func seededTemplate(ctx context.Context, adminURL string, seed func(dsn string) error) (string, error) {
	tmpl, err := templateDatabase(adminURL)
	if err != nil {
		return "", err
	}
	key, err := ownerKey(adminURL)
	if err != nil {
		return "", err
	}
	admin, err := postgres.Open(adminURL)
	if err != nil {
		return "", err
	}
	defer func() { _ = admin.Close() }() // a failed close of the administrative pool loses nothing
	name := testDatabaseName(key)
	if _, err := admin.Bun().ExecContext(ctx, "CREATE DATABASE "+name+" TEMPLATE "+tmpl); err != nil {
		return "", fmt.Errorf("create %s: %w", name, err)
	}
	dsn, err := withDatabase(adminURL, name)
	if err != nil {
		return "", err
	}
	if err := seed(dsn); err != nil {
		return "", err
	}
	// A closed client's server process may linger for a moment, and a database
	// with a session cannot be cloned: end them, waiting up to 5 s for each.
	if _, err := admin.Bun().ExecContext(ctx,
		"SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = ?", name); err != nil {
		return "", fmt.Errorf("end the sessions on %s: %w", name, err)
	}
	return name, nil
}
