// Package postgres opens a Roadcase database on PostgreSQL through Bun's pgdriver and
// pgdialect. The stores themselves live in adapters/sql; pgtest gives tests a fresh
// database.
package postgres

import (
	"context"
	stdsql "database/sql"
	"database/sql/driver"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/roadcase/roadcase/adapters/sql"
)

// Open connects to the PostgreSQL database dsn names
// (postgres://user@host:5432/name?sslmode=disable) and returns it ready for Migrate.
// It fails when the DSN is malformed; a server that does not answer is reported
// later, by Ping or by the first query, so that a service can start before its
// database.
//
// Every call is bounded. The driver's own parameters set the client's bounds:
// connect_timeout (default 5 s), read_timeout (how long the client waits for a
// server that says nothing, default 10 s; each read also ends at the context's
// deadline) and write_timeout (default 5 s). The DSN may also set the
// sessionSettings statement_timeout and lock_timeout, which the server
// enforces; with statement_timeout and no read_timeout, the read timeout is
// statement_timeout plus a second. Connections send TCP keepalive probes, and
// on Linux give up on data left unacknowledged for 20 s (see dialer).
//
// The driver does not cancel a statement when its context is cancelled: a
// context's deadline ends the wait (the connection is then dropped), and
// statement_timeout ends the server's work.
func Open(dsn string) (db *sql.DB, err error) {
	rest, b, err := splitBounds(dsn)
	if err != nil {
		return nil, err
	}
	c, err := newConnector(rest)
	if err != nil {
		return nil, err
	}
	conf := c.Config()
	conf.Dialer = dialer(&conf.DialTimeout)
	if b.readTimeout > 0 {
		conf.ReadTimeout = b.readTimeout
	}
	sqldb := stdsql.OpenDB(connector{Connector: c, setup: b.setup})
	return sql.New(bun.NewDB(sqldb, pgdialect.New())), nil
}

// newConnector parses dsn; pgdriver.WithDSN panics on a malformed one.
func newConnector(dsn string) (c *pgdriver.Connector, err error) {
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("postgres: invalid DSN: %v", r)
		}
	}()
	return pgdriver.NewConnector(pgdriver.WithDSN(dsn)), nil
}

// connector is the driver's connector, which also applies the session settings
// to every connection it opens, in one round trip.
type connector struct {
	*pgdriver.Connector
	setup string
}

// Connect opens a connection and applies the session settings.
func (c connector) Connect(ctx context.Context) (driver.Conn, error) {
	cn, err := c.Connector.Connect(ctx)
	if err != nil || c.setup == "" {
		return cn, err
	}
	if _, err := cn.(driver.ExecerContext).ExecContext(ctx, c.setup, nil); err != nil {
		_ = cn.Close()
		return nil, err
	}
	return cn, nil
}
