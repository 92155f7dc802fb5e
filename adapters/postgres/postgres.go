// Package postgres opens a Roadcase database on PostgreSQL: one pgx pool
// (github.com/jackc/pgx/v5), which Bun's pgdialect uses through database/sql
// (pgx's stdlib) and River uses directly. The stores themselves live in
// adapters/sql; pgtest gives tests a fresh database.
package postgres

import (
	"context"
	stdsql "database/sql"
	"database/sql/driver"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"github.com/roadcase/roadcase/adapters/sql"
)

// Pool is the pgx pool beneath a database Open returned, for River.
type Pool struct {
	*pgxpool.Pool
	// ReadTimeout is how long a connection waits for a server that says
	// nothing (zero: no bound); River's listener needs longer than 5 s.
	ReadTimeout time.Duration
}

// Open connects to the PostgreSQL database dsn names
// (postgres://user@host:5432/name?sslmode=disable) and returns it ready for
// Migrate. It is OpenPool without the pool; closing the database closes the
// pool.
func Open(dsn string) (*sql.DB, error) {
	db, _, err := OpenPool(dsn)
	return db, err
}

// OpenPool connects to the PostgreSQL database dsn names and returns it with
// the pgx pool it runs on, which River shares. It fails when the DSN is
// malformed; a server that does not answer is reported later, by Ping or by
// the first query, so that a service can start before its database. Closing
// the database closes the pool.
//
// Every call is bounded. The DSN's parameters set the client's bounds (see
// translateDSN): connect_timeout (default 5 s), read_timeout (how long the
// client waits for a server that says nothing, default 10 s; each read also
// ends at the context's deadline) and write_timeout (default 5 s). The DSN may
// also set the sessionSettings statement_timeout and lock_timeout, which the
// server enforces; with statement_timeout and no read_timeout, the read
// timeout is statement_timeout plus a second. Connections send TCP keepalive
// probes, and on Linux give up on data left unacknowledged for 20 s (see
// dialer).
//
// When a call's context ends, pgx ends the wait and closes the connection,
// which the pool then drops: a connection never goes back to the pool out of
// step with the protocol. statement_timeout ends the server's work.
func OpenPool(dsn string) (*sql.DB, *Pool, error) {
	rest, b, err := translateDSN(dsn)
	if err != nil {
		return nil, nil, err
	}
	cfg, err := pgxpool.ParseConfig(rest)
	if err != nil {
		return nil, nil, fmt.Errorf("postgres: invalid DSN: %w", err)
	}
	cfg.ConnConfig.ConnectTimeout = b.connect
	cfg.ConnConfig.DialFunc = dialer(b)
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg) // connects lazily
	if err != nil {
		return nil, nil, fmt.Errorf("postgres: %w", err)
	}
	sqldb := stdsql.OpenDB(poolConnector{Connector: stdlib.GetPoolConnector(pool), pool: pool})
	// database/sql keeps the connections it takes from the pool, so that a
	// statement it prepared on one stays prepared, and leaves River a share.
	n := bunConns(cfg.MaxConns)
	sqldb.SetMaxOpenConns(n)
	sqldb.SetMaxIdleConns(n)
	sqldb.SetConnMaxIdleTime(cfg.MaxConnIdleTime)
	sqldb.SetConnMaxLifetime(cfg.MaxConnLifetime)
	db := sql.New(bun.NewDB(sqldb, pgdialect.New()))
	db.SetPing(pool.Ping)
	return db, &Pool{Pool: pool, ReadTimeout: b.read}, nil
}

// bunConns is how many of the pool's max connections database/sql may hold:
// three quarters, so that River's producer, completer and leader always find
// one.
func bunConns(size int32) int {
	return int(max(1, size*3/4))
}

// poolConnector is pgx's database/sql connector on the pool; closing the
// database/sql handle closes the pool too.
type poolConnector struct {
	driver.Connector
	pool *pgxpool.Pool
}

// Close closes the pool, once database/sql has closed its connections.
func (c poolConnector) Close() error {
	c.pool.Close()
	return nil
}
