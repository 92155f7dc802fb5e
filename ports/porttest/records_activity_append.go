package porttest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordActivityAppendCases hold AppendActivity, the log's entry of a write
// that is not one record's (an export document imported in bulk).
var recordActivityAppendCases = []contractCase{
	{name: "AppendActivity adds an entry to its organization's log only, and only when its transaction commits",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			recordInsert(t, ctx, b.Records, north)
			recordInsert(t, ctx, b.Records, south)
			entry := func(label string) records.Activity {
				return records.Activity{ID: kernel.NewID(), Ref: records.Ref{Kind: records.KindImport, ID: kernel.NewID()},
					Label: label, Action: records.ActionImported, Version: 1, ActorName: "roadcase import (command line)",
					At: time.Date(2026, 11, 29, 18, 0, 0, 0, time.UTC)}
			}
			undone := errors.New("rolled back")
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := b.Records.AppendActivity(ctx, north, entry("rolled back")); err != nil {
					return err
				}
				return undone
			})
			if !errors.Is(err, undone) {
				t.Fatalf("the rolled-back transaction: %v", err)
			}
			kept := entry("An export document: 3 show")
			if err := b.Records.AppendActivity(ctx, north, kept); err != nil {
				t.Fatal(err)
			}
			got := recordActivity(t, ctx, b.Records, north, records.ActivityFilter{})
			if len(got) != 1 || got[0].ID != kept.ID || got[0].Label != kept.Label || got[0].Ref != kept.Ref ||
				got[0].Action != records.ActionImported || !got[0].At.Equal(kept.At) || got[0].OrgID != north {
				t.Fatalf("north's log = %+v; want the committed entry alone", got)
			}
			if other := recordActivity(t, ctx, b.Records, south, records.ActivityFilter{}); len(other) != 0 {
				t.Fatalf("south's log = %+v; want none", other)
			}
		}},
}
