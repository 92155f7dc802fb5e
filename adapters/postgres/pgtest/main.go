package pgtest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
)

// maxDropConcurrency bounds how many databases dropAll drops at once, whatever
// the server's room for connections.
const maxDropConcurrency = 64

// Main runs a package's tests (os.Exit(pgtest.Main(m)) in TestMain) and returns
// their exit code. It drops nothing: a binary's databases are left to the next
// binary to start, which drops them beside its own tests (see prune), so that no
// test run waits for a drop. It stays for the TestMains that call it.
func Main(m *testing.M) int { return m.Run() }

// dropAll drops the named databases, as many at a time as dropConcurrency allows
// up to most, and returns the errors, closing the administrative connection's
// among them. On PostgreSQL 15 every DROP DATABASE waits for a forced checkpoint;
// drops that wait together share one.
func dropAll(ctx context.Context, adminURL string, names []string, most int) (errs []error) {
	admin, err := openDropper(adminURL)
	if err != nil {
		return []error{fmt.Errorf("drop %d databases: %w", len(names), err)}
	}
	defer func() {
		if err := admin.Close(); err != nil {
			errs = append(errs, fmt.Errorf("drop %d databases: close: %w", len(names), err))
		}
	}()
	n := dropConcurrency(ctx, admin, min(len(names), most))
	admin.Bun().SetMaxOpenConns(n)
	var (
		mu sync.Mutex
		wg sync.WaitGroup
	)
	sem := make(chan struct{}, n)
	for _, name := range names {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := dropDatabase(ctx, admin, name); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return errs
}

// dropConcurrency returns how many of want drops to run at once: half the
// connections the server has free (leaving the rest to other test binaries and
// people), at least one and at most maxDropConcurrency.
func dropConcurrency(ctx context.Context, admin *sql.DB, want int) int {
	var free int
	err := admin.Bun().QueryRowContext(ctx, `SELECT current_setting('max_connections')::int
		- current_setting('superuser_reserved_connections')::int
		- (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')`).Scan(&free)
	if err != nil {
		free = 2
	}
	return max(1, min(want, free/2, maxDropConcurrency))
}
