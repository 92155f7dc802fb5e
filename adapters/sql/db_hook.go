package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// WithQueryHook returns a DB over the same connections whose every statement
// goes through hook: Bun's queries (bun.DB.WithQueryHook) and also the
// statements this package prepares itself (see statements), which Bun's hooks
// do not see. Benchmarks count a page's statements with it. The new DB
// prepares its statements afresh; closing either closes the connections.
func (db *DB) WithQueryHook(hook bun.QueryHook) *DB {
	return &DB{bun: db.bun.WithQueryHook(hook), dialect: db.dialect, ping: db.ping, hook: hook, optimized: db.optimized,
		progress: db.progress}
}

// observe tells db's hook, if any, of a prepared statement about to run, and
// returns the function that tells it the statement ended with *err.
func (db *DB) observe(ctx context.Context, query string, args []any) (context.Context, func(err *error)) {
	if db.hook == nil {
		return ctx, func(*error) {}
	}
	e := &bun.QueryEvent{DB: db.bun, Query: query, QueryTemplate: query, QueryArgs: args, StartTime: time.Now()}
	ctx = db.hook.BeforeQuery(ctx, e)
	return ctx, func(err *error) {
		e.Err = *err
		db.hook.AfterQuery(ctx, e)
	}
}
