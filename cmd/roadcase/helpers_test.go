package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
)

// result is what one run of the command line produced.
type result struct {
	code           int
	stdout, stderr string
}

// roadcase runs the command line in-process against the database dsn names
// (ROADCASE_DB, the rest of the environment the process's).
func roadcase(t *testing.T, dsn string, args ...string) result {
	t.Helper()
	getenv := func(name string) string {
		if name == "ROADCASE_DB" {
			return dsn
		}
		return os.Getenv(name)
	}
	var out, errb bytes.Buffer
	code := runIn(context.Background(), getenv, args, strings.NewReader(""), &out, &errb)
	return result{code: code, stdout: out.String(), stderr: errb.String()}
}

// mustRun runs the command line and fails the test unless it exits 0.
func mustRun(t *testing.T, dsn string, args ...string) result {
	t.Helper()
	r := roadcase(t, dsn, args...)
	if r.code != 0 {
		t.Fatalf("roadcase %s exited %d:\n%s", strings.Join(args, " "), r.code, r.stderr)
	}
	return r
}

// sqliteDSN returns a fresh SQLite file path in the test's temporary directory.
func sqliteDSN(t *testing.T) string {
	t.Helper()
	return filepath.Join(t.TempDir(), "roadcase.db")
}

// migratedDSN returns the path of a fresh, migrated SQLite file in the test's
// temporary directory: a copy of the database sqlitetest migrates once per
// test binary, for tests that are not about migrating.
func migratedDSN(t *testing.T) string {
	t.Helper()
	return sqlitetest.Path(t)
}
