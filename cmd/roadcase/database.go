package main

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/roadcase/roadcase/adapters/sqlite"
)

// The backends a database location can name.
const (
	backendSQLite   = "sqlite"
	backendPostgres = "postgres"
)

// Database is where a command's records live, as an operator should see it.
type Database struct {
	Backend string
	// Path is an SQLite database's absolute file path; empty for PostgreSQL.
	Path string
	// Display is the location for logs: the file path, or the PostgreSQL URL without
	// its password.
	Display string
	// Default is true when no ROADCASE_DB or --db was given.
	Default bool
}

// defaultDatabasePath is the SQLite file used when none is configured: one fixed
// place per user (dataHome/roadcase/roadcase.db for an absolute dataHome, the
// configured XDG_DATA_HOME, else ~/.local/share/roadcase/roadcase.db), so that
// every command finds the same database whatever directory it runs in.
func defaultDatabasePath(dataHome string) (string, error) {
	if d := dataHome; filepath.IsAbs(d) {
		return filepath.Join(d, "roadcase", "roadcase.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", usageError("no database configured and no home directory to keep one in: set ROADCASE_DB or --db")
	}
	return filepath.Join(home, ".local", "share", "roadcase", "roadcase.db"), nil
}

// isPostgresDSN reports whether dsn names a PostgreSQL database rather than an
// SQLite file.
func isPostgresDSN(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// locateDatabase reads a configured location, the default one under dataHome
// when it is empty. An SQLite file that does not exist
// is an error unless mayCreate: commands that read or change records must not
// start a new, empty database because they ran in another directory or the
// location has a typo.
func locateDatabase(location, dataHome string, mayCreate bool) (*Database, error) {
	if isPostgresDSN(location) {
		u, err := url.Parse(location)
		if err != nil {
			return nil, fmt.Errorf("ROADCASE_DB is not a valid PostgreSQL URL: %w", errors.Unwrap(err))
		}
		return &Database{Backend: backendPostgres, Display: u.Redacted()}, nil
	}
	db := &Database{Backend: backendSQLite}
	if location == "" {
		p, err := defaultDatabasePath(dataHome)
		if err != nil {
			return nil, err
		}
		location, db.Default = p, true
	}
	p, err := sqlite.FilePath(location)
	if err != nil {
		return nil, err
	}
	if db.Path, err = filepath.Abs(p); err != nil {
		return nil, err
	}
	db.Display = db.Path
	if _, err := os.Stat(db.Path); errors.Is(err, fs.ErrNotExist) && !mayCreate {
		return nil, fmt.Errorf("no database at %s: create it with `roadcase migrate` (or serve, seed, import), "+
			"or point ROADCASE_DB or --db at the one you use", db.Path)
	}
	return db, nil
}

// logAttrs describes the database for the start-up log line.
func (d *Database) logAttrs() []any {
	attrs := []any{"backend", d.Backend, "location", d.Display}
	if d.Default {
		attrs = append(attrs, "default", true)
	}
	return attrs
}
