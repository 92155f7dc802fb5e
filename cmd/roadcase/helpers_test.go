package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
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
	return roadcaseWith(t, []string{"ROADCASE_DB=" + dsn}, args...)
}

// roadcaseWith runs the command line in-process with env ("NAME=value") laid
// over the process's environment, which it leaves as it is: tests that set a
// variable this way can run in parallel, as t.Setenv's cannot.
func roadcaseWith(t *testing.T, env []string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := runIn(context.Background(), getenvWith(env...), args, strings.NewReader(""), &out, &errb)
	return result{code: code, stdout: out.String(), stderr: errb.String()}
}

// getenvWith returns a getenv reading the process's environment with env
// ("NAME=value") laid over it, the last of a name winning; "NAME=" sets it
// empty.
func getenvWith(env ...string) func(string) string {
	over := map[string]string{}
	for _, kv := range env {
		name, value, _ := strings.Cut(kv, "=")
		over[name] = value
	}
	return func(name string) string {
		if v, ok := over[name]; ok {
			return v
		}
		return os.Getenv(name)
	}
}

// loadConfigWith loads the configuration as run does, from the process's
// environment with env ("NAME=value") laid over it, and fails the test on a
// mistake.
func loadConfigWith(t *testing.T, env ...string) config.Config {
	t.Helper()
	cfg, err := config.Load(getenvWith(env...))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
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

// seededDSN returns the path of a fresh SQLite file holding the demo as
// `roadcase seed demo` leaves it on a migrated database: a copy of one seeded
// once per test binary, for tests that start from the demo and are not about
// seeding it (seeding takes seconds, mostly waiting for the disk; a copy
// milliseconds).
var seededDSN = sqlitetest.Seeded(seedDemo)

// seededPostgresDSN is seededDSN on PostgreSQL: the DSN of a fresh database
// cloned from one seeded once per test binary (pgtest.Seeded). It skips the
// test without a test database, as pgtest.DSN does.
var seededPostgresDSN = pgtest.Seeded(seedDemo)

// seedDemo runs `roadcase seed demo` on the migrated database dsn names.
func seedDemo(dsn string) error {
	var out, errb bytes.Buffer
	getenv := getenvWith("ROADCASE_DB=" + dsn)
	if code := runIn(context.Background(), getenv, []string{"seed", "demo"}, strings.NewReader(""), &out, &errb); code != 0 {
		return fmt.Errorf("roadcase seed demo exited %d:\n%s", code, errb.String())
	}
	return nil
}

// migratedDSN returns the path of a fresh, migrated SQLite file in the test's
// temporary directory: a copy of the database sqlitetest migrates once per
// test binary, for tests that are not about migrating.
func migratedDSN(t *testing.T) string {
	t.Helper()
	return sqlitetest.Path(t)
}
