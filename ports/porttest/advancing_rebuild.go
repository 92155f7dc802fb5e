package porttest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
)

// CheckAdvancingRebuild holds a store that keeps figures derived from the
// recipients' events (the SQL stores' progress summary) to rebuilding them: on a
// migrated, empty backend, with a batch's events appended shuffled, repeated and
// replayed, rebuild discards what was derived and derives it again from the
// events alone (as a migration's backfill does), after which the tally and every
// stage filter of the board must still be the model's, advancing.TallyOf and
// advancing.Track over the events.
func CheckAdvancingRebuild(t *testing.T, b Backend, rebuild func(ctx context.Context) error) {
	t.Helper()
	ctx := context.Background()
	advancingSetup(t, b)
	north, _ := recordOrgIDs()
	ab := advBuilder{north}
	r := rand.New(rand.NewPCG(11, 26))
	names := make([]string, 150)
	for i := range names {
		names[i] = fmt.Sprintf("Recipient %03d", i)
	}
	sb, rs := advSend(t, ctx, b, ab, "rebuilt", names...)
	var events []advancing.Event
	for i, rc := range rs {
		events = append(events, advStream(r, ab, rc.ID, fmt.Sprintf("rebuilt/%d", i))...)
	}
	advAppendShuffled(t, ctx, b, north, r, events)
	if err := rebuild(ctx); err != nil {
		t.Fatalf("rebuild: %v", err)
	}
	advWantTally(t, ctx, b, sb, rs, events)
	progress := advProgress(rs, events)
	for _, stage := range append(advancing.Stages, advancing.Exits...) {
		want := 0
		for _, p := range progress {
			if p.Furthest == stage || p.Exit == stage {
				want++
			}
		}
		got := advPages(t, ctx, b, sb, stage, 100)
		if len(got) != want {
			t.Errorf("stage %q after the rebuild: %d recipients, want %d", stage, len(got), want)
		}
		for _, g := range got {
			recordWantEqual(t, fmt.Sprintf("stage %q, recipient %s", stage, g.Recipient.ID), g.Progress,
				progress[g.Recipient.ID])
		}
	}
}
