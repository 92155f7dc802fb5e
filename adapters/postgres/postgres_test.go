package postgres_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestOpenRefusesAMalformedDSN(t *testing.T) {
	t.Parallel()
	if _, err := postgres.Open("postgres://u@h:5432/db?sslmode=sometimes"); err == nil {
		t.Error("Open accepted an unknown sslmode")
	}
}

func TestPingReportsAnUnreachableServerAsUnavailable(t *testing.T) {
	t.Parallel()
	// Port 1 on loopback refuses connections at once.
	db, err := postgres.Open("postgres://postgres@127.0.0.1:1/none?sslmode=disable")
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	}()
	if err := db.Ping(context.Background()); !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("Ping() = %v, want KindUnavailable", err)
	}
}

func TestMigrateTwiceIsANoOp(t *testing.T) {
	t.Parallel()
	db := pgtest.Open(t) // already migrated once
	if d := db.Dialect(); d != sql.DialectPostgres {
		t.Errorf("Dialect() = %q, want %q", d, sql.DialectPostgres)
	}
	ctx := context.Background()
	before := count(t, db)
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	if after := count(t, db); after != before || before == 0 {
		t.Errorf("migrations recorded: %d before, %d after the second run", before, after)
	}
	if err := db.Ping(ctx); err != nil {
		t.Errorf("Ping() = %v", err)
	}
}

func count(t *testing.T, db *sql.DB) int64 {
	t.Helper()
	n, err := db.Bun().NewSelect().Table("bun_migrations").Count(context.Background())
	if err != nil {
		t.Fatalf("count bun_migrations: %v", err)
	}
	return n
}
