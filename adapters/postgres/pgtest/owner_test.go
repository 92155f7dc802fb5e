package pgtest

import (
	"context"
	"encoding/binary"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
)

func TestOwnerOfReadsTheKeyInATestDatabasesName(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		key  uint32
		ok   bool
	}{
		{testDatabaseName(0xdeadbeef), 0xdeadbeef, true},
		{"rc_test_0000002a_0123456789abcdef", 42, true},
		{"rc_test_0123456789abcdef", 0, false}, // made before owners: left alone
		{"rc_test_xyzxyzxy_0123", 0, false},    // not hex
		{"rc_tmpl_80b3d9afbf306e3e", 0, false}, // a template
		{"rc_test_0000002a", 0, false},         // no random part
		{"other_test_0000002a_0123", 0, false}, // not ours
	}
	for _, tt := range tests {
		key, ok := ownerOf(tt.name)
		if key != tt.key || ok != tt.ok {
			t.Errorf("ownerOf(%q) = %x, %v; want %x, %v", tt.name, key, ok, tt.key, tt.ok)
		}
	}
}

func TestTheDatabasesOfABinaryThatEndedAreDroppedAndThoseOfARunningOneKept(t *testing.T) {
	t.Parallel()
	adminURL := adminURL(t)
	ctx := context.Background()
	if _, err := ownerKey(adminURL); err != nil {
		t.Fatal(err)
	}
	owner.pruning.Wait() // this binary's own prune, which could take the orphan first
	admin, err := postgres.Open(adminURL)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := admin.Close(); err != nil {
			t.Error(err)
		}
	}()

	// Two other binaries, told apart by their keys: one running (its lock held by a
	// session of its own), one gone (nobody holds its lock).
	running, gone := binary.BigEndian.Uint32(randomBytes(4)), binary.BigEndian.Uint32(randomBytes(4))
	alive, err := admin.Bun().DB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer alive.Close()
	if _, err := alive.ExecContext(ctx, "SELECT pg_advisory_lock($1, $2)", ownerClass, int32(running)); err != nil {
		t.Fatal(err)
	}
	// Both are left, should the test fail, to the next binary's prune: kept's
	// owner lock ends with alive.
	kept, orphan := testDatabaseName(running), testDatabaseName(gone)
	for _, n := range []string{kept, orphan} {
		if _, err := admin.Bun().ExecContext(ctx, "CREATE DATABASE "+n); err != nil {
			t.Fatal(err)
		}
	}

	conn, err := admin.Bun().DB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := pruneOrphans(ctx, conn, adminURL, maxDropConcurrency); err != nil {
		t.Fatal(err)
	}
	for n, want := range map[string]bool{kept: true, orphan: false} {
		var exists bool
		if err := admin.Bun().QueryRowContext(ctx,
			"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = ?)", n).Scan(&exists); err != nil {
			t.Fatal(err)
		}
		if exists != want {
			t.Errorf("database %s exists = %v, want %v", n, exists, want)
		}
	}
}
