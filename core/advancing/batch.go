package advancing

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// SendBatch is one merge send of a packet to one of its audiences: one recipient
// per contact of the audience at the time of sending.
type SendBatch struct {
	ID         kernel.ID
	OrgID      kernel.ID
	PacketID   kernel.ID
	AudienceID kernel.ID
	Subject    string
	CreatedAt  time.Time
	Recipients int // how many recipients the batch has
	// SentBy is the member who sent it (zero for the demo's batches); Note and
	// ReplyTo are the send's message and answer address.
	SentBy  kernel.ID
	Note    string
	ReplyTo string
	// ExpiresAt ends the batch's portal links; CancelledAt, when set, ended them
	// and the mail not yet sent.
	ExpiresAt   *time.Time
	CancelledAt *time.Time
}

// Open reports whether the batch's links work and its mail may go out at now.
func (b SendBatch) Open(now time.Time) bool {
	return b.CancelledAt == nil && (b.ExpiresAt == nil || now.Before(*b.ExpiresAt))
}

// Recipient is one contact a batch was sent to. The portal token that reaches the
// recipient's portal page is never kept: TokenHash is its kernel.HashSecret, for
// looking the recipient up when the link is followed.
type Recipient struct {
	ID        kernel.ID
	OrgID     kernel.ID
	BatchID   kernel.ID
	PersonID  kernel.ID
	Name      string
	Email     string
	TokenHash string
}

// Event is one thing that happened to a recipient's message. Events are appended,
// never changed; they may arrive out of order or more than once.
type Event struct {
	ID          kernel.ID
	RecipientID kernel.ID
	Stage       Stage
	At          time.Time
}
