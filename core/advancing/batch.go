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
