package main

import (
	"context"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/sqlite"
)

// unfinishedJobs counts the deliveries and payment events in River's table that
// have not finished: waiting, scheduled, running, pending or due for a retry.
const unfinishedJobs = `SELECT count(*) FROM river_job
WHERE kind IN ('advance_delivery', 'payment_event')
AND state NOT IN ('completed', 'discarded', 'cancelled')`

// waitJobsFinished waits until every delivery and payment event of the database
// dsn names (a PostgreSQL DSN or a SQLite file) has finished: none waits, runs
// or is due for a retry, so nothing the servers do with them can still happen,
// a duplicate mail or payment included. Tests wait for it instead of sleeping for
// as long as a duplicate might take.
func waitJobsFinished(t *testing.T, dsn string) {
	t.Helper()
	open := sqlite.Open
	if strings.HasPrefix(dsn, "postgres") {
		open = postgres.Open
	}
	db, err := open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	}()
	waitFor(t, "every job to finish", func() bool {
		var n int
		err := db.Bun().NewRaw(unfinishedJobs).Scan(context.Background(), &n)
		return err == nil && n == 0
	})
}
