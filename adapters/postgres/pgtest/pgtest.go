// Package pgtest gives tests a fresh, migrated PostgreSQL database of their own.
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
	"fmt"
	"net/url"
	"os"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/sql"
)

// The environment variables Open reads.
const (
	EnvURL     = "ROADCASE_TEST_DATABASE_URL"
	EnvRequire = "ROADCASE_REQUIRE_POSTGRES"
)

// Open creates a fresh database (see DSN), opens and migrates it. Every test gets its
// own database, so tests may run in parallel and nothing outlives a run.
func Open(t testing.TB) *sql.DB {
	t.Helper()
	db, err := postgres.Open(DSN(t))
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("pgtest: migrate: %v", err)
	}
	return db
}

// DSN creates an empty database with a random name (rc_test_<hex>) through the
// administrative connection and returns its DSN; the database is dropped when the
// test ends (terminating any connection left open). Tests of the command line use it
// to run the binary against a database of their own.
func DSN(t testing.TB) string {
	t.Helper()
	adminURL := os.Getenv(EnvURL)
	if adminURL == "" {
		if os.Getenv(EnvRequire) == "1" {
			t.Fatalf("pgtest: %s=1 but %s is not set", EnvRequire, EnvURL)
		}
		t.Skipf("pgtest: %s is not set", EnvURL)
	}
	admin, err := postgres.Open(adminURL)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	defer admin.Close()

	name := "rc_test_" + randomHex()
	if _, err := admin.Bun().ExecContext(context.Background(), "CREATE DATABASE "+name); err != nil {
		t.Fatalf("pgtest: create database %s: %v", name, err)
	}
	t.Cleanup(func() { drop(t, adminURL, name) })

	dsn, err := withDatabase(adminURL, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	return dsn
}

func drop(t testing.TB, adminURL, name string) {
	admin, err := postgres.Open(adminURL)
	if err != nil {
		t.Errorf("pgtest: drop %s: %v", name, err)
		return
	}
	defer admin.Close()
	if _, err := admin.Bun().ExecContext(context.Background(),
		"DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		t.Errorf("pgtest: drop %s: %v", name, err)
	}
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

func randomHex() string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("pgtest: crypto/rand failed: " + err.Error())
	}
	return hex.EncodeToString(b[:])
}
