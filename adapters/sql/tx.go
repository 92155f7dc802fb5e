package sql

import (
	"context"
	stdsql "database/sql"
	"database/sql/driver"
	"errors"
	"fmt"

	"github.com/uptrace/bun"
)

// txKey is the context key under which WithinTx carries its bun.Tx.
type txKey struct{}

// connKey is the context key under which WithinTx carries the connection its
// transaction runs on, for work that needs the driver's connection itself
// (COPY, see txConn).
type connKey struct{}

// WithinTx runs fn in one transaction carried in the context it passes to fn: every
// store method called with that context joins the transaction through IDB. A call
// made inside another WithinTx of the same context joins the outer transaction, so
// only the outermost call commits. If fn returns an error or panics, the transaction
// is rolled back (a panic is re-raised after the rollback). A failure to begin or
// commit is translated by TranslateError. The transaction runs on a connection
// taken from the pool for its duration, which the context carries as well.
func (db *DB) WithinTx(ctx context.Context, fn func(ctx context.Context) error) (err error) {
	if _, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return fn(ctx)
	}
	conn, tx, err := db.begin(ctx)
	if err != nil {
		return TranslateError(fmt.Errorf("begin transaction: %w", err))
	}
	defer conn.Close() // after the rollback below: deferred calls run last first
	committed := false
	defer func() {
		if !committed {
			_ = tx.Rollback()
		}
	}()
	if err := fn(context.WithValue(context.WithValue(ctx, txKey{}, tx), connKey{}, conn)); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return TranslateError(fmt.Errorf("commit transaction: %w", err))
	}
	committed = true
	return nil
}

// IDB returns the transaction ctx carries, or the database itself outside a
// transaction. Store methods run every query on it.
func (db *DB) IDB(ctx context.Context) bun.IDB {
	if tx, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return tx
	}
	return db.bun
}

// begin takes a connection from the pool and begins a transaction on it. Like
// database/sql's own BeginTx, it tries again on another connection when the one it
// got turns out to be broken (driver.ErrBadConn: the server restarted, say).
func (db *DB) begin(ctx context.Context) (bun.Conn, bun.Tx, error) {
	for attempt := 1; ; attempt++ {
		conn, err := db.bun.Conn(ctx)
		if err != nil {
			return conn, bun.Tx{}, err
		}
		tx, err := conn.BeginTx(ctx, nil)
		if err == nil {
			return conn, tx, nil
		}
		_ = conn.Close()
		if !errors.Is(err, driver.ErrBadConn) || attempt == 3 {
			return conn, tx, err
		}
	}
}

// txConn returns the connection the transaction ctx carries runs on, if it carries
// one. Statements run on it directly belong to the transaction.
func txConn(ctx context.Context) (bun.Conn, bool) {
	conn, ok := ctx.Value(connKey{}).(bun.Conn)
	return conn, ok
}

// SQLTx returns the database/sql transaction ctx carries, if WithinTx put one
// there: work of another library on the same database (the job queue's
// inserts) joins the transaction through it, so that it commits or rolls back
// with the store's writes.
func SQLTx(ctx context.Context) (*stdsql.Tx, bool) {
	tx, ok := ctx.Value(txKey{}).(bun.Tx)
	if !ok || tx.Tx == nil {
		return nil, false
	}
	return tx.Tx, true
}
