package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// SendRole is the lowest role that may edit packets, preview, send and cancel
// a merge send.
const SendRole = identity.RoleManager

// SenderDeps are what the merge send needs. Orgs gives the organization's name
// in the mail and the portal, Users the sender's name and the address answers
// go to, Links the recipients' portal links (the web adapter writes them). NewID
// defaults to kernel.NewID and NewPortalToken to advancing.NewPortalToken; every
// other field is required.
type SenderDeps struct {
	Store          ports.SenderStore
	Send           ports.SendStore
	Records        ports.ProjectReader
	Orgs           ports.OrganizationFinder
	Roles          ports.MemberRoles
	Users          ports.UserFinder
	Queue          ports.SendQueue
	Mailer         ports.Mailer
	Links          ports.PortalLinks
	Tx             ports.TxRunner
	Clock          kernel.Clock
	NewID          func() kernel.ID
	NewPortalToken func() string
}

// Sender is the merge send: editing and sending packets (ports.MergeSend), the
// recipient portal (ports.Portal) and the mail provider's events
// (ports.DeliveryEvents).
type Sender struct {
	d           SenderDeps
	productions *productionCache
}

var (
	_ ports.MergeSend      = (*Sender)(nil)
	_ ports.Portal         = (*Sender)(nil)
	_ ports.DeliveryEvents = (*Sender)(nil)
)

// NewSender returns the merge send over d.
func NewSender(d SenderDeps) (*Sender, error) {
	if d.Store == nil || d.Send == nil || d.Records == nil || d.Orgs == nil || d.Roles == nil || d.Users == nil ||
		d.Queue == nil || d.Mailer == nil || d.Links == nil || d.Tx == nil || d.Clock == nil {
		return nil, errors.New("advancing app: every SenderDeps field but NewID and NewPortalToken is required")
	}
	if d.NewID == nil {
		d.NewID = kernel.NewID
	}
	if d.NewPortalToken == nil {
		d.NewPortalToken = advancing.NewPortalToken
	}
	return &Sender{d: d, productions: newProductionCache(productionTTL, productionEntries)}, nil
}

// authorize checks that the actor holds SendRole or above in their
// organization. KindForbidden (code "insufficient_role") otherwise, a
// non-member included.
func (s *Sender) authorize(ctx context.Context, actor identity.Actor) error {
	role, err := s.d.Roles.RoleOf(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return kernel.Forbidden("insufficient_role", "only an organization's managers and above prepare and send advance packets")
	}
	if err != nil {
		return err
	}
	if !role.AtLeast(SendRole) {
		return kernel.Forbidden("insufficient_role", fmt.Sprintf(
			"preparing and sending advance packets needs the %s role or above; yours is %s", SendRole, role))
	}
	return nil
}

// now is the clock's time at the precision the stores keep, so that what a use
// case returns equals what a store reads back.
func (s *Sender) now() time.Time { return s.d.Clock.Now().UTC().Truncate(time.Microsecond) }

// eventID is the id of a recipient's event of one kind: the same for every
// attempt, so that a retry's duplicate is ignored (AppendEvents is idempotent by
// id) and each kind of event is kept once, at its first time.
func eventID(recipient kernel.ID, name string) kernel.ID { return kernel.NameID(recipient, name) }

// event returns a recipient's event of stage with the id eventID gives name.
func event(recipient kernel.ID, name string, stage advancing.Stage, at time.Time) advancing.Event {
	return advancing.Event{ID: eventID(recipient, name), RecipientID: recipient, Stage: stage, At: at}
}
