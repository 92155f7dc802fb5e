package jobs_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// TestMain runs up to 8 tests at once unless -parallel says otherwise (or
// -race slows SQLite down): they spend their time waiting on River's polls and
// the throttle, not the CPU, and the default (GOMAXPROCS, 2 on our machines)
// would run them nearly in turn.
func TestMain(m *testing.M) {
	flag.Parse()
	explicit := false
	flag.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "test.parallel" })
	if !explicit && !raceEnabled {
		_ = flag.Set("test.parallel", "8")
	}
	os.Exit(pgtest.Main(m))
}

// backend opens a fresh database and returns the part of a Config that names
// it; every Queue of a test built on it shares that database.
type backend struct {
	name string
	open func(t testing.TB) jobs.Config
}

// backends are the databases every behaviour test runs on.
var backends = []backend{
	{"sqlite", openSQLite},
	{"postgres", openPostgres},
}

// openSQLite opens a temporary SQLite file as the application does.
func openSQLite(t testing.TB) jobs.Config {
	_, cfg := openSQLiteDB(t)
	return cfg
}

// openSQLiteDB opens a temporary SQLite file as the application does, and
// returns it with the Config that names it.
func openSQLiteDB(t testing.TB) (*rcsql.DB, jobs.Config) {
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "roadcase.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db, jobs.Config{Backend: jobs.BackendSQLite, SQLite: db.Bun().DB}
}

// openPostgres creates an empty PostgreSQL database (skipped without one) and
// opens it as the application does.
func openPostgres(t testing.TB) jobs.Config {
	_, cfg := openPostgresDB(t)
	return cfg
}

// openPostgresDB is openPostgres that also returns the database.
func openPostgresDB(t testing.TB) (*rcsql.DB, jobs.Config) {
	db, pool, err := postgres.OpenPool(pgtest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db, jobs.Config{Backend: jobs.BackendPostgres, Postgres: pool.Pool}
}

// eachBackend runs test once per backend, in parallel with each other and
// with the other tests (most of a test's time is waiting for River's polls).
func eachBackend(t *testing.T, test func(t *testing.T, base jobs.Config)) {
	t.Helper()
	t.Parallel()
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			test(t, b.open(t))
		})
	}
}

// start opens and starts a Queue on cfg, with a short poll and a logger that
// shows its lines when the test fails; it is stopped when the test ends.
func start(t testing.TB, cfg jobs.Config) *jobs.Queue {
	t.Helper()
	q := open(t, cfg)
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	return q
}

// open opens a Queue on cfg without starting it.
func open(t testing.TB, cfg jobs.Config) *jobs.Queue {
	t.Helper()
	if cfg.Logger == nil {
		cfg.Logger = testLogger(t)
	}
	q, err := jobs.Open(context.Background(), jobs.ForTests(cfg))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// testLogger keeps warnings and errors, and prints them if the test fails.
func testLogger(t testing.TB) *slog.Logger {
	var (
		mu  sync.Mutex
		buf bytes.Buffer
	)
	t.Cleanup(func() {
		if t.Failed() {
			mu.Lock()
			defer mu.Unlock()
			t.Logf("log:\n%s", buf.String())
		}
	})
	return slog.New(slog.NewTextHandler(lockedWriter{&mu, &buf}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type lockedWriter struct {
	mu  *sync.Mutex
	buf *bytes.Buffer
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

// recipients builds n recipients of org, numbered from first.
func recipients(org kernel.ID, first, n int) []advancing.Recipient {
	rs := make([]advancing.Recipient, n)
	for i := range rs {
		rs[i] = advancing.Recipient{ID: kernel.ID(fmt.Sprintf("%s-r%05d", org, first+i)), OrgID: org}
	}
	return rs
}

// enqueue enqueues rs or fails the test.
func enqueue(t testing.TB, q *jobs.Queue, rs []advancing.Recipient) {
	t.Helper()
	if err := q.EnqueueDeliveries(context.Background(), rs); err != nil {
		t.Fatal(err)
	}
}

// eventually checks cond every 10 ms until it holds, failing the test with what
// once d has passed or the test's context has ended.
func eventually(t testing.TB, d time.Duration, cond func() bool, what func() string) {
	t.Helper()
	if !poll(t.Context(), d, cond) {
		t.Fatalf("after %s: %s", d, what())
	}
}

// poll checks cond every 10 ms until it holds and reports true, or reports false
// once d has passed or ctx has ended.
func poll(ctx context.Context, d time.Duration, cond func() bool) bool {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			return cond()
		case <-tick.C:
		}
	}
	return true
}

// drained waits until q has no job waiting to run.
func drained(t *testing.T, q *jobs.Queue) {
	t.Helper()
	var n int
	eventually(t, 10*time.Second, func() bool {
		var err error
		n, err = q.Depth(context.Background())
		return err == nil && n == 0
	}, func() string { return fmt.Sprintf("%d jobs still waiting", n) })
}

// finished waits until every job of q has finished (completed, discarded or
// cancelled): none waits, runs or is pending, so no delivery can still happen,
// a retry or a duplicate included. Tests wait for it instead of sleeping for
// as long as a duplicate might take.
func finished(t *testing.T, q *jobs.Queue) {
	t.Helper()
	var n int
	eventually(t, 30*time.Second, func() bool {
		var err error
		n, err = q.Unfinished(context.Background())
		return err == nil && n == 0
	}, func() string { return fmt.Sprintf("%d jobs not finished", n) })
}
