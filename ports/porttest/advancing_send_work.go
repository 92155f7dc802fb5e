package porttest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// sendUndeliveredCases hold FindUndelivered to the contract.
var sendUndeliveredCases = []contractCase{
	{name: "the undelivered are the recipients of open batches without a sent, bounced or failed event",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			now := advBase.Add(48 * time.Hour)
			nb, sb := advBuilder{north}, advBuilder{south}
			np, sp := nb.packet("p", "project-tour", "", advBase), sb.packet("p", "project-tour", "", advBase)
			advCreate(t, ctx, b, np, sp)
			later, atNow := now.Add(time.Microsecond), now
			batch := func(ab advBuilder, p advancing.Packet, key string, created time.Time,
				change func(*advancing.SendBatch), names ...string) []advancing.Recipient {
				bt, rs := ab.batch(key, p, 0, created, names...)
				if change != nil {
					change(&bt)
				}
				recordMust(t, b.Advancing.CreateSendBatch(ctx, bt, rs))
				return rs
			}
			open := batch(nb, np, "open", advBase.Add(2*time.Hour), func(b *advancing.SendBatch) { b.ExpiresAt = &later },
				"Waiting", "Queued", "Sent", "Bounced", "Failed", "Opened only")
			forever := batch(sb, sp, "forever", advBase.Add(time.Hour), nil, "Elsewhere", "Done")
			batch(nb, np, "cancelled", advBase, func(b *advancing.SendBatch) { b.CancelledAt = &advBase }, "Cancelled")
			batch(nb, np, "expired", advBase, func(b *advancing.SendBatch) { b.ExpiresAt = &atNow }, "Expired")
			recordMust(t, b.Advancing.AppendEvents(ctx, north, []advancing.Event{
				nb.event("q1", open[1].ID, advancing.StageQueued, 0, 0),
				nb.event("s2", open[2].ID, advancing.StageSent, 1, 0),
				nb.event("b3", open[3].ID, advancing.StageBounced, 1, 0),
				nb.event("f4", open[4].ID, advancing.StageFailed, 1, 0),
				nb.event("o5", open[5].ID, advancing.StageOpened, 9, 0),
			}))
			recordMust(t, b.Advancing.AppendEvents(ctx, south, []advancing.Event{
				sb.event("d1", forever[1].ID, advancing.StageDelivered, 1, 0),
				sb.event("s1", forever[1].ID, advancing.StageSent, 1, 0),
			}))
			// By batch creation time (south's batch is the older), then recipient id.
			want := []advancing.Recipient{forever[0]}
			owed := []advancing.Recipient{open[0], open[1], open[5]}
			slices.SortFunc(owed, func(x, y advancing.Recipient) int { return compareIDs(x.ID, y.ID) })
			want = append(want, owed...)
			got, err := b.Send.FindUndelivered(ctx, now, 100)
			recordMust(t, err)
			recordWantEqual(t, "the undelivered", got, want)
			got, err = b.Send.FindUndelivered(ctx, now, 2)
			recordMust(t, err)
			recordWantEqual(t, "the first two", got, want[:2])
			got, err = b.Send.FindUndelivered(ctx, later, 100)
			recordMust(t, err)
			recordWantEqual(t, "once the open batch expired", got, want[:1])
			got, err = b.Send.FindUndelivered(ctx, now, 0)
			recordMust(t, err)
			if len(got) != 0 {
				t.Errorf("a zero limit returned %d recipients", len(got))
			}
		}},
}

// sendWebhookCases hold ClaimWebhookEvent and PruneWebhookEvents to the
// contract.
var sendWebhookCases = []contractCase{
	{name: "a provider's event id is claimed once, until the claim is pruned",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			claim := func(provider, id string, at time.Time) bool {
				t.Helper()
				ok, err := b.Send.ClaimWebhookEvent(ctx, provider, id, at)
				recordMust(t, err)
				return ok
			}
			if !claim("mailgun", "evt-1", advBase) {
				t.Fatalf("the first claim was refused")
			}
			if claim("mailgun", "evt-1", advBase.Add(time.Minute)) {
				t.Errorf("a second claim of the same event won")
			}
			if !claim("sendgrid", "evt-1", advBase) || !claim("mailgun", "evt-2", advBase.Add(time.Hour)) {
				t.Errorf("another provider's or another id's claim was refused")
			}
			recordMust(t, b.Send.PruneWebhookEvents(ctx, advBase.Add(time.Minute)))
			if !claim("mailgun", "evt-1", advBase.Add(2*time.Hour)) {
				t.Errorf("a pruned claim was refused")
			}
			if claim("mailgun", "evt-2", advBase.Add(2*time.Hour)) {
				t.Errorf("a claim made after the pruning's time was forgotten")
			}
		}},
	{name: "of eight concurrent claims of one event exactly one wins",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			for round := range 3 {
				id := fmt.Sprintf("evt-race-%d", round)
				var wg sync.WaitGroup
				var mu sync.Mutex
				won, errs := 0, []error{}
				for range 8 {
					wg.Go(func() {
						ok, err := b.Send.ClaimWebhookEvent(ctx, "mailgun", id, advBase)
						mu.Lock()
						defer mu.Unlock()
						if err != nil {
							errs = append(errs, err)
						} else if ok {
							won++
						}
					})
				}
				wg.Wait()
				if won != 1 || len(errs) != 0 {
					t.Errorf("round %d: %d claims won, errors %v; want exactly one and none", round, won, errs)
				}
			}
		}},
	{name: "a claim inside a rolled-back transaction is not kept",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				ok, err := b.Send.ClaimWebhookEvent(ctx, "mailgun", "evt-tx", advBase)
				if err != nil || !ok {
					t.Errorf("the claim in the transaction: %v, %v", ok, err)
				}
				return kernel.Conflict("roll back")
			})
			recordWantKind(t, "the transaction", err, kernel.KindConflict)
			ok, err := b.Send.ClaimWebhookEvent(ctx, "mailgun", "evt-tx", advBase)
			recordMust(t, err)
			if !ok {
				t.Errorf("a rolled-back claim was kept")
			}
		}},
}
