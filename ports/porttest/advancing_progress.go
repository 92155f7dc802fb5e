package porttest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingProgressCases hold FindRecipientProgress to the contract: keyset
// pages by name (byte by byte) then id, each recipient's progress the model's,
// and the stage filter by furthest stage or standing exit.
var advancingProgressCases = []contractCase{
	{name: "recipients page by name then id, each with their progress, whole or by stage",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			r := rand.New(rand.NewPCG(7, 7))
			var names []string
			for i := range 40 {
				names = append(names, []string{"Bo", "anna", "Anna", "Émile", "Zoë", "Zoe", "Bo", "Cleo"}[i%8]+
					strings.Repeat(" ", i%3))
			}
			sb, rs := advSend(t, ctx, b, ab, "b", names...)
			var events []advancing.Event
			for i, rc := range rs {
				events = append(events, advStream(r, ab, rc.ID, fmt.Sprintf("%d", i))...)
			}
			advAppendShuffled(t, ctx, b, north, r, events)
			progress := advProgress(rs, events)
			sorted := slices.Clone(rs)
			slices.SortFunc(sorted, func(x, y advancing.Recipient) int {
				if c := strings.Compare(x.Name, y.Name); c != 0 {
					return c
				}
				return compareIDs(x.ID, y.ID)
			})
			for _, stage := range append([]advancing.Stage{""}, append(advancing.Stages, advancing.Exits...)...) {
				var want []advancing.RecipientProgress
				for _, rc := range sorted {
					p := progress[rc.ID]
					if stage == "" || p.Furthest == stage || p.Exit == stage {
						want = append(want, advancing.RecipientProgress{Recipient: rc, Progress: p})
					}
				}
				got := advPages(t, ctx, b, sb, stage, 4)
				if len(got) != len(want) {
					t.Errorf("stage %q: %d recipients, want %d", stage, len(got), len(want))
					continue
				}
				for i := range want {
					recordWantEqual(t, fmt.Sprintf("stage %q, recipient %d", stage, i), got[i], want[i])
				}
			}
		}},
	{name: "FindRecipientProgress refuses an unknown stage",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			sb, _ := advSend(t, ctx, b, advBuilder{north}, "b", "Ada")
			_, err := b.Advancing.FindRecipientProgress(ctx, north, sb.ID, "clicked", nil, 10)
			recordWantKind(t, "an unknown stage", err, kernel.KindInvalid)
		}},
}

// advPages reads every page of limit recipients of batch with stage, each after
// the cursor of the previous page's last recipient.
func advPages(t *testing.T, ctx context.Context, b Backend, batch advancing.SendBatch, stage advancing.Stage,
	limit int) []advancing.RecipientProgress {
	t.Helper()
	var out []advancing.RecipientProgress
	var after *kernel.Cursor
	for range 100 {
		page, err := b.Advancing.FindRecipientProgress(ctx, batch.OrgID, batch.ID, stage, after, limit)
		recordMust(t, err)
		if len(page) > limit {
			t.Fatalf("a page of %d recipients, limit %d", len(page), limit)
		}
		out = append(out, page...)
		if len(page) < limit {
			return out
		}
		last := page[len(page)-1].Recipient
		after = &kernel.Cursor{Keys: []string{last.Name}, ID: last.ID}
	}
	t.Fatal("more than 100 pages")
	return nil
}
