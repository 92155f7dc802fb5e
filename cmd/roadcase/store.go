package main

import (
	"context"
	"strings"

	"github.com/roadcase/roadcase/adapters/postgres"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/ports"
)

// stores is every store port over one database, plus what owns the connection.
type stores struct {
	db       *rcsql.DB
	backend  string // "postgres" or "sqlite", for logs
	identity ports.IdentityStore
	records  ports.RecordStore
	tx       ports.TxRunner
}

// isPostgresDSN reports whether dsn names a PostgreSQL database rather than an
// SQLite file path.
func isPostgresDSN(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// openStores opens the database dsn names, applies pending migrations and builds the
// stores on it. The caller closes the returned stores.
func openStores(ctx context.Context, dsn string) (*stores, error) {
	var (
		db      *rcsql.DB
		err     error
		backend = "sqlite"
	)
	if isPostgresDSN(dsn) {
		backend = "postgres"
		db, err = postgres.Open(dsn)
	} else {
		db, err = sqlite.Open(dsn)
	}
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return &stores{
		db:       db,
		backend:  backend,
		identity: rcsql.NewIdentityStore(db),
		records:  rcsql.NewRecordStore(db),
		tx:       db,
	}, nil
}

// Close releases the database connection.
func (s *stores) Close() error { return s.db.Close() }
