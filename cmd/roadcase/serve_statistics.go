package main

import (
	"context"
	"log/slog"
	"time"

	rcsql "github.com/roadcase/roadcase/adapters/sql"
)

// statisticsEvery is how often serve refreshes SQLite's planner statistics.
// Migrations and every InsertDataset refresh them too, but the tables that grow
// with use (recipients and their events, the render log, sessions, the outbox)
// grow between those, and SQLite recommends running `PRAGMA optimize` every few
// hours on a connection that stays open; it is cheap when nothing changed
// (rcsql.Optimize). PostgreSQL's autovacuum does this itself.
const statisticsEvery = 6 * time.Hour

// keepStatistics runs rcsql.Optimize on db every interval until ctx ends,
// logging a failure as a warning.
func keepStatistics(ctx context.Context, db *rcsql.DB, every time.Duration, log *slog.Logger) {
	if db.Dialect() != rcsql.DialectSQLite {
		return
	}
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if err := rcsql.Optimize(ctx, db.Bun()); err != nil && ctx.Err() == nil {
					log.WarnContext(ctx, "planner statistics not refreshed", "err", err)
				}
			}
		}
	}()
}
