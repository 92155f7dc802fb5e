// Package app holds the advancing domain's use cases: reading a project's packet
// graph, creating packet shells, and reading packets, their sections, audiences,
// send batches and tracking boards (Service, which the HTTP adapter calls
// through ports.Advancing); and the merge send (Sender: editing and sending
// packets, the delivery jobs, the recipient portal and the mail provider's
// events, through ports.MergeSend, ports.Portal and ports.DeliveryEvents). They
// reach the stores through the narrow parts of the store ports they call.
package app

import (
	"errors"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// Deps are what the use cases need; NewID defaults to kernel.NewID and
// NewPortalToken to advancing.NewPortalToken (tests give their own to learn the
// tokens issued, which nothing else ever sees).
type Deps struct {
	Store          ports.PacketStore
	Records        ports.ProjectReader
	Cursors        kernel.CursorCodec
	Clock          kernel.Clock
	NewID          func() kernel.ID
	NewPortalToken func() string
	// DeliveryReports says that a mail provider reports deliveries and bounces
	// to this service (serve answers its event webhook). Without it, tracking
	// boards say delivery is not reported (advancing.Board.WithoutDeliveryReports)
	// instead of counting every recipient without a receipt as undelivered.
	DeliveryReports bool
}

// Service is the advancing use cases. It implements ports.Advancing.
type Service struct{ d Deps }

var _ ports.Advancing = (*Service)(nil)

// New returns the use cases over d.
func New(d Deps) (*Service, error) {
	if d.Store == nil || d.Records == nil || d.Clock == nil {
		return nil, errors.New("advancing app: Store, Records and Clock are required")
	}
	if d.NewID == nil {
		d.NewID = kernel.NewID
	}
	if d.NewPortalToken == nil {
		d.NewPortalToken = advancing.NewPortalToken
	}
	return &Service{d: d}, nil
}

// pathID reads an identifier from a path. One that is not a UUID names nothing:
// KindNotFound, like a missing record or another organization's, so the three
// cannot be told apart.
func pathID(s, what string) (kernel.ID, error) {
	id, err := kernel.ParseID(s)
	if err != nil {
		return "", kernel.NotFound(what)
	}
	return id, nil
}

// after decodes a page request's cursor for list; nil for the first page.
func (s *Service) after(list string, req kernel.PageRequest) (*kernel.Cursor, error) {
	if req.Cursor == "" {
		return nil, nil
	}
	c, err := s.d.Cursors.Decode(list, req.Cursor)
	if err != nil {
		return nil, err
	}
	return &c, nil
}
