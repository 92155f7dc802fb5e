package jobs

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
)

// openSQLite runs River on the caller's SQLite pool, in the application's file.
// Its client is a database/sql one, so it also inserts in the application's
// transactions.
func (q *Queue) openSQLite(ctx context.Context, rc *river.Config) error {
	driver := riversqlite.New(q.cfg.SQLite)
	if err := migrate(ctx, driver, q.cfg); err != nil {
		return err
	}
	client, err := river.NewClient(driver, rc)
	if err != nil {
		return fmt.Errorf("jobs: %w", err)
	}
	q.client, q.txClient, q.exec = client, client, driver.GetExecutor()
	return nil
}

// migrateLockKey is the PostgreSQL advisory lock under which Open migrates
// River's tables, so that replicas starting together migrate one at a time
// (rivermigrate itself takes no lock).
const migrateLockKey = 7_243_610_224_013

// openPostgres runs River on the application's pgx pool (the one Bun's
// queries use too), and builds an insert-only database/sql client for the
// inserts made in the application's transactions: Bun's transaction is a
// *sql.Tx on a connection of that same pool.
func (q *Queue) openPostgres(ctx context.Context, rc *river.Config) error {
	driver := riverpgxv5.New(q.cfg.Postgres)
	if err := migrateLocked(ctx, q.cfg.Postgres, driver, q.cfg); err != nil {
		return err
	}
	client, err := river.NewClient(driver, rc)
	if err != nil {
		return fmt.Errorf("jobs: %w", err)
	}
	txClient, err := river.NewClient(riverdatabasesql.New(nil), insertOnly(rc))
	if err != nil {
		return fmt.Errorf("jobs: %w", err)
	}
	q.client, q.txClient, q.exec = client, txClient, driver.GetExecutor()
	return nil
}

// insertOnly is rc without what works jobs: the configuration of a client
// that only inserts, with the same defaults and hooks as the one that works
// them.
func insertOnly(rc *river.Config) *river.Config {
	return &river.Config{
		MaxAttempts: rc.MaxAttempts,
		Hooks:       rc.Hooks,
		Logger:      rc.Logger,
		TestOnly:    rc.TestOnly,
	}
}

// migrateLocked migrates under migrateLockKey, held by one pooled connection.
func migrateLocked(ctx context.Context, pool *pgxpool.Pool, driver *riverpgxv5.Driver, cfg Config) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("jobs: connect: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", int64(migrateLockKey)); err != nil {
		return fmt.Errorf("jobs: lock for migration: %w", err)
	}
	defer func() {
		_, _ = conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", int64(migrateLockKey))
	}()
	return migrate(ctx, driver, cfg)
}

// migrate applies River's pending migrations; none pending is a no-op.
func migrate[TTx any](ctx context.Context, driver riverdriver.Driver[TTx], cfg Config) error {
	m, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: cfg.Logger})
	if err != nil {
		return fmt.Errorf("jobs: migrate: %w", err)
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("jobs: migrate: %w", err)
	}
	return nil
}
