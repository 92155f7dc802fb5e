package pgtest

import (
	"context"
	stdsql "database/sql"
	"encoding/binary"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/roadcase/roadcase/adapters/postgres"
)

// testPrefix starts the name of every test database: rc_test_<owner>_<random>, where
// owner is the 8 hex digits of the creating binary's owner key.
const testPrefix = "rc_test_"

// ownerClass is the first half of the two-key advisory locks that mark a test
// binary as alive (pg_advisory_lock(ownerClass, owner)); the second half is the
// binary's owner key. Two-key locks never collide with the one-key locks of
// templates and builds.
const ownerClass = 0x52435447 // "RCTG"

// owner is this process's claim on the databases it creates: an advisory lock held
// by a session that lives as long as the process. A test binary does not drop its
// databases (see Open); the lock ends with it, however it ends, and the next binary
// to start drops what it left.
var owner = struct {
	once sync.Once
	key  uint32
	err  error
	conn *stdsql.Conn // kept open on purpose: it holds the lock
}{}

// ownerKey claims an owner key for this process, the first time, and starts
// dropping the databases of owners that are gone (prune).
func ownerKey(adminURL string) (uint32, error) {
	owner.once.Do(func() { owner.err = claimOwner(context.Background(), adminURL) })
	return owner.key, owner.err
}

// claimOwner sets owner.key and owner.conn, then starts dropping the databases of
// binaries that are gone (prune).
func claimOwner(ctx context.Context, adminURL string) error {
	admin, err := postgres.Open(adminURL)
	if err != nil {
		return err
	}
	conn, err := admin.Bun().DB.Conn(ctx)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	owner.conn = conn
	for {
		key := binary.BigEndian.Uint32(randomBytes(4))
		var got bool
		if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1, $2)",
			ownerClass, int32(key)).Scan(&got); err != nil {
			return fmt.Errorf("claim an owner key: %w", err)
		}
		if got { // else another live binary drew the same key: draw again
			owner.key = key
			prune(ctx, conn, adminURL)
			return nil
		}
	}
}

// maxLeftovers bounds the test databases left on the server for a later binary
// to drop (about 10 MB each, migrated): with more than that there, a binary
// drops those of ended binaries before its first test instead of beside them.
const maxLeftovers = 600

// pruneConcurrency is how many databases a binary drops at once beside its own
// tests (at most half the server's free connections, dropConcurrency): drops
// under way together share one checkpoint, and each checkpoint that must flush
// the whole server's files slows every test on it, so fewer rounds are better.
const pruneConcurrency = 32

// prune drops the databases of binaries that have ended, in the background, so
// that no test waits for it: on PostgreSQL 15 every DROP DATABASE waits for a
// checkpoint, which must flush every file written on the server since the last
// one (a migrated database is some 500 files), and under load that took
// minutes. A drop under way when the process exits is finished by the server;
// the rest are left to the next binary. Only when more than maxLeftovers test
// databases are on the server does prune wait for the drops, so that leftovers
// cannot fill it. Pruning is housekeeping: when it fails, the tests still run.
func prune(ctx context.Context, conn *stdsql.Conn, adminURL string) {
	report := func(err error) {
		if err != nil {
			fmt.Fprintf(os.Stderr, "pgtest: %v\n", err)
		}
	}
	var n int
	if err := conn.QueryRowContext(ctx,
		"SELECT count(*) FROM pg_database WHERE datname LIKE 'rc\\_test\\_%'").Scan(&n); err != nil {
		report(fmt.Errorf("count test databases: %w", err))
		return
	}
	if n > maxLeftovers {
		report(pruneOrphans(ctx, conn, adminURL, maxDropConcurrency))
		return
	}
	go func() { report(pruneOrphans(ctx, conn, adminURL, pruneConcurrency)) }()
}

// pruneOrphans drops the test databases whose owner holds no lock, that is, whose
// binary has ended, most at a time. It holds each orphan's owner lock while
// dropping, so that no new binary claims the key meanwhile. Databases whose names
// carry no owner key are left alone.
func pruneOrphans(ctx context.Context, conn *stdsql.Conn, adminURL string, most int) error {
	rows, err := conn.QueryContext(ctx,
		"SELECT datname FROM pg_database WHERE datname LIKE 'rc\\_test\\_%' ORDER BY datname")
	if err != nil {
		return fmt.Errorf("list test databases: %w", err)
	}
	byOwner := map[uint32][]string{}
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return fmt.Errorf("list test databases: %w", err)
		}
		if key, ok := ownerOf(n); ok && key != owner.key {
			byOwner[key] = append(byOwner[key], n)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list test databases: %w", err)
	}
	for key, names := range byOwner {
		var free bool
		if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1, $2)",
			ownerClass, int32(key)).Scan(&free); err != nil {
			return fmt.Errorf("prune test databases: %w", err)
		}
		if !free {
			continue // its binary is still running
		}
		errs := dropAll(ctx, adminURL, names, most)
		_, _ = conn.ExecContext(ctx, "SELECT pg_advisory_unlock($1, $2)", ownerClass, int32(key))
		if len(errs) > 0 {
			return fmt.Errorf("prune test databases: %w", errs[0])
		}
	}
	return nil
}

// ownerOf returns the owner key in a test database's name.
func ownerOf(name string) (uint32, bool) {
	rest, ok := strings.CutPrefix(name, testPrefix)
	hexKey, _, ok2 := strings.Cut(rest, "_")
	if !ok || !ok2 || len(hexKey) != 8 {
		return 0, false
	}
	n, err := strconv.ParseUint(hexKey, 16, 32)
	return uint32(n), err == nil
}

// testDatabaseName returns a fresh name for a database owned by key.
func testDatabaseName(key uint32) string {
	return fmt.Sprintf("%s%08x_%s", testPrefix, key, randomHex())
}
