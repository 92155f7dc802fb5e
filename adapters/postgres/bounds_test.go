package postgres_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
)

// openBounded opens the database dsn names with the DSN parameters params
// appended, and checks that it answers.
func openBounded(t *testing.T, dsn, params string) *sql.DB {
	t.Helper()
	db, err := postgres.Open(dsn + "&" + params)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if err := db.Ping(context.Background()); err != nil {
		t.Fatalf("ping: %v", err)
	}
	return db
}

func TestEveryConnectionGetsTheSessionSettingsOfTheDSN(t *testing.T) {
	t.Parallel()
	db := openBounded(t, pgtest.DSN(t), "statement_timeout=250ms&lock_timeout=100ms")
	db.Bun().SetMaxIdleConns(0) // every query on a new connection
	for range 3 {
		var stmt, lock string
		if err := db.Bun().QueryRowContext(context.Background(),
			"SELECT current_setting('statement_timeout'), current_setting('lock_timeout')").Scan(&stmt, &lock); err != nil {
			t.Fatal(err)
		}
		if stmt != "250ms" || lock != "100ms" {
			t.Fatalf("statement_timeout %s, lock_timeout %s; want 250ms and 100ms", stmt, lock)
		}
	}
}

func TestTheServerCancelsAStatementPastStatementTimeout(t *testing.T) {
	t.Parallel()
	db := openBounded(t, pgtest.DSN(t), "statement_timeout=200ms")
	start := time.Now()
	_, err := db.Bun().ExecContext(context.Background(), "SELECT pg_sleep(5)")
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "57014" {
		t.Fatalf("pg_sleep(5) under a 200 ms statement timeout: %v, want SQLSTATE 57014", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the statement was cancelled after %v", d)
	}
	if err := db.Ping(context.Background()); err != nil {
		t.Errorf("the connection is not usable after the cancel: %v", err)
	}
}

func TestAFrozenServerFailsACallWithinTheReadTimeoutAsUnavailable(t *testing.T) {
	t.Parallel()
	dsn := pgtest.DSN(t)
	proxy := pgtest.NewProxy(t, dsn)
	db := openBounded(t, proxy.DSN(dsn), "statement_timeout=500ms")
	proxy.Freeze()
	defer proxy.Thaw()

	// Without a deadline, the read timeout (statement_timeout + 1 s) ends the wait.
	start := time.Now()
	err := db.Ping(context.Background())
	if d := time.Since(start); d < 1400*time.Millisecond || d > 3*time.Second {
		t.Errorf("Ping of a frozen server returned after %v, want about 1.5 s", d)
	}
	if !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("Ping of a frozen server = %v, want KindUnavailable", err)
	}
	// With one, the context's deadline ends it sooner, on a new connection too.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start = time.Now()
	_, err = db.Bun().NewSelect().ColumnExpr("1").Exec(ctx)
	if d := time.Since(start); d > time.Second {
		t.Errorf("a query under a 300 ms deadline returned after %v", d)
	}
	if err == nil || !kernel.IsKind(sql.TranslateError(err), kernel.KindUnavailable) {
		t.Errorf("a query of a frozen server = %v (%v), want KindUnavailable", err, sql.TranslateError(err))
	}
}

func TestAStoppedServerFailsACallAtOnceAsUnavailable(t *testing.T) {
	t.Parallel()
	dsn := pgtest.DSN(t)
	proxy := pgtest.NewProxy(t, dsn)
	db := openBounded(t, proxy.DSN(dsn), "statement_timeout=5s")
	proxy.Stop()
	for range 3 {
		start := time.Now()
		err := db.Ping(context.Background())
		if d := time.Since(start); d > 500*time.Millisecond {
			t.Errorf("Ping of a stopped server returned after %v", d)
		}
		if !kernel.IsKind(err, kernel.KindUnavailable) {
			t.Errorf("Ping of a stopped server = %v, want KindUnavailable", err)
		}
	}
}
