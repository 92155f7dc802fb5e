package jobs_test

import (
	"context"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestDepthCountsTheJobsWaitingAndEnqueueingAgainAddsNone(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		q := open(t, base) // not started: nothing runs
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
		rs := recipients("org1", 0, 1200) // more than one insert chunk
		enqueue(t, q, rs)
		enqueue(t, q, append(rs[:10:10], rs[:10]...)) // repeated within one call too
		if n, err := q.Depth(context.Background()); err != nil || n != len(rs) {
			t.Errorf("Depth = %d, %v; want %d", n, err, len(rs))
		}
	})
}

func TestOpeningTwiceOnOneDatabaseMigratesOnce(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		for range 2 {
			q := open(t, base)
			if err := q.Stop(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestEnqueueingARecipientWithoutAnIDIsInvalid(t *testing.T) {
	t.Parallel()
	q := open(t, openSQLite(t))
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	err := q.EnqueueDeliveries(context.Background(), []advancing.Recipient{{OrgID: "org1"}})
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("err = %v, want KindInvalid", err)
	}
}

func TestStartingWithoutADelivererFails(t *testing.T) {
	t.Parallel()
	q := open(t, openSQLite(t))
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	if err := q.Start(context.Background()); err == nil || !strings.Contains(err.Error(), "Deliverer") {
		t.Errorf("Start without a Deliverer: %v", err)
	}
	q.SetDeliverer(newLedger().deliverer("late"))
	if err := q.Start(context.Background()); err != nil {
		t.Errorf("Start after SetDeliverer: %v", err)
	}
}

func TestOpenRefusesAnIncompleteConfig(t *testing.T) {
	tests := []struct {
		name string
		cfg  jobs.Config
		want string
	}{
		{"an unknown backend", jobs.Config{Backend: "mysql"}, `unknown backend "mysql"`},
		{"sqlite without a pool", jobs.Config{Backend: jobs.BackendSQLite}, "Config.SQLite"},
		{"postgres without a pool", jobs.Config{Backend: jobs.BackendPostgres}, "Config.Postgres"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := jobs.Open(context.Background(), tt.cfg)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Open: %v, want an error naming %q", err, tt.want)
			}
		})
	}
}
