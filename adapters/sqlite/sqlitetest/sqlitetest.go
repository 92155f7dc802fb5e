// Package sqlitetest gives tests a fresh, migrated SQLite database file of their
// own. Migrating a new file takes about a second (most of it waiting for the
// disk, a commit per migration); copying a migrated one takes milliseconds. So
// the first call of a test binary migrates a database once, keeps its bytes,
// and every call writes a copy of them into the test's temporary directory.
// The copy is the database every migration leaves, so a Migrate on it finds
// nothing to do.
package sqlitetest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

// migratedImage is the bytes of a database file with every migration applied,
// made once per test binary.
var migratedImage = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "sqlitetest-")
	if err != nil {
		return nil, err
	}
	defer func() { _ = os.RemoveAll(dir) }()
	path := filepath.Join(dir, "template.db")
	db, err := sqlite.Open(path)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(context.Background()); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	// Closing the last connection checkpoints the write-ahead log into the
	// file and removes it, so the file alone is the whole database.
	if err := db.Close(); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
})

// Path writes a fresh copy of the migrated database into t's temporary
// directory and returns its path, for tests that open it themselves (the
// command line's, through ROADCASE_DB or --db).
func Path(t testing.TB) string {
	t.Helper()
	image, err := migratedImage()
	if err != nil {
		t.Fatalf("sqlitetest: migrated template: %v", err)
	}
	return write(t, image)
}

// Open opens a fresh copy of the migrated database (see Path), closed when the
// test ends.
func Open(t testing.TB) *sql.DB {
	t.Helper()
	db, err := sqlite.Open(Path(t))
	if err != nil {
		t.Fatalf("sqlitetest: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// Seeded returns a function that gives each test a fresh copy of a database
// seed filled once per test binary, for tests that start from the same data
// (the demo, say) and would each spend seconds writing it: the first call
// copies the migrated database to a temporary file, runs seed on its path,
// and keeps the bytes; every call writes a copy of them into the test's
// temporary directory and returns its path. seed must close every
// connection it opened, so that the file alone is the whole database.
func Seeded(seed func(path string) error) func(testing.TB) string {
	image := sync.OnceValues(func() ([]byte, error) {
		migrated, err := migratedImage()
		if err != nil {
			return nil, fmt.Errorf("migrated template: %w", err)
		}
		dir, err := os.MkdirTemp("", "sqlitetest-seeded-")
		if err != nil {
			return nil, err
		}
		defer func() { _ = os.RemoveAll(dir) }()
		path := filepath.Join(dir, "seeded.db")
		if err := os.WriteFile(path, migrated, 0o600); err != nil {
			return nil, err
		}
		if err := seed(path); err != nil {
			return nil, fmt.Errorf("seed: %w", err)
		}
		if _, err := os.Stat(path + "-wal"); err == nil {
			return nil, fmt.Errorf("seed left %s-wal: a connection is still open", path)
		}
		return os.ReadFile(path)
	})
	return func(t testing.TB) string {
		t.Helper()
		b, err := image()
		if err != nil {
			t.Fatalf("sqlitetest: seeded template: %v", err)
		}
		return write(t, b)
	}
}

// write writes image into a new database file in t's temporary directory and
// returns its path.
func write(t testing.TB, image []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "roadcase.db")
	if err := os.WriteFile(path, image, 0o600); err != nil {
		t.Fatalf("sqlitetest: %v", err)
	}
	return path
}
