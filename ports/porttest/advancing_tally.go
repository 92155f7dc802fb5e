package porttest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingTallyCases hold AppendEvents and TallyBatch to the contract: events
// are idempotent by id, and the database's tally is the model's.
var advancingTallyCases = []contractCase{
	{name: "the tally is the model's over a shuffled, repeated, out-of-order event stream",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			r := rand.New(rand.NewPCG(2026, 11))
			names := make([]string, 200)
			for i := range names {
				names[i] = fmt.Sprintf("Recipient %03d", i)
			}
			// Two batches whose acknowledged recipients differ by one, so that
			// both an odd and an even count choose their median.
			sb, rs := advSend(t, ctx, b, ab, "many", names...)
			more, moreRs := advSend(t, ctx, b, ab, "more", names[:len(names)/2]...)
			for _, c := range []struct {
				batch      advancing.SendBatch
				recipients []advancing.Recipient
				extra      bool
			}{{sb, rs, false}, {more, moreRs, true}} {
				var events []advancing.Event
				for i, rc := range c.recipients {
					events = append(events, advStream(r, ab, rc.ID, fmt.Sprintf("%s/%d", c.batch.ID, i))...)
				}
				if c.extra {
					rc := c.recipients[0].ID
					events = append(events, ab.event("extra/sent", rc, advancing.StageSent, 1, 1),
						ab.event("extra/ack", rc, advancing.StageAcknowledged, 90, 7))
				}
				advAppendShuffled(t, ctx, b, north, r, events)
				advWantTally(t, ctx, b, c.batch, c.recipients, events)
			}
		}},
	{name: "the median time to acknowledge tells durations apart by the microsecond",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			sb, rs := advSend(t, ctx, b, ab, "b", "Ada", "Bo", "Cleo", "Dan")
			// Bo's is the median. Rounded to milliseconds first, the durations
			// would put Bo last; truncated, first.
			events := []advancing.Event{
				ab.event("ada/sent", rs[0].ID, "sent", 0, 600), ab.event("ada/ack", rs[0].ID, "acknowledged", 0, 1_000_000),
				ab.event("bo/sent", rs[1].ID, "sent", 0, 0), ab.event("bo/ack", rs[1].ID, "acknowledged", 0, 999_950),
				ab.event("cleo/sent", rs[2].ID, "sent", 0, 510), ab.event("cleo/ack", rs[2].ID, "acknowledged", 0, 1_000_490),
			}
			recordMust(t, b.Advancing.AppendEvents(ctx, north, events))
			got, err := b.Advancing.TallyBatch(ctx, north, sb.ID)
			recordMust(t, err)
			if want := 999_950 * time.Microsecond; got.MedianTimeToAcknowledge == nil || *got.MedianTimeToAcknowledge != want {
				t.Errorf("median = %v, want %v", got.MedianTimeToAcknowledge, want)
			}
			advWantTally(t, ctx, b, sb, rs, events)
		}},
	{name: "a batch without events is all queued, and one without recipients is empty",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			sb, rs := advSend(t, ctx, b, ab, "quiet", "Ada", "Bo")
			advWantTally(t, ctx, b, sb, rs, nil)
			empty, none := advSend(t, ctx, b, ab, "empty")
			advWantTally(t, ctx, b, empty, none, nil)
		}},
	{name: "an event whose id was appended before is ignored, even with other content",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			sb, rs := advSend(t, ctx, b, ab, "b", "Ada")
			sent := ab.event("sent", rs[0].ID, advancing.StageSent, 1, 0)
			recordMust(t, b.Advancing.AppendEvents(ctx, north, []advancing.Event{sent, sent}))
			recordMust(t, b.Advancing.AppendEvents(ctx, north, []advancing.Event{sent}))
			changed := sent
			changed.Stage = advancing.StageAcknowledged
			recordMust(t, b.Advancing.AppendEvents(ctx, north, []advancing.Event{changed}))
			advWantTally(t, ctx, b, sb, rs, []advancing.Event{sent})
		}},
	{name: "AppendEvents refuses a recipient org does not have, or an unknown stage, and writes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			ab, sab := advBuilder{north}, advBuilder{south}
			sb, rs := advSend(t, ctx, b, ab, "b", "Ada")
			_, theirs := advSend(t, ctx, b, sab, "b", "Eve")
			mine := ab.event("mine", rs[0].ID, advancing.StageSent, 1, 0)
			err := b.Advancing.AppendEvents(ctx, north, []advancing.Event{mine, ab.event("theirs", theirs[0].ID, "sent", 1, 0)})
			recordWantKind(t, "another organization's recipient", err, kernel.KindNotFound)
			err = b.Advancing.AppendEvents(ctx, north, []advancing.Event{mine, ab.event("nobody", kernel.NewID(), "sent", 1, 0)})
			recordWantKind(t, "a recipient that does not exist", err, kernel.KindNotFound)
			err = b.Advancing.AppendEvents(ctx, north, []advancing.Event{mine, ab.event("odd", rs[0].ID, "clicked", 1, 0)})
			recordWantKind(t, "an unknown stage", err, kernel.KindInvalid)
			advWantTally(t, ctx, b, sb, rs, nil)
		}},
}

// advWantTally checks that the store's tally of batch, and the board made of it,
// are the model's: advancing.TallyOf over advancing.Track of each recipient's
// events.
func advWantTally(t *testing.T, ctx context.Context, b Backend, batch advancing.SendBatch,
	recipients []advancing.Recipient, events []advancing.Event) {
	t.Helper()
	got, err := b.Advancing.TallyBatch(ctx, batch.OrgID, batch.ID)
	recordMust(t, err)
	progress := advProgress(recipients, events)
	var all []advancing.Progress
	for _, r := range recipients {
		all = append(all, progress[r.ID])
	}
	want := advancing.TallyOf(all)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tally of %s:\n got %s\nwant %s", batch.ID, advTallyString(got), advTallyString(want))
	}
	if !reflect.DeepEqual(advancing.NewBoard(got), advancing.NewBoard(want)) {
		t.Errorf("the board of %s differs from the model's", batch.ID)
	}
}

func advTallyString(t advancing.Tally) string {
	median := "none"
	if t.MedianTimeToAcknowledge != nil {
		median = t.MedianTimeToAcknowledge.String()
	}
	return fmt.Sprintf("%d recipients, by furthest %v, exits %v, median %s", t.Recipients, t.ByFurthest, t.Exits, median)
}
