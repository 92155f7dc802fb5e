package ports

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// AdvancingStore keeps advance packets (with their sections, audiences and
// edges), send batches, their recipients and the recipients' events. Every method
// is scoped by organization: another organization's record behaves exactly like a
// missing one.
type AdvancingStore interface {
	// CreatePacket writes a packet with its sections, audiences and edges in one
	// transaction of its own (or of ctx's). KindConflict if its id exists;
	// KindNotFound if its project (or show) is not the organization's; KindInvalid
	// if an audience names a person the organization does not have.
	CreatePacket(ctx context.Context, p advancing.Packet) error
	// UpdatePacket reads the packet, calls change with it and writes the result
	// back, all in one transaction, and returns what was written. The packet's id,
	// organization and project cannot change. KindNotFound if org has no such
	// packet; change's error is returned as is and nothing is written.
	UpdatePacket(ctx context.Context, org, id kernel.ID, change func(*advancing.Packet) error) (advancing.Packet, error)
	// FindPacket returns a packet with its sections and audiences in position
	// order. KindNotFound if org has none with that id.
	FindPacket(ctx context.Context, org, id kernel.ID) (advancing.Packet, error)
	// FindPackets returns a project's packets, oldest first (then by id), each
	// complete. A project without packets, or another organization's, has none.
	FindPackets(ctx context.Context, org, project kernel.ID) ([]advancing.Packet, error)

	// CreateSendBatch writes a batch and its recipients in one transaction.
	// KindConflict if an id or a token hash exists; KindNotFound if the packet or
	// audience is not the organization's.
	CreateSendBatch(ctx context.Context, b advancing.SendBatch, recipients []advancing.Recipient) error
	// FindSendBatch returns a batch. KindNotFound if org has none with that id.
	FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error)
	// FindSendBatches returns up to limit of a packet's batches after the keyset
	// position after (nil for the first page), ordered by creation time then id.
	FindSendBatches(ctx context.Context, org, packet kernel.ID, after *kernel.Cursor, limit int) ([]advancing.SendBatch, error)
	// FindProjectBatches returns every batch of a project's packets, oldest first, for the graph.
	FindProjectBatches(ctx context.Context, org, project kernel.ID) ([]advancing.SendBatch, error)

	// AppendEvents appends recipients' events; events are never changed or removed.
	// An event whose id was appended before is ignored, so a retried delivery of
	// the same events is harmless. KindNotFound if a recipient is not org's.
	AppendEvents(ctx context.Context, org kernel.ID, events []advancing.Event) error
	// TallyBatch counts a batch's recipients by furthest stage and standing exit,
	// and the median time to acknowledge, by the rules of advancing.Track, in the
	// database (GROUP BY per recipient). KindNotFound if org has no such batch.
	TallyBatch(ctx context.Context, org, batch kernel.ID) (advancing.Tally, error)
	// FindRecipientProgress returns up to limit of a batch's recipients after the
	// keyset position after, ordered by name then id, each with their progress;
	// with stage set, only those whose furthest stage, or standing exit, is stage.
	FindRecipientProgress(ctx context.Context, org, batch kernel.ID, stage advancing.Stage,
		after *kernel.Cursor, limit int) ([]advancing.RecipientProgress, error)
}

// IdempotencyStore keeps the answers to requests sent with an Idempotency-Key, so
// that a retry gets the first answer instead of doing the work again, on any
// replica.
type IdempotencyStore interface {
	// Reserve claims key for a request with the given fingerprint until expires.
	// It returns the stored record and false when the key is already claimed and
	// not expired: the caller replays its answer, or reports a conflict if the
	// answer is not in yet or the fingerprint differs. Expired records are
	// replaced.
	Reserve(ctx context.Context, r IdempotencyRecord) (IdempotencyRecord, bool, error)
	// Complete stores the answer of a reserved key. KindNotFound if it is not
	// reserved.
	Complete(ctx context.Context, r IdempotencyRecord) error
	// Release removes a reservation whose request failed before it had an answer
	// worth replaying (a 5xx), so that a retry runs again.
	Release(ctx context.Context, org kernel.ID, key string) error
}

// IdempotencyRecord is one Idempotency-Key's claim and, once complete, its answer.
type IdempotencyRecord struct {
	OrgID kernel.ID
	// Key is the client's Idempotency-Key within its scope, as the caller
	// writes it: the HTTP adapter prefixes the token's id, so that keys are
	// kept per token (per client, as the draft scopes them), not per
	// organization.
	Key         string
	Fingerprint string // a digest of the method, path and body
	ExpiresAt   time.Time
	Done        bool
	Status      int
	Location    string
	Body        []byte
}

// Advancing is the driving port of the advancing domain, scoped to the calling
// organization; the HTTP adapter calls it. Identifiers come as the caller wrote
// them: one that is not a UUID is KindNotFound, like a missing record or another
// organization's.
type Advancing interface {
	// ProjectGraph returns a project's packet graph.
	ProjectGraph(ctx context.Context, org kernel.ID, projectID string) (advancing.Graph, error)
	// CreateShell creates a packet shell for a project on behalf of a caller with
	// role; KindForbidden below the manager role.
	CreateShell(ctx context.Context, org kernel.ID, role identity.Role, projectID string,
		req advancing.ShellRequest) (advancing.Packet, error)
	// Packet returns one packet with its sections and audiences.
	Packet(ctx context.Context, org kernel.ID, packetID string) (advancing.Packet, error)
	// Sections, Audiences and SendBatches page a packet's children.
	Sections(ctx context.Context, org kernel.ID, packetID string, req kernel.PageRequest) (kernel.Page[advancing.Section], error)
	Audiences(ctx context.Context, org kernel.ID, packetID string, req kernel.PageRequest) (kernel.Page[advancing.Audience], error)
	SendBatches(ctx context.Context, org kernel.ID, packetID string, req kernel.PageRequest) (kernel.Page[advancing.SendBatch], error)
	// TrackingBoard returns a send batch's funnel and a page of its recipients.
	TrackingBoard(ctx context.Context, org kernel.ID, batchID string, q advancing.BoardQuery) (advancing.TrackingBoard, error)
}

// PortalLinks writes the address of a recipient's portal from their portal
// token; the web adapter, which serves the portal, implements it, and the merge
// send mails the link.
type PortalLinks interface {
	// PortalLink returns the portal's address for token.
	PortalLink(token string) string
}
