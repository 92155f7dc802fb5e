// Package pgtest gives tests a fresh, migrated PostgreSQL database of their own.
//
// Creating and migrating a database takes about 0.25 s; cloning a migrated one takes
// about 0.1 s and spends none of the migrations' work again. So the first Open of a
// test binary makes sure a template database
// rc_tmpl_<fingerprint> exists, migrated once for the registered migrations (the
// fingerprint hashes their names and statements), and every Open clones it with
// CREATE DATABASE … TEMPLATE. An advisory lock makes concurrent test binaries build a
// template once; templates of other migration sets that no running binary uses are
// dropped. Dropping a database is the slow part on PostgreSQL 15 (a forced checkpoint
// each, which flushes every file written on the server since the last), so no test
// waits for one: each test binary holds an advisory lock for as long as it runs and
// names its databases after it, leaves them when it ends, and the next binary to
// start drops those of binaries that have ended, beside its own tests (prune).
//
// ROADCASE_TEST_DATABASE_URL names an administrative database on the test server,
// e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable. Without it, tests that
// call Open are skipped, unless ROADCASE_REQUIRE_POSTGRES=1, in which case they fail:
// CI sets both so that a missing database can never pass silently.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/testenv"
)

// The environment variables Open reads.
const (
	EnvURL     = "ROADCASE_TEST_DATABASE_URL"
	EnvRequire = "ROADCASE_REQUIRE_POSTGRES"
)

// Open creates a fresh, migrated database, a copy of the template, and opens it.
// Every test gets its own database, so tests may run in parallel and nothing
// outlives a run.
func Open(t testing.TB) *sql.DB {
	t.Helper()
	db, err := postgres.Open(MigratedDSN(t))
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// MigratedDSN creates a fresh, migrated database, a copy of the template as
// Open's, and returns its DSN, for tests that open it themselves (the command
// line's, through ROADCASE_DB or --db).
func MigratedDSN(t testing.TB) string {
	t.Helper()
	adminURL := adminURL(t)
	tmpl, err := templateDatabase(adminURL)
	if err != nil {
		t.Fatalf("pgtest: template: %v", err)
	}
	return create(t, adminURL, "TEMPLATE "+tmpl)
}

// DSN creates an empty, unmigrated database through the administrative connection
// and returns its DSN. Tests of the command line use it to run the binary, migrations
// included, against a database of their own.
func DSN(t testing.TB) string {
	t.Helper()
	return create(t, adminURL(t), "")
}

// adminURL returns the administrative DSN, or skips (fails, if it is required) the
// test without one.
func adminURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv(EnvURL)
	if u == "" {
		testenv.Missing(t, EnvRequire, "pgtest: %s is not set", EnvURL)
	}
	return u
}

// create makes a database with a fresh name (rc_test_<owner>_<random>), with options
// appended to CREATE DATABASE, and returns its DSN. The database outlives the test:
// the next binary to start after this one has ended drops it (prune).
func create(t testing.TB, adminURL, options string) string {
	t.Helper()
	key, err := ownerKey(adminURL)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	admin, err := postgres.Open(adminURL)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	defer func() {
		if err := admin.Close(); err != nil {
			t.Errorf("pgtest: close the administrative database: %v", err)
		}
	}()

	name := testDatabaseName(key)
	if _, err := admin.Bun().ExecContext(context.Background(), "CREATE DATABASE "+name+" "+options); err != nil {
		t.Fatalf("pgtest: create database %s: %v", name, err)
	}
	dsn, err := withDatabase(adminURL, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	return dsn
}

// dropTimeout bounds a DROP DATABASE, which on PostgreSQL 15 waits for a forced
// checkpoint: on a busy server that takes longer than the driver's default 10 s.
const dropTimeout = "120s"

// dropNow drops database name through a connection of its own.
func dropNow(adminURL, name string) error {
	admin, err := openDropper(adminURL)
	if err != nil {
		return fmt.Errorf("drop %s: %w", name, err)
	}
	err = dropDatabase(context.Background(), admin, name)
	if cerr := admin.Close(); cerr != nil {
		err = errors.Join(err, fmt.Errorf("drop %s: close: %w", name, cerr))
	}
	return err
}

// openDropper opens the administrative database with a read timeout long enough
// for DROP DATABASE.
func openDropper(adminURL string) (*sql.DB, error) {
	u, err := url.Parse(adminURL)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", EnvURL, err)
	}
	q := u.Query()
	q.Set("read_timeout", dropTimeout)
	u.RawQuery = q.Encode()
	return postgres.Open(u.String())
}

// dropDatabase drops database name, terminating any connection left open to it.
func dropDatabase(ctx context.Context, admin *sql.DB, name string) error {
	if _, err := admin.Bun().ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop %s: %w", name, err)
	}
	return nil
}

// withDatabase returns dsn pointing at database name instead of its own.
func withDatabase(dsn, name string) (string, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return "", fmt.Errorf("parse %s: %w", EnvURL, err)
	}
	u.Path = "/" + name
	return u.String(), nil
}

func randomHex() string { return hex.EncodeToString(randomBytes(8)) }

func randomBytes(n int) []byte {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("pgtest: crypto/rand failed: " + err.Error())
	}
	return b
}
