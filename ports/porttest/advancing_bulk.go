package porttest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// AdvancingBulk is a large send batch for benchmarks, written by
// WriteAdvancingBulk: one packet, one batch of it and the batch's recipients and
// events.
type AdvancingBulk struct {
	Org        kernel.ID
	Packet     advancing.Packet
	Batch      advancing.SendBatch
	Recipients []advancing.Recipient
	Events     []advancing.Event
}

// advBulkStages are the histories the bulk batch's recipients cycle through, of
// 2 to 7 events, 5 on average: failures, bounces, every depth of the funnel, and
// acknowledgers whose delivery was reported twice.
var advBulkStages = [][]advancing.Stage{
	{"queued", "failed"},
	{"queued", "sent", "bounced"},
	{"queued", "sent", "delivered", "opened"},
	{"queued", "sent", "delivered", "opened", "viewed"},
	{"queued", "sent", "delivered", "opened", "viewed", "acknowledged"},
	{"queued", "sent", "delivered", "opened", "viewed", "acknowledged"},
	{"queued", "sent", "delivered", "delivered", "opened", "viewed", "acknowledged"},
	{"queued", "sent", "delivered", "delivered", "opened", "viewed", "acknowledged"},
}

// NewAdvancingBulk returns a batch of recipients (a multiple of 8) with five
// events each on average, of the records suite's "north" organization (see
// RecordOrganizations and RecordDataset, which it refers to). Each recipient's
// stages are minutes apart; acknowledgements come after anything from seconds to
// days, at microsecond precision.
func NewAdvancingBulk(recipients int) AdvancingBulk {
	north, _ := recordOrgIDs()
	ab := advBuilder{north}
	p := ab.packet("bulk", "project-tour", "show-1", advBase)
	set := AdvancingBulk{Org: north, Packet: p, Batch: advancing.SendBatch{ID: ab.id("bulk/batch"), OrgID: north,
		PacketID: p.ID, AudienceID: p.Audiences[0].ID, Subject: "Bulk", CreatedAt: advBase, Recipients: recipients}}
	set.Recipients = make([]advancing.Recipient, recipients)
	set.Events = make([]advancing.Event, 0, 5*recipients)
	for i := range recipients {
		r := advancing.Recipient{ID: advBulkID(1, i), OrgID: north, BatchID: set.Batch.ID,
			PersonID: RecordID(north, "person-1"), Name: fmt.Sprintf("Recipient %06d", i),
			Email: fmt.Sprintf("r%d@example.test", i), TokenHash: fmt.Sprintf("bulk-token-hash-%d", i)}
		set.Recipients[i] = r
		at := advBase.Add(time.Duration(i) * time.Second)
		for _, stage := range advBulkStages[i%len(advBulkStages)] {
			if stage == advancing.StageAcknowledged {
				at = at.Add(time.Duration(i*7919%200_000)*time.Second + time.Duration(i%997)*time.Microsecond)
			}
			set.Events = append(set.Events, advancing.Event{ID: advBulkID(2, len(set.Events)), RecipientID: r.ID,
				Stage: stage, At: at})
			at = at.Add(time.Duration(1+i%13) * time.Minute)
		}
	}
	return set
}

// advBulkID is a well-formed version 4 identifier made of a kind and a number,
// much cheaper than hashing a name for half a million events.
func advBulkID(kind, n int) kernel.ID {
	return kernel.ID(fmt.Sprintf("%08x-0000-4000-8000-%012x", kind, n))
}

// WriteAdvancingBulk writes what set refers to and set itself into a migrated,
// empty backend: the records suite's organizations and north's fixture records,
// the packet, the batch with its recipients, and the events in appends of 10,000.
func WriteAdvancingBulk(tb testing.TB, ctx context.Context, b Backend, set AdvancingBulk) {
	tb.Helper()
	must := func(err error) {
		if err != nil {
			tb.Fatalf("porttest: write the bulk batch: %v", err)
		}
	}
	CreateRecordOrganizations(tb, b.Identity)
	must(b.Records.InsertDataset(ctx, set.Org, RecordDataset(set.Org), false))
	must(b.Advancing.CreatePacket(ctx, set.Packet))
	must(b.Advancing.CreateSendBatch(ctx, set.Batch, set.Recipients))
	for start := 0; start < len(set.Events); start += 10_000 {
		must(b.Advancing.AppendEvents(ctx, set.Org, set.Events[start:min(start+10_000, len(set.Events))]))
	}
}
