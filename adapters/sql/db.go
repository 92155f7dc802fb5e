package sql

import (
	"context"
	"sync/atomic"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// Dialect names an SQL dialect Roadcase runs on.
type Dialect string

// The supported dialects.
const (
	DialectPostgres Dialect = "postgres"
	DialectSQLite   Dialect = "sqlite"
)

// DB is a Roadcase database: a Bun handle plus the dialect it speaks. It runs
// transactions (ports.TxRunner), answers health checks (ports.Pinger) and applies
// the migrations. The stores of this package are built on one DB.
type DB struct {
	bun     *bun.DB
	dialect Dialect
	stmts   statements
	ping    func(context.Context) error // replaces bun's PingContext when set
	hook    bun.QueryHook               // sees the prepared statements too; see WithQueryHook
	// optimized is when one-record writes last refreshed SQLite's statistics
	// (Unix nanoseconds), shared by the copies WithQueryHook makes.
	optimized *atomic.Int64
	// progress is the progress import jobs report on SQLite (see
	// ImportStore.ReportProgress), shared by the copies WithQueryHook makes.
	progress *progressTable
}

var (
	_ ports.TxRunner = (*DB)(nil)
	_ ports.Pinger   = (*DB)(nil)
)

// New wraps an open Bun database. The dialect is read from db; only PostgreSQL and
// SQLite are supported, anything else is treated as PostgreSQL-like SQL.
func New(db *bun.DB) *DB {
	d := DialectPostgres
	if db.Dialect().Name() == dialect.SQLite {
		d = DialectSQLite
	}
	return &DB{bun: db, dialect: d, optimized: new(atomic.Int64), progress: &progressTable{}}
}

// Bun returns the underlying Bun database, for migrations and tests.
func (db *DB) Bun() *bun.DB { return db.bun }

// Dialect returns the dialect db speaks.
func (db *DB) Dialect() Dialect { return db.dialect }

// SetPing replaces how Ping asks the database, for an adapter whose pool
// answers more directly than database/sql's (which, on a connection that
// fails, tries again on another one, and again).
func (db *DB) SetPing(ping func(context.Context) error) { db.ping = ping }

// Ping checks that the database answers. KindUnavailable when it does not.
func (db *DB) Ping(ctx context.Context) error {
	ping := db.bun.PingContext
	if db.ping != nil {
		ping = db.ping
	}
	if err := ping(ctx); err != nil {
		return kernel.Unavailable("database unavailable", err)
	}
	return nil
}

// Close closes the prepared statements and every connection of the pool.
func (db *DB) Close() error {
	db.stmts.close()
	return db.bun.Close()
}
