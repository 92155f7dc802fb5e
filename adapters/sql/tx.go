package sql

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// txKey is the context key under which WithinTx carries its bun.Tx.
type txKey struct{}

// WithinTx runs fn in one transaction carried in the context it passes to fn: every
// store method called with that context joins the transaction through IDB. A call
// made inside another WithinTx of the same context joins the outer transaction, so
// only the outermost call commits. If fn returns an error or panics, the transaction
// is rolled back (a panic is re-raised after the rollback). A failure to begin or
// commit is translated by TranslateError.
func (db *DB) WithinTx(ctx context.Context, fn func(ctx context.Context) error) (err error) {
	if _, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return fn(ctx)
	}
	tx, err := db.bun.BeginTx(ctx, nil)
	if err != nil {
		return TranslateError(fmt.Errorf("begin transaction: %w", err))
	}
	committed := false
	defer func() {
		if !committed {
			_ = tx.Rollback()
		}
	}()
	if err := fn(context.WithValue(ctx, txKey{}, tx)); err != nil {
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
