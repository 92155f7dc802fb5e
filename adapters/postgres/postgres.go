// Package postgres opens a Roadcase database on PostgreSQL through Bun's pgdriver and
// pgdialect. The stores themselves live in adapters/sql; pgtest gives tests a fresh
// database.
package postgres

import (
	stdsql "database/sql"
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
func Open(dsn string) (db *sql.DB, err error) {
	connector, err := newConnector(dsn)
	if err != nil {
		return nil, err
	}
	sqldb := stdsql.OpenDB(connector)
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
