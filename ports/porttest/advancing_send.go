package porttest

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// sendCases returns the SendStore contract, and the batch fields the merge send
// added to AdvancingStore. Each case starts on a backend prepared by
// advancingSetup.
func sendCases() []contractCase {
	var cases []contractCase
	cases = append(cases, sendRecipientCases...)
	cases = append(cases, sendBatchCases...)
	cases = append(cases, sendUndeliveredCases...)
	cases = append(cases, sendWebhookCases...)
	return cases
}

// sendRecipientCases hold FindRecipient, FindRecipientEvents,
// FindRecipientByTokenHash and SetRecipientToken to the contract.
var sendRecipientCases = []contractCase{
	{name: "a recipient is found by id in its own organization only",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			_, rs := advSend(t, ctx, b, advBuilder{north}, "batch", "Ada", "Bo")
			got, err := b.Send.FindRecipient(ctx, north, rs[1].ID)
			recordMust(t, err)
			recordWantEqual(t, "the recipient", got, rs[1])
			_, err = b.Send.FindRecipient(ctx, south, rs[1].ID)
			recordWantKind(t, "another organization's recipient", err, kernel.KindNotFound)
			_, err = b.Send.FindRecipient(ctx, north, advBuilder{north}.id("nobody"))
			recordWantKind(t, "a missing recipient", err, kernel.KindNotFound)
			_, err = b.Send.FindRecipient(ctx, north, "not-a-uuid")
			recordWantKind(t, "a malformed id", err, kernel.KindNotFound)
		}},
	{name: "a recipient's events come back oldest first, in its own organization only",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			ab := advBuilder{north}
			_, rs := advSend(t, ctx, b, ab, "batch", "Ada", "Bo")
			events := []advancing.Event{
				ab.event("opened", rs[0].ID, advancing.StageOpened, 30, 1),
				ab.event("queued", rs[0].ID, advancing.StageQueued, 0, 0),
				ab.event("sent", rs[0].ID, advancing.StageSent, 1, 7),
				ab.event("other", rs[1].ID, advancing.StageSent, 2, 0),
			}
			recordMust(t, b.Advancing.AppendEvents(ctx, north, events))
			got, err := b.Send.FindRecipientEvents(ctx, north, rs[0].ID)
			recordMust(t, err)
			recordWantEqual(t, "the events", got, []advancing.Event{events[1], events[2], events[0]})
			_, err = b.Send.FindRecipientEvents(ctx, south, rs[0].ID)
			recordWantKind(t, "another organization's recipient", err, kernel.KindNotFound)
			_, more := advSend(t, ctx, b, ab, "quiet", "Cleo")
			got, err = b.Send.FindRecipientEvents(ctx, north, more[0].ID)
			recordMust(t, err)
			if len(got) != 0 {
				t.Errorf("a recipient without events has %v", got)
			}
		}},
	{name: "a recipient is found by its token hash whatever its organization",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			_, rs := advSend(t, ctx, b, advBuilder{north}, "batch", "Ada", "Bo")
			_, other := advSend(t, ctx, b, advBuilder{south}, "batch", "Cleo")
			for _, r := range []advancing.Recipient{rs[0], rs[1], other[0]} {
				got, err := b.Send.FindRecipientByTokenHash(ctx, r.TokenHash)
				recordMust(t, err)
				recordWantEqual(t, "the recipient of "+r.Name+"'s hash", got, r)
			}
			_, err := b.Send.FindRecipientByTokenHash(ctx, kernel.HashSecret("unknown"))
			recordWantKind(t, "an unknown hash", err, kernel.KindNotFound)
			_, err = b.Send.FindRecipientByTokenHash(ctx, "")
			recordWantKind(t, "an empty hash", err, kernel.KindNotFound)
		}},
	{name: "a new token hash replaces the old one; one in use is a conflict that changes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			_, rs := advSend(t, ctx, b, advBuilder{north}, "batch", "Ada", "Bo")
			_, other := advSend(t, ctx, b, advBuilder{south}, "batch", "Cleo")
			fresh := kernel.HashSecret("a new token")
			recordMust(t, b.Send.SetRecipientToken(ctx, north, rs[0].ID, fresh))
			got, err := b.Send.FindRecipientByTokenHash(ctx, fresh)
			recordMust(t, err)
			want := rs[0]
			want.TokenHash = fresh
			recordWantEqual(t, "the recipient by its new hash", got, want)
			_, err = b.Send.FindRecipientByTokenHash(ctx, rs[0].TokenHash)
			recordWantKind(t, "the old hash", err, kernel.KindNotFound)
			// The old hash is free again.
			recordMust(t, b.Send.SetRecipientToken(ctx, north, rs[1].ID, rs[0].TokenHash))

			err = b.Send.SetRecipientToken(ctx, north, rs[1].ID, other[0].TokenHash)
			recordWantKind(t, "another organization's recipient's hash", err, kernel.KindConflict)
			got, err = b.Send.FindRecipient(ctx, north, rs[1].ID)
			recordMust(t, err)
			if got.TokenHash != rs[0].TokenHash {
				t.Errorf("a refused hash changed the recipient's to %q", got.TokenHash)
			}
			err = b.Send.SetRecipientToken(ctx, south, rs[1].ID, kernel.HashSecret("another"))
			recordWantKind(t, "another organization's recipient", err, kernel.KindNotFound)
			err = b.Send.SetRecipientToken(ctx, north, advBuilder{north}.id("nobody"), kernel.HashSecret("x"))
			recordWantKind(t, "a missing recipient", err, kernel.KindNotFound)
		}},
	{name: "a refused token hash leaves the transaction usable",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			_, rs := advSend(t, ctx, b, advBuilder{north}, "batch", "Ada", "Bo")
			fresh := kernel.HashSecret("inside a transaction")
			recordMust(t, b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				err := b.Send.SetRecipientToken(ctx, north, rs[0].ID, rs[1].TokenHash)
				recordWantKind(t, "a hash in use", err, kernel.KindConflict)
				return b.Send.SetRecipientToken(ctx, north, rs[0].ID, fresh)
			}))
			got, err := b.Send.FindRecipientByTokenHash(ctx, fresh)
			recordMust(t, err)
			recordWantEqual(t, "the recipient", got.ID, rs[0].ID)
		}},
}

// sendBatchCases hold the batch's merge send fields and CancelBatch to the
// contract.
var sendBatchCases = []contractCase{
	{name: "a batch's sender, note, reply-to, expiry and cancellation are read back",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			p := ab.packet("p", "project-tour", "show-1", advBase)
			advCreate(t, ctx, b, p)
			expires, cancelled := advBase.Add(90*24*time.Hour+time.Nanosecond), advBase.Add(time.Hour+1500*time.Nanosecond)
			full, rs := ab.batch("full", p, 0, advBase, "Ada")
			full.SentBy, full.Note, full.ReplyTo = ab.id("sender"), "Please confirm by Friday.\nThanks!", `"Tour Office" <office@example.test>`
			full.ExpiresAt, full.CancelledAt = &expires, &cancelled
			recordMust(t, b.Advancing.CreateSendBatch(ctx, full, rs))
			bare, more := ab.batch("bare", p, 1, advBase.Add(time.Minute), "Bo")
			recordMust(t, b.Advancing.CreateSendBatch(ctx, bare, more))

			e, c := advTime(expires), advTime(cancelled)
			full.CreatedAt, full.ExpiresAt, full.CancelledAt = advTime(full.CreatedAt), &e, &c
			bare.CreatedAt = advTime(bare.CreatedAt)
			got, err := b.Advancing.FindSendBatch(ctx, north, full.ID)
			recordMust(t, err)
			recordWantEqual(t, "the batch with every field", got, full)
			got, err = b.Advancing.FindSendBatch(ctx, north, bare.ID)
			recordMust(t, err)
			recordWantEqual(t, "the batch without them", got, bare)
			page, err := b.Advancing.FindSendBatches(ctx, north, p.ID, nil, 10)
			recordMust(t, err)
			recordWantEqual(t, "the packet's batches", page, []advancing.SendBatch{full, bare})
			all, err := b.Advancing.FindProjectBatches(ctx, north, ab.record("project-tour"))
			recordMust(t, err)
			recordWantEqual(t, "the project's batches", all, []advancing.SendBatch{full, bare})
		}},
	{name: "a batch is cancelled once, at the first time, in its own organization only",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			sb, _ := advSend(t, ctx, b, advBuilder{north}, "batch", "Ada")
			first := advBase.Add(2*time.Hour + 999*time.Nanosecond)
			recordMust(t, b.Send.CancelBatch(ctx, north, sb.ID, first))
			recordMust(t, b.Send.CancelBatch(ctx, north, sb.ID, first.Add(time.Hour)))
			got, err := b.Advancing.FindSendBatch(ctx, north, sb.ID)
			recordMust(t, err)
			if got.CancelledAt == nil || !got.CancelledAt.Equal(advTime(first)) || got.CancelledAt.Location() != time.UTC {
				t.Errorf("cancelled at %v, want %v in UTC", got.CancelledAt, advTime(first))
			}
			if got.Open(first.Add(-time.Hour)) {
				t.Errorf("a cancelled batch is open")
			}
			recordWantKind(t, "another organization's batch", b.Send.CancelBatch(ctx, south, sb.ID, first), kernel.KindNotFound)
			recordWantKind(t, "a missing batch", b.Send.CancelBatch(ctx, north, advBuilder{north}.id("none"), first),
				kernel.KindNotFound)
			recordWantKind(t, "a malformed id", b.Send.CancelBatch(ctx, north, "nope", first), kernel.KindNotFound)
		}},
}
