package advancing

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// BatchLifetime is how long a batch's portal links work after it is sent, unless
// the send says otherwise: long enough for an advance that starts weeks before
// the show.
const BatchLifetime = 90 * 24 * time.Hour

// SectionEdit is a manager's change to one section. Nil fields are left as they
// are; Fields sets the values of the named fields ("" clears one).
type SectionEdit struct {
	Title  *string
	Status *SectionStatus
	DueOn  *kernel.Date
	// ClearDueOn removes the due date (DueOn nil alone leaves it).
	ClearDueOn bool
	Fields     map[string]string
}

// AudienceEdit sets an audience's contacts (people records) and the sections it
// sees, replacing both lists.
type AudienceEdit struct {
	Contacts []kernel.ID
	Sections []kernel.ID
}

// SendInput is what a manager gives when sending a packet to an audience.
// Subject defaults to the packet's title; Note is a short message above the
// sections; ReplyTo is where answers go (the sender's address by default);
// Lifetime, when set, replaces BatchLifetime.
type SendInput struct {
	Subject  string
	Note     string
	ReplyTo  string
	Lifetime time.Duration
}

// PortalView is what a recipient's portal shows: the packet, the recipient and
// the sections their audience sees, and only those.
type PortalView struct {
	Recipient    Recipient
	Batch        SendBatch
	Organization string // the sending organization's name
	Packet       Packet // Sections holds only the visible ones
	Acknowledged bool
	// TimeZone is the IANA zone the packet's dates fall due in, the show's
	// venue's ("" for UTC), and Today the date there now: a section is overdue
	// when Section.Overdue(Today).
	TimeZone string
	Today    kernel.Date
}

// PortalSection is one visible section as the portal shows it.
type PortalSection struct {
	View    PortalView
	Section Section
}

// DeliveryEventKind is what a mail provider reports about a message.
type DeliveryEventKind string

// The provider events the merge send understands.
const (
	DeliveryDelivered  DeliveryEventKind = "delivered"
	DeliveryBounced    DeliveryEventKind = "bounced"    // a permanent failure after sending
	DeliveryComplained DeliveryEventKind = "complained" // marked as spam: recorded, no funnel move
)

// DeliveryEvent is one verified event of the mail provider about one message.
// Ref is the reference the mail carried (mail.Message.Ref): the recipient's
// organization and id.
type DeliveryEvent struct {
	Provider string
	ID       string
	Kind     DeliveryEventKind
	Ref      string
	At       time.Time
}

// ProjectPackets is one project as the platform's advancing pages list it, with
// its packets.
type ProjectPackets struct {
	ProjectID kernel.ID
	Name      string
	StartsOn  *kernel.Date
	EndsOn    *kernel.Date
	Packets   []Packet
}

// Contact is a person an audience may hold: a people record of the organization.
// Email is empty for someone without an address, who cannot be mailed.
type Contact struct {
	ID    kernel.ID
	Name  string
	Email string
	Role  string // their role on productions, such as "Production manager"
}
