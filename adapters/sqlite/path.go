package sqlite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// FilePath reads the database location an operator wrote: a plain file path
// ("./roadcase.db", "/data/roadcase.db") or the same as a URL ("sqlite:///data/
// roadcase.db", "sqlite:roadcase.db", "file:/data/roadcase.db"), and returns the
// file path. Any other URL scheme is refused by name rather than taken for a
// file called "mysql:" in the current directory.
func FilePath(location string) (string, error) {
	for _, prefix := range []string{"sqlite://", "sqlite:", "file://", "file:"} {
		if rest, ok := strings.CutPrefix(location, prefix); ok {
			location = rest
			break
		}
	}
	if scheme, _, ok := strings.Cut(location, "://"); ok && !strings.ContainsAny(scheme, `/\.`) {
		return "", fmt.Errorf("sqlite: %q is not a database location Roadcase reads: use a postgres:// URL or an SQLite file path", scheme+"://")
	}
	if i := strings.IndexByte(location, '?'); i >= 0 {
		location = location[:i]
	}
	if location == "" || location == ":memory:" {
		return "", errors.New("sqlite: a database file path is required")
	}
	return location, nil
}

// checkWritable tells, before SQLite's own "out of memory (14)" or "unable to open
// database file" can, why the database at path cannot be opened: its directory
// cannot be created or written by this user, or the path is a directory.
func checkWritable(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("sqlite: cannot create the database directory %s: %w", dir, err)
	}
	if fi, err := os.Stat(path); err == nil {
		if fi.IsDir() {
			return fmt.Errorf("sqlite: %s is a directory, not a database file", path)
		}
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		if err != nil {
			return fmt.Errorf("sqlite: cannot open %s for writing as uid %d: %w", path, os.Geteuid(), err)
		}
		return f.Close()
	}
	// SQLite also writes its -wal and -shm files beside the database.
	f, err := os.CreateTemp(dir, ".roadcase-write-check-*")
	if err != nil {
		return fmt.Errorf("sqlite: the directory %s is not writable by uid %d, so the database cannot be created there: %w", dir, os.Geteuid(), err)
	}
	name := f.Name()
	_ = f.Close()
	return os.Remove(name)
}
