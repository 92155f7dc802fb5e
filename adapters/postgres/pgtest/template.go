package pgtest

import (
	"context"
	stdsql "database/sql"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/roadcase/roadcase/adapters/postgres"
)

// templatePrefix names the migrated template databases: rc_tmpl_<fingerprint>.
const templatePrefix = "rc_tmpl_"

// buildLockKey is the PostgreSQL advisory lock under which a test binary looks for,
// builds and prunes templates, so that test binaries started together (go test runs
// packages in parallel) build each template once and never drop one mid-build.
const buildLockKey = 7_243_610_224_002

// template is this process's template database, resolved once.
var template = struct {
	once sync.Once
	name string
	err  error
	// conn holds, for the life of the process, a shared advisory lock on the
	// template's key: another binary prunes a template only if it can take that
	// lock exclusively, that is, only when no running binary clones from it.
	conn *stdsql.Conn
}{}

// templateDatabase returns the name of the migrated template for the registered
// migrations, building it the first time any test binary needs it.
func templateDatabase(adminURL string) (string, error) {
	template.once.Do(func() {
		template.name, template.err = ensureTemplate(context.Background(), adminURL)
	})
	return template.name, template.err
}

// ensureTemplate builds the template if it is missing, takes the shared lock that
// keeps it alive, and drops templates of other migration sets that no running binary
// holds. The administrative connection stays open until the process exits, which
// releases its locks.
func ensureTemplate(ctx context.Context, adminURL string) (string, error) {
	fp, err := fingerprint(ctx)
	if err != nil {
		return "", err
	}
	name := templatePrefix + fp
	admin, err := postgres.Open(adminURL)
	if err != nil {
		return "", err
	}
	conn, err := admin.Bun().DB.Conn(ctx)
	if err != nil {
		return "", fmt.Errorf("connect: %w", err)
	}
	template.conn = conn // kept open on purpose: see template.conn
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", buildLockKey); err != nil {
		return "", fmt.Errorf("lock: %w", err)
	}
	defer func() { _, _ = conn.ExecContext(ctx, "SELECT pg_advisory_unlock($1)", buildLockKey) }()

	var exists bool
	if err := conn.QueryRowContext(ctx,
		"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return "", fmt.Errorf("look for %s: %w", name, err)
	}
	if !exists {
		if err := build(ctx, conn, adminURL, name); err != nil {
			return "", err
		}
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock_shared($1)", templateKey(fp)); err != nil {
		return "", fmt.Errorf("hold %s: %w", name, err)
	}
	return name, pruneTemplates(ctx, conn, name)
}

// build migrates a fresh database under a working name and renames it only once it
// is complete, so that a binary killed mid-build leaves no template that looks good.
func build(ctx context.Context, conn *stdsql.Conn, adminURL, name string) error {
	work := name + "_build"
	for _, stmt := range []string{
		"DROP DATABASE IF EXISTS " + work + " WITH (FORCE)",
		"CREATE DATABASE " + work,
	} {
		if _, err := conn.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("build %s: %w", name, err)
		}
	}
	dsn, err := withDatabase(adminURL, work)
	if err != nil {
		return err
	}
	db, err := postgres.Open(dsn)
	if err != nil {
		return err
	}
	err = db.Migrate(ctx)
	_ = db.Close()
	if err != nil {
		return fmt.Errorf("migrate %s: %w", name, err)
	}
	// A closed client's server process may linger for a moment, and a database
	// with a session cannot be renamed or cloned: wait (up to 5 s each) for them.
	for _, stmt := range []string{
		"SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '" + work + "'",
		"ALTER DATABASE " + work + " RENAME TO " + name,
		"ALTER DATABASE " + name + " IS_TEMPLATE true",
	} {
		if _, err := conn.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("build %s: %w", name, err)
		}
	}
	return nil
}

// pruneTemplates drops every other rc_tmpl_ database (and any leftover _build) whose
// key no running binary holds: templates of migration sets the tree has moved on from.
func pruneTemplates(ctx context.Context, conn *stdsql.Conn, keep string) error {
	rows, err := conn.QueryContext(ctx,
		"SELECT datname FROM pg_database WHERE datname LIKE 'rc\\_tmpl\\_%' AND datname <> $1", keep)
	if err != nil {
		return fmt.Errorf("list templates: %w", err)
	}
	var stale []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return fmt.Errorf("list templates: %w", err)
		}
		stale = append(stale, n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list templates: %w", err)
	}
	for _, n := range stale {
		fp := strings.TrimSuffix(strings.TrimPrefix(n, templatePrefix), "_build")
		var free bool
		if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1)", templateKey(fp)).Scan(&free); err != nil {
			return fmt.Errorf("prune %s: %w", n, err)
		}
		if !free {
			continue // a running binary still clones from it
		}
		_, err := conn.ExecContext(ctx, "ALTER DATABASE "+n+" IS_TEMPLATE false")
		if err == nil {
			_, err = conn.ExecContext(ctx, "DROP DATABASE IF EXISTS "+n+" WITH (FORCE)")
		}
		_, _ = conn.ExecContext(ctx, "SELECT pg_advisory_unlock($1)", templateKey(fp))
		if err != nil {
			return fmt.Errorf("prune %s: %w", n, err)
		}
	}
	return nil
}

// templateKey is the advisory lock key of the template with fingerprint fp: its 64
// bits as a bigint. A name that is not a fingerprint maps to 0, which no template
// uses, so that a foreign rc_tmpl_ database is still pruned.
func templateKey(fp string) int64 {
	n, err := strconv.ParseUint(fp, 16, 64)
	if err != nil {
		return 0
	}
	return int64(n)
}
