package sql

import (
	"context"
	"fmt"
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/migrate"
)

// Migrations is the registry of Roadcase's schema migrations. Each migration is a Go
// file of this package named <14-digit version>_<name>.go that registers itself in
// init with Migrations.MustRegister(up, down); Bun takes the version from the file
// name, and migrations run in version order. Identity uses 2026112201xxxx, records
// 2026112202xxxx, the money columns and legal profiles 2026112301xxxx.
var Migrations = migrate.NewMigrations()

// migrationLockKey is the PostgreSQL advisory lock that serialises Migrate across
// processes (several replicas starting at once).
const migrationLockKey = 7_243_610_224_001

// Migrate applies every registered migration that has not been applied yet; applying
// it again is a no-op. On SQLite it then refreshes the planner's statistics
// (Optimize). Migrations are recorded in Bun's bun_migrations table. On
// PostgreSQL a session advisory lock keeps concurrent starts from racing.
func (db *DB) Migrate(ctx context.Context) error {
	if db.dialect == DialectPostgres {
		conn, err := db.bun.Conn(ctx)
		if err != nil {
			return TranslateError(fmt.Errorf("migrate: %w", err))
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", migrationLockKey); err != nil {
			return TranslateError(fmt.Errorf("migrate: lock: %w", err))
		}
		defer func() {
			_, _ = conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(?)", migrationLockKey)
		}()
	}
	m := migrate.NewMigrator(db.bun, Migrations, migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(ctx); err != nil {
		return TranslateError(fmt.Errorf("migrate: init: %w", err))
	}
	if _, err := m.Migrate(ctx); err != nil {
		return TranslateError(fmt.Errorf("migrate: %w", err))
	}
	// Every start migrates: the moment to catch up on statistics that writes
	// since the last bulk insert have made stale.
	return Optimize(ctx, db.bun)
}

// DialectOf returns the dialect of a Bun handle (a *bun.DB or a bun.Tx).
func DialectOf(db bun.IDB) Dialect {
	if db.Dialect().Name() == dialect.SQLite {
		return DialectSQLite
	}
	return DialectPostgres
}

// ForDialect chooses between a PostgreSQL and an SQLite variant of a statement, for
// the few statements that cannot be written once.
func ForDialect(db bun.IDB, postgres, sqlite string) string {
	if DialectOf(db) == DialectSQLite {
		return sqlite
	}
	return postgres
}

var typeReplacers = map[Dialect]*strings.Replacer{
	DialectPostgres: strings.NewReplacer(
		"{id}", "uuid", "{time}", "timestamptz", "{date}", "date",
		"{int}", "bigint", "{bool}", "boolean", "{json}", "jsonb"),
	DialectSQLite: strings.NewReplacer(
		"{id}", "TEXT", "{time}", "TEXT", "{date}", "TEXT",
		"{int}", "INTEGER", "{bool}", "INTEGER", "{json}", "TEXT"),
}

// ExpandTypes replaces the portable type placeholders of stmt ({id}, {time}, {date},
// {int}, {bool}, {json}; see the package comment) with d's column types.
func ExpandTypes(d Dialect, stmt string) string {
	return typeReplacers[d].Replace(stmt)
}

// ExecSchema runs the statements, after ExpandTypes for db's dialect, in one
// transaction: a migration either applies whole or not at all (both PostgreSQL and
// SQLite have transactional DDL). Statements must not contain '?' placeholders.
func ExecSchema(ctx context.Context, db *bun.DB, stmts ...string) error {
	d := DialectOf(db)
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, s := range stmts {
			if _, err := tx.ExecContext(ctx, ExpandTypes(d, s)); err != nil {
				return fmt.Errorf("%w\n%s", err, ExpandTypes(d, s))
			}
		}
		return nil
	})
}
