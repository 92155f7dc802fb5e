package pgtest

import (
	"context"
	"crypto/sha256"
	stdsql "database/sql"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"fmt"
	"io"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/migrate"

	"github.com/roadcase/roadcase/adapters/sql"
)

// templateFormat is part of every fingerprint; bump it when the way a template is
// built changes, so that templates built the old way are replaced.
const templateFormat = "pgtest-template-1"

// fingerprint returns 16 hex digits of the SHA-256 of the registered migrations: their
// names and every statement their up functions send to PostgreSQL. The statements are
// captured by running the migrations against a driver that records them and touches
// no database, so a migration edited in place changes the fingerprint as surely as a
// new one does.
func fingerprint(ctx context.Context) (string, error) {
	h := sha256.New()
	if err := describeMigrations(ctx, h); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// describeMigrations writes the template format, then each migration's name and the
// statements its up function executes on PostgreSQL, to w. It returns the first
// error, writing to w included.
func describeMigrations(ctx context.Context, w io.Writer) (err error) {
	rec := &recorder{w: w}
	rec.printf("%s\n", templateFormat)
	db := bun.NewDB(stdsql.OpenDB(rec), pgdialect.New())
	defer func() { err = errors.Join(err, db.Close()) }()
	migrator := migrate.NewMigrator(db, sql.Migrations)
	for _, m := range sql.Migrations.Sorted() {
		rec.printf("migration %s %s\n", m.Name, m.Comment)
		if m.Up == nil {
			continue
		}
		if err := m.Up(ctx, migrator, &m); err != nil {
			return fmt.Errorf("fingerprint migration %s: %w", m.Name, err)
		}
	}
	return rec.err
}

// errNoQueries refuses anything but Exec: a migration that reads the database cannot
// be fingerprinted without one, and pgtest would rather say so than guess.
var errNoQueries = errors.New("pgtest: the fingerprint driver only records statements; a migration queried the database")

// recorder is a database/sql connector and connection that writes every executed
// statement to w and succeeds without doing anything, until a write to w fails: it
// keeps that first error and returns it from every Exec after.
type recorder struct {
	w   io.Writer
	err error
}

// printf writes to w unless an earlier write failed.
func (r *recorder) printf(format string, a ...any) {
	if r.err == nil {
		_, r.err = fmt.Fprintf(r.w, format, a...)
	}
}

func (r *recorder) Connect(context.Context) (driver.Conn, error) { return r, nil }
func (r *recorder) Driver() driver.Driver                        { return nil }
func (r *recorder) Prepare(string) (driver.Stmt, error)          { return nil, errNoQueries }
func (r *recorder) Close() error                                 { return nil }
func (r *recorder) Begin() (driver.Tx, error)                    { return r, nil }
func (r *recorder) Commit() error                                { return nil }
func (r *recorder) Rollback() error                              { return nil }

// ExecContext records query and its arguments.
func (r *recorder) ExecContext(_ context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	r.printf("exec %q", query)
	for _, a := range args {
		r.printf(" %v", a.Value)
	}
	r.printf("\n")
	return driver.RowsAffected(0), r.err
}
