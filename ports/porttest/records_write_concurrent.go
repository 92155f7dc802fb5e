package porttest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordWriters is how many writers the concurrent cases start at once.
const recordWriters = 8

var recordWriteConcurrentCases = []contractCase{
	{name: "of concurrent writers starting from one version exactly one wins and the rest are stale",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindShow, "show-1")
			changes := make([]records.Change, recordWriters)
			entries := make([]records.Activity, recordWriters)
			for i := range changes {
				one := recordOne(t, d, north, records.KindShow, "show-1")
				one.Shows[0].Notes = fmt.Sprintf("Writer %d.", i)
				one.Shows[0].Tiers = one.Shows[0].Tiers[:1+i%2]
				changes[i] = records.Change{Ref: ref, Version: 1, Action: records.ActionChange, Record: one}
				entries[i] = w.activity(ref, records.ActionChange, 1)
			}
			errs := make([]error, recordWriters)
			start := make(chan struct{})
			var wg sync.WaitGroup
			for i := range changes {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					errs[i] = b.Records.WriteRecord(ctx, north, changes[i], entries[i])
				}()
			}
			close(start)
			wg.Wait()
			winner := -1
			for i, err := range errs {
				if err == nil {
					if winner >= 0 {
						t.Fatalf("writers %d and %d both succeeded from version 1", winner, i)
					}
					winner = i
					continue
				}
				recordWantCode(t, fmt.Sprintf("writer %d", i), err, kernel.KindConflict, "stale_version")
			}
			if winner < 0 {
				t.Fatal("no writer succeeded")
			}
			recordWantVersion(t, ctx, b.Records, north, "show-1", 2)
			recordWantUnchanged(t, ctx, b.Records, north, d.Without(records.KindShow, ref.ID).Plus(changes[winner].Record))
			recordWantEqual(t, "the activity log", recordActivity(t, ctx, b.Records, north, records.ActivityFilter{}),
				[]records.Activity{entries[winner]})
		}},
	{name: "concurrent writers that read again when stale lose no update",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, b.Records, north)
			w := &recordWriter{s: b.Records, org: north}
			ref := w.refOf(d, records.KindShow, "show-1")
			capacity := recordOne(t, d, north, records.KindShow, "show-1").Shows[0].Capacity
			entries := make([]records.Activity, recordWriters)
			for i := range entries {
				entries[i] = w.activity(ref, records.ActionChange, 0)
			}
			start := make(chan struct{})
			var wg sync.WaitGroup
			for i := range entries {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					recordIncrement(t, ctx, b, north, ref, entries[i])
				}()
			}
			close(start)
			wg.Wait()
			recordWantVersion(t, ctx, b.Records, north, "show-1", 1+recordWriters)
			got := recordOne(t, recordLoad(t, ctx, b.Records, north, records.DatasetFilter{}), north, records.KindShow, "show-1")
			if got.Shows[0].Capacity != capacity+recordWriters {
				t.Errorf("capacity = %d after %d increments of %d: an update was lost",
					got.Shows[0].Capacity, recordWriters, capacity)
			}
			if n := len(recordActivity(t, ctx, b.Records, north, records.ActivityFilter{})); n != recordWriters {
				t.Errorf("%d activity entries, want %d", n, recordWriters)
			}
		}},
}

// recordIncrement adds one to the show's capacity by reading it and writing it
// back from the version read, reading again while the write is stale. The
// version is read before the record, so a record newer than its version makes
// the write stale rather than overwrite a change.
func recordIncrement(t *testing.T, ctx context.Context, b Backend, org kernel.ID, ref records.Ref, a records.Activity) {
	for attempt := 0; attempt < 10*recordWriters; attempt++ {
		version, err := b.Records.RecordVersion(ctx, org, ref.ID)
		if err != nil {
			t.Errorf("RecordVersion: %v", err)
			return
		}
		d, err := b.Records.LoadDataset(ctx, org, records.DatasetFilter{})
		if err != nil {
			t.Errorf("LoadDataset: %v", err)
			return
		}
		one, _ := d.Record(ref.Kind, ref.ID)
		one = one.Clone()
		one.Shows[0].Capacity++
		a.Version = version + 1
		err = b.Records.WriteRecord(ctx, org, records.Change{Ref: ref, Version: version, Action: records.ActionChange,
			Record: one}, a)
		if err == nil {
			return
		}
		if e, ok := kernel.AsError(err); !ok || e.Code != "stale_version" {
			t.Errorf("WriteRecord: %v", err)
			return
		}
	}
	t.Errorf("a writer was stale %d times in a row", 10*recordWriters)
}
