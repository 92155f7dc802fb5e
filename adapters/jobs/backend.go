package jobs

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
)

// openSQLite runs River on the caller's SQLite pool, in the application's file.
func (q *Queue) openSQLite(ctx context.Context, rc *river.Config) error {
	driver := riversqlite.New(q.cfg.SQLite)
	if err := migrate(ctx, driver, q.cfg); err != nil {
		return err
	}
	client, err := river.NewClient(driver, rc)
	if err != nil {
		return fmt.Errorf("jobs: %w", err)
	}
	q.client, q.exec, q.close = client, driver.GetExecutor(), func() {}
	return nil
}

// migrateLockKey is the PostgreSQL advisory lock under which Open migrates
// River's tables, so that replicas starting together migrate one at a time
// (rivermigrate itself takes no lock).
const migrateLockKey = 7_243_610_224_013

// openPostgres runs River on a pgx pool of its own on the application's
// database.
func (q *Queue) openPostgres(ctx context.Context, rc *river.Config) error {
	pcfg, err := pgxConfig(q.cfg.PostgresDSN)
	if err != nil {
		return err
	}
	pool, err := pgxpool.NewWithConfig(ctx, pcfg)
	if err != nil {
		return fmt.Errorf("jobs: connect: %w", err)
	}
	driver := riverpgxv5.New(pool)
	if err := migrateLocked(ctx, pool, driver, q.cfg); err != nil {
		pool.Close()
		return err
	}
	client, err := river.NewClient(driver, rc)
	if err != nil {
		pool.Close()
		return fmt.Errorf("jobs: %w", err)
	}
	q.client, q.exec, q.close = client, driver.GetExecutor(), pool.Close
	return nil
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

// pgxConfig reads the application's PostgreSQL URL for pgx. Bun's driver reads
// parameters pgx does not know and would send to the server as settings
// (timeout, dial_timeout, read_timeout, write_timeout): they are dropped. Bun
// writes connect_timeout as a duration ("5s"), pgx as seconds.
func pgxConfig(dsn string) (*pgxpool.Config, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, fmt.Errorf("jobs: invalid PostgreSQL URL: %w", err)
	}
	qs := u.Query()
	for _, k := range []string{"timeout", "dial_timeout", "read_timeout", "write_timeout"} {
		qs.Del(k)
	}
	if v := qs.Get("connect_timeout"); v != "" {
		if d, err := time.ParseDuration(v); err == nil {
			qs.Set("connect_timeout", strconv.Itoa(max(1, int(d.Seconds()))))
		}
	}
	if !qs.Has("pool_max_conns") {
		// River holds one connection to listen and uses a few for fetching,
		// completing and leading; inserts come from the application's requests.
		qs.Set("pool_max_conns", "10")
	}
	u.RawQuery = qs.Encode()
	cfg, err := pgxpool.ParseConfig(u.String())
	if err != nil {
		return nil, fmt.Errorf("jobs: invalid PostgreSQL URL: %w", err)
	}
	return cfg, nil
}
