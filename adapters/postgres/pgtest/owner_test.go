package pgtest

import (
	"context"
	"encoding/binary"
	"testing"
	"time"

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
	exists := func(n string) bool {
		var exists bool
		if err := admin.Bun().QueryRowContext(ctx,
			"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = ?)", n).Scan(&exists); err != nil {
			t.Fatal(err)
		}
		return exists
	}
	// This binary's own prune, in the background, may have taken the orphan's
	// lock first (pruneOrphans then leaves it to it): wait for its drop.
	for deadline := time.Now().Add(5 * time.Minute); exists(orphan) && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond) // polling the condition, not a fixed wait
	}
	if exists(orphan) {
		t.Errorf("database %s of a binary that ended is still there", orphan)
	}
	if !exists(kept) {
		t.Errorf("database %s of a running binary was dropped", kept)
	}
}
