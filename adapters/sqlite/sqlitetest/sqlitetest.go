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
	path := filepath.Join(t.TempDir(), "roadcase.db")
	if err := os.WriteFile(path, image, 0o600); err != nil {
		t.Fatalf("sqlitetest: %v", err)
	}
	return path
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
