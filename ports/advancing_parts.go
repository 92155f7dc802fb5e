package ports

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// The parts of AdvancingStore and SendStore that use cases ask for instead of
// the whole store. Their methods are the stores', documented there.
var (
	_ PacketStore   = AdvancingStore(nil)
	_ SenderStore   = AdvancingStore(nil)
	_ BatchReader   = AdvancingStore(nil)
	_ WebhookClaims = SendStore(nil)
)

// PacketStore is what the advancing use cases (the packet graph, shells, the
// paged lists, tracking boards, the demo seed) and the advancing pages' reads
// call: all of AdvancingStore but UpdatePacket.
type PacketStore interface {
	CreatePacket(ctx context.Context, p advancing.Packet) error
	FindPacket(ctx context.Context, org, id kernel.ID) (advancing.Packet, error)
	FindPackets(ctx context.Context, org, project kernel.ID) ([]advancing.Packet, error)
	FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error)
	FindSendBatches(ctx context.Context, org, packet kernel.ID, after *kernel.Cursor, limit int) ([]advancing.SendBatch, error)
	FindProjectBatches(ctx context.Context, org, project kernel.ID) ([]advancing.SendBatch, error)
	CreateSendBatch(ctx context.Context, b advancing.SendBatch, recipients []advancing.Recipient) error
	AppendEvents(ctx context.Context, org kernel.ID, events []advancing.Event) error
	TallyBatch(ctx context.Context, org, batch kernel.ID) (advancing.Tally, error)
	FindRecipientProgress(ctx context.Context, org, batch kernel.ID, stage advancing.Stage,
		after *kernel.Cursor, limit int) ([]advancing.RecipientProgress, error)
}

// SenderStore is the part of AdvancingStore the merge send calls: packets read
// and edited, batches created and read, events appended.
type SenderStore interface {
	FindPacket(ctx context.Context, org, id kernel.ID) (advancing.Packet, error)
	UpdatePacket(ctx context.Context, org, id kernel.ID, change func(*advancing.Packet) error) (advancing.Packet, error)
	FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error)
	FindSendBatches(ctx context.Context, org, packet kernel.ID, after *kernel.Cursor, limit int) ([]advancing.SendBatch, error)
	CreateSendBatch(ctx context.Context, b advancing.SendBatch, recipients []advancing.Recipient) error
	AppendEvents(ctx context.Context, org kernel.ID, events []advancing.Event) error
}

// BatchReader is the part of AdvancingStore that the reports listing a batch's
// recipients read.
type BatchReader interface {
	FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error)
	FindRecipientProgress(ctx context.Context, org, batch kernel.ID, stage advancing.Stage,
		after *kernel.Cursor, limit int) ([]advancing.RecipientProgress, error)
}

// WebhookClaims records that a provider's webhook event was processed, once, so
// that a replayed or retried event is applied once; SendStore has it, and the
// payment processor's events are claimed there too.
type WebhookClaims interface {
	ClaimWebhookEvent(ctx context.Context, provider, eventID string, at time.Time) (bool, error)
}
