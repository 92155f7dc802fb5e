package porttest

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingBatchCases hold CreateSendBatch, FindSendBatch, FindSendBatches and
// FindProjectBatches to the contract.
var advancingBatchCases = []contractCase{
	{name: "a send batch is read back with the number of its recipients",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			sb, _ := advSend(t, ctx, b, advBuilder{north}, "batch", "Ada", "Bo", "Cleo")
			got, err := b.Advancing.FindSendBatch(ctx, north, sb.ID)
			recordMust(t, err)
			sb.CreatedAt = advTime(sb.CreatedAt)
			recordWantEqual(t, "the batch", got, sb)
			all, err := b.Advancing.FindProjectBatches(ctx, north, RecordID(north, "project-tour"))
			recordMust(t, err)
			recordWantEqual(t, "the project's batches", all, []advancing.SendBatch{sb})
		}},
	{name: "a packet's batches page by creation time, then id",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			p, other := ab.packet("p", "project-tour", "", advBase), ab.packet("other", "project-fest", "", advBase)
			advCreate(t, ctx, b, p, other)
			var want []advancing.SendBatch
			for i := range 7 {
				// Some share an instant (to the microsecond), so the id breaks their tie.
				at := advBase.Add(time.Duration(max(i, 4)*(i%3+1)) * time.Minute).Add(time.Duration(i) * time.Nanosecond)
				sb, rs := ab.batch(fmt.Sprintf("batch-%d", i), p, i%2, at, fmt.Sprintf("Recipient %d", i))
				recordMust(t, b.Advancing.CreateSendBatch(ctx, sb, rs))
				sb.CreatedAt = advTime(sb.CreatedAt)
				want = append(want, sb)
			}
			sb, rs := ab.batch("elsewhere", other, 0, advBase, "Someone")
			recordMust(t, b.Advancing.CreateSendBatch(ctx, sb, rs))
			slices.SortFunc(want, func(x, y advancing.SendBatch) int {
				if c := x.CreatedAt.Compare(y.CreatedAt); c != 0 {
					return c
				}
				return compareIDs(x.ID, y.ID)
			})
			var got []advancing.SendBatch
			var after *kernel.Cursor
			for range 4 {
				page, err := b.Advancing.FindSendBatches(ctx, north, p.ID, after, 3)
				recordMust(t, err)
				got = append(got, page...)
				if len(page) < 3 {
					break
				}
				last := page[len(page)-1]
				after = &kernel.Cursor{Keys: []string{last.CreatedAt.Format(time.RFC3339Nano)}, ID: last.ID}
			}
			recordWantEqual(t, "the pages", got, want)
			all, err := b.Advancing.FindProjectBatches(ctx, north, RecordID(north, "project-tour"))
			recordMust(t, err)
			recordWantEqual(t, "the project's batches", all, want)
		}},
	{name: "a portal token hash or recipient id in use is a conflict and writes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			ab := advBuilder{north}
			first, rs := advSend(t, ctx, b, ab, "first", "Ada", "Bo")
			p, err := b.Advancing.FindPacket(ctx, north, first.PacketID)
			recordMust(t, err)
			second, more := ab.batch("second", p, 1, advBase, "Cleo", "Dan")
			more[1].TokenHash = rs[0].TokenHash
			recordWantKind(t, "a token hash in use", b.Advancing.CreateSendBatch(ctx, second, more), kernel.KindConflict)
			_, err = b.Advancing.FindSendBatch(ctx, north, second.ID)
			recordWantKind(t, "the refused batch", err, kernel.KindNotFound)
			// Token hashes are unique across organizations: a portal link names one recipient.
			sab := advBuilder{south}
			sp := sab.packet("p", "project-tour", "", advBase)
			advCreate(t, ctx, b, sp)
			theirs, theirRs := sab.batch("theirs", sp, 0, advBase, "Eve")
			theirRs[0].TokenHash = rs[1].TokenHash
			recordWantKind(t, "another organization's token hash", b.Advancing.CreateSendBatch(ctx, theirs, theirRs),
				kernel.KindConflict)
			recordWantKind(t, "the batch id in use", b.Advancing.CreateSendBatch(ctx, first, nil), kernel.KindConflict)
		}},
	{name: "a batch needs the organization's packet and one of the packet's audiences",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			ab := advBuilder{north}
			p, other := ab.packet("p", "project-tour", "", advBase), ab.packet("other", "project-tour", "", advBase)
			advCreate(t, ctx, b, p, other)
			sb, rs := ab.batch("b", p, 0, advBase, "Ada")
			sb.AudienceID = other.Audiences[0].ID
			recordWantKind(t, "another packet's audience", b.Advancing.CreateSendBatch(ctx, sb, rs), kernel.KindNotFound)
			sab := advBuilder{south}
			theirs, theirRs := sab.batch("b", p, 0, advBase, "Ada")
			recordWantKind(t, "another organization's packet", b.Advancing.CreateSendBatch(ctx, theirs, theirRs),
				kernel.KindNotFound)
			sb, rs = ab.batch("b", p, 0, advBase, "Ada")
			rs[0].PersonID = RecordID(south, "person-1")
			recordWantKind(t, "another organization's person", b.Advancing.CreateSendBatch(ctx, sb, rs), kernel.KindInvalid)
			sb, rs = ab.batch("b", p, 0, advBase, "Ada")
			rs[0].BatchID = ab.id("another batch")
			recordWantKind(t, "a recipient of another batch", b.Advancing.CreateSendBatch(ctx, sb, rs), kernel.KindInvalid)
			_, err := b.Advancing.FindSendBatch(ctx, north, sb.ID)
			recordWantKind(t, "the refused batch", err, kernel.KindNotFound)
		}},
	{name: "another organization's packets and batches are not found",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			ab := advBuilder{north}
			sb, rs := advSend(t, ctx, b, ab, "b", "Ada")
			recordMust(t, b.Advancing.AppendEvents(ctx, north, []advancing.Event{ab.event("e", rs[0].ID, advancing.StageSent, 1, 0)}))
			_, err := b.Advancing.FindPacket(ctx, south, sb.PacketID)
			recordWantKind(t, "FindPacket", err, kernel.KindNotFound)
			_, err = b.Advancing.FindSendBatch(ctx, south, sb.ID)
			recordWantKind(t, "FindSendBatch", err, kernel.KindNotFound)
			_, err = b.Advancing.TallyBatch(ctx, south, sb.ID)
			recordWantKind(t, "TallyBatch", err, kernel.KindNotFound)
			_, err = b.Advancing.FindRecipientProgress(ctx, south, sb.ID, "", nil, 10)
			recordWantKind(t, "FindRecipientProgress", err, kernel.KindNotFound)
			err = b.Advancing.AppendEvents(ctx, south, []advancing.Event{ab.event("theirs", rs[0].ID, advancing.StageSent, 1, 0)})
			recordWantKind(t, "AppendEvents", err, kernel.KindNotFound)
			packets, err := b.Advancing.FindPackets(ctx, south, RecordID(north, "project-tour"))
			recordMust(t, err)
			batches, err := b.Advancing.FindSendBatches(ctx, south, sb.PacketID, nil, 10)
			recordMust(t, err)
			project, err := b.Advancing.FindProjectBatches(ctx, south, RecordID(north, "project-tour"))
			recordMust(t, err)
			if len(packets)+len(batches)+len(project) != 0 {
				t.Errorf("another organization sees %d packets and %d+%d batches", len(packets), len(batches), len(project))
			}
		}},
}

// compareIDs orders ids as the stores do: byte by byte.
func compareIDs(a, b kernel.ID) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
