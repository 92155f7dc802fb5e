package jobs_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// fakeImporter records the import steps a Queue runs. Each step's first run
// fails when failFirst is set, as a database that did not answer would.
type fakeImporter struct {
	mu        sync.Mutex
	failFirst bool
	runs      map[string]int
}

func (f *fakeImporter) RunStep(_ context.Context, org, id kernel.ID, step string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	key := fmt.Sprintf("%s/%s/%s", org, id, step)
	f.runs[key]++
	if f.failFirst && f.runs[key] == 1 {
		return kernel.Unavailable("fake: the database did not answer", errors.New("busy"))
	}
	return nil
}

func (f *fakeImporter) count(key string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.runs[key]
}

func TestAnImportStepEnqueuedInARolledBackTransactionIsNotRun(t *testing.T) {
	t.Parallel()
	for name, open := range map[string]func(testing.TB) (*rcsql.DB, jobs.Config){
		"sqlite": openSQLiteDB, "postgres": openPostgresDB,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			db, cfg := open(t)
			q := openQueue(t, cfg)
			ctx := context.Background()
			err := db.WithinTx(ctx, func(ctx context.Context) error {
				if err := q.EnqueueImportStep(ctx, "org1", "imp1", ports.ImportStepCheck); err != nil {
					return err
				}
				return errRollBack
			})
			if !errors.Is(err, errRollBack) {
				t.Fatalf("the transaction: %v", err)
			}
			if n := depth(t, q); n != 0 {
				t.Errorf("a rolled-back transaction left %d jobs, want none", n)
			}
			for range 2 {
				if err := db.WithinTx(ctx, func(ctx context.Context) error {
					return q.EnqueueImportStep(ctx, "org1", "imp1", ports.ImportStepCheck)
				}); err != nil {
					t.Fatal(err)
				}
			}
			if n := depth(t, q); n != 1 {
				t.Errorf("a step enqueued twice left %d jobs, want 1", n)
			}
			wantKind(t, q.EnqueueImportStep(ctx, "org1", "imp1", "guess"), kernel.KindInvalid)
		})
	}
}

func TestAnImportJobRunsItsStepAndIsTriedAgainAfterATemporaryFailure(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		im := &fakeImporter{failFirst: true, runs: map[string]int{}}
		cfg := base
		cfg.Deliverer, cfg.RetryDelay = newLedger().deliverer("q"), fastRetries
		q := open(t, cfg)
		q.SetImporter(im)
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
		ctx := context.Background()
		if err := q.EnqueueImportStep(ctx, "org1", "imp1", ports.ImportStepWrite); err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		eventually(t, 30*time.Second, func() bool { return im.count("org1/imp1/write") == 2 },
			func() string { return fmt.Sprintf("the write step ran %d times, want 2", im.count("org1/imp1/write")) })
		drained(t, q)
		// A finished step may be scheduled again (an import mapped anew).
		if err := q.EnqueueImportStep(ctx, "org1", "imp1", ports.ImportStepWrite); err != nil {
			t.Fatal(err)
		}
		eventually(t, 30*time.Second, func() bool { return im.count("org1/imp1/write") == 3 },
			func() string { return fmt.Sprintf("the write step ran %d times, want 3", im.count("org1/imp1/write")) })
	})
}

// wantKind fails the test unless err is of kind k.
func wantKind(t *testing.T, err error, k kernel.Kind) {
	t.Helper()
	if !kernel.IsKind(err, k) {
		t.Errorf("error = %v, want kind %v", err, k)
	}
}

// blockingImporter holds each step's first run until released, and counts
// the runs.
type blockingImporter struct {
	mu      sync.Mutex
	runs    int
	started chan struct{}
	release chan struct{}
}

func (f *blockingImporter) RunStep(ctx context.Context, _, _ kernel.ID, _ string) error {
	f.mu.Lock()
	f.runs++
	first := f.runs == 1
	f.mu.Unlock()
	if first {
		close(f.started)
		select {
		case <-f.release:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

func (f *blockingImporter) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.runs
}

func TestAStepScheduledWhileItRunsRunsOnceMore(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		im := &blockingImporter{started: make(chan struct{}), release: make(chan struct{})}
		cfg := base
		cfg.Deliverer, cfg.RetryDelay = newLedger().deliverer("q"), fastRetries
		q := open(t, cfg)
		q.SetImporter(im)
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
		ctx := context.Background()
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		if err := q.EnqueueImportStep(ctx, "org1", "imp1", ports.ImportStepCheck); err != nil {
			t.Fatal(err)
		}
		select {
		case <-im.started:
		case <-time.After(30 * time.Second):
			t.Fatal("the check's job did not start")
		}
		// Mapped again while its check runs: the check read the old mapping.
		for range 2 {
			if err := q.EnqueueImportStep(ctx, "org1", "imp1", ports.ImportStepCheck); err != nil {
				t.Fatal(err)
			}
		}
		close(im.release)
		eventually(t, 30*time.Second, func() bool { return im.count() == 2 },
			func() string { return fmt.Sprintf("the check ran %d times, want 2", im.count()) })
		drained(t, q)
		if n := im.count(); n != 2 {
			t.Errorf("the check ran %d times, want 2", n)
		}
	})
}
