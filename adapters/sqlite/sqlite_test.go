package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

func openTemp(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "nested", "dir", "roadcase.db"))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func TestOpenSetsThePragmasOnEveryConnection(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	ctx := context.Background()
	// Hold several connections at once so the pool has to open more than one.
	var conns []interface{ Close() error }
	for range 3 {
		conn, err := db.Bun().Conn(ctx)
		if err != nil {
			t.Fatalf("conn: %v", err)
		}
		conns = append(conns, conn)
		tests := []struct {
			pragma, want string
		}{
			{"journal_mode", "wal"},
			{"foreign_keys", "1"},
			{"busy_timeout", "5000"},
		}
		for _, tt := range tests {
			var got string
			if err := conn.QueryRowContext(ctx, "PRAGMA "+tt.pragma).Scan(&got); err != nil {
				t.Fatalf("PRAGMA %s: %v", tt.pragma, err)
			}
			if got != tt.want {
				t.Errorf("PRAGMA %s = %q, want %q", tt.pragma, got, tt.want)
			}
		}
	}
	for _, c := range conns {
		_ = c.Close()
	}
}

func TestOpenRefusesAnInMemoryDatabase(t *testing.T) {
	t.Parallel()
	for _, path := range []string{"", ":memory:"} {
		if _, err := sqlite.Open(path); err == nil {
			t.Errorf("Open(%q) succeeded, want an error", path)
		}
	}
}

func TestTheDialectIsSQLite(t *testing.T) {
	t.Parallel()
	if d := openTemp(t).Dialect(); d != sql.DialectSQLite {
		t.Errorf("Dialect() = %q, want %q", d, sql.DialectSQLite)
	}
}

func TestMigrateTwiceIsANoOp(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	ctx := context.Background()
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("first migrate: %v", err)
	}
	first := appliedMigrations(t, db)
	if len(first) == 0 {
		t.Fatal("no migration was recorded")
	}
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	if second := appliedMigrations(t, db); len(second) != len(first) {
		t.Errorf("second migrate recorded %d migrations, first %d", len(second), len(first))
	}
}

func appliedMigrations(t *testing.T, db *sql.DB) []string {
	t.Helper()
	var names []string
	if err := db.Bun().NewSelect().Table("bun_migrations").Column("name").
		Scan(context.Background(), &names); err != nil {
		t.Fatalf("read bun_migrations: %v", err)
	}
	return names
}
