package app

import (
	"context"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// maxTokenBytes bounds what the portal hashes: a portal token is far shorter.
const maxTokenBytes = 200

// unusableLink is the one answer to a malformed, unknown, expired or cancelled
// portal link, so that none can be told from another.
func unusableLink() error { return kernel.NotFound("portal link").WithCode("link_unusable") }

// portalOf is a recipient reached by their link, with their batch and packet.
type portalOf struct {
	r advancing.Recipient
	b advancing.SendBatch
	p advancing.Packet
}

// nowhere is the organization, batch and packet a link that reaches no
// recipient (or no open batch) is looked up under: ids no record has, so that
// such a link makes the same reads as one that works, and finds nothing.
var nowhere = struct{ org, batch, packet kernel.ID }{kernel.NewID(), kernel.NewID(), kernel.NewID()}

// resolve finds the recipient a portal token reaches, if their batch is open.
//
// Every link that does not work, whatever is wrong with it (malformed, never
// issued, of a cancelled or expired batch, of a deleted packet), takes the
// same path and does the same work as the next: the token (cut to
// maxTokenBytes) is hashed and looked up, then a batch and a packet are read,
// those of nowhere when the step before found nothing usable, and only then is
// the answer decided, at one point. So the time of a 404 does not tell a
// cancelled batch's link from one that never existed.
func (s *Sender) resolve(ctx context.Context, token string) (portalOf, error) {
	usable := strings.HasPrefix(token, advancing.PortalTokenPrefix) && len(token) <= maxTokenBytes
	r, err := s.d.Send.FindRecipientByTokenHash(ctx, kernel.HashSecret(token[:min(len(token), maxTokenBytes)]))
	if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
		return portalOf{}, err
	}
	usable = usable && err == nil
	org, batch := nowhere.org, nowhere.batch
	if usable {
		org, batch = r.OrgID, r.BatchID
	}
	b, err := s.d.Store.FindSendBatch(ctx, org, batch)
	if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
		return portalOf{}, err
	}
	usable = usable && err == nil && b.Open(s.now())
	packet := nowhere.packet
	if usable {
		packet = b.PacketID
	} else {
		org = nowhere.org
	}
	p, err := s.d.Store.FindPacket(ctx, org, packet)
	if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
		return portalOf{}, err
	}
	if !usable || err != nil {
		return portalOf{}, unusableLink()
	}
	return portalOf{r: r, b: b, p: p}, nil
}

// view returns what the recipient may see: the packet with only the sections
// their audience sees and only their audience (without its contacts), their
// recipient row without its token hash, and whether they acknowledged.
func (s *Sender) view(ctx context.Context, at portalOf) (advancing.PortalView, error) {
	o, err := s.d.Orgs.FindOrganizationByID(ctx, at.r.OrgID)
	if err != nil {
		return advancing.PortalView{}, err
	}
	events, err := s.d.Send.FindRecipientEvents(ctx, at.r.OrgID, at.r.ID)
	if err != nil {
		return advancing.PortalView{}, err
	}
	now := s.now()
	prod, err := s.production(ctx, at.r.OrgID, at.p, now)
	if err != nil {
		return advancing.PortalView{}, err
	}
	v := advancing.PortalView{Recipient: at.r, Batch: at.b, Organization: o.Name, Packet: at.p,
		TimeZone: prod.Zone, Today: kernel.DateOf(now, zoneOf(prod.Zone))}
	v.Recipient.TokenHash = ""
	v.Packet.Sections = visibleSections(at.p, at.b.AudienceID)
	v.Packet.Audiences = nil
	if a := findAudience(&at.p, at.b.AudienceID); a != nil {
		mine := *a
		mine.Contacts = nil
		v.Packet.Audiences = []advancing.Audience{mine}
	}
	for _, e := range events {
		if e.Stage == advancing.StageAcknowledged {
			v.Acknowledged = true
		}
	}
	return v, nil
}

// record appends one of the recipient's portal events now.
func (s *Sender) record(ctx context.Context, at portalOf, name string, stage advancing.Stage) error {
	return s.d.Store.AppendEvents(ctx, at.r.OrgID, []advancing.Event{event(at.r.ID, name, stage, s.now())})
}

// Open returns what the recipient of token may see and records opened (the
// first time counts; later ones are ignored). KindNotFound (code
// "link_unusable") for a malformed, unknown, expired or cancelled link.
func (s *Sender) Open(ctx context.Context, token string) (advancing.PortalView, error) {
	at, err := s.resolve(ctx, token)
	if err != nil {
		return advancing.PortalView{}, err
	}
	v, err := s.view(ctx, at)
	if err != nil {
		return advancing.PortalView{}, err
	}
	if err := s.record(ctx, at, "portal/opened", advancing.StageOpened); err != nil {
		return advancing.PortalView{}, err
	}
	return v, nil
}

// ViewSection returns one section the recipient's audience sees and records
// viewed (the first time counts). KindNotFound (code "link_unusable") for an
// unusable link; KindNotFound for a section their audience does not see.
func (s *Sender) ViewSection(ctx context.Context, token string, sectionID kernel.ID) (advancing.PortalSection, error) {
	at, err := s.resolve(ctx, token)
	if err != nil {
		return advancing.PortalSection{}, err
	}
	v, err := s.view(ctx, at)
	if err != nil {
		return advancing.PortalSection{}, err
	}
	sec := findSection(&v.Packet, sectionID)
	if sec == nil {
		return advancing.PortalSection{}, kernel.NotFound("section")
	}
	if err := s.record(ctx, at, "portal/viewed", advancing.StageViewed); err != nil {
		return advancing.PortalSection{}, err
	}
	return advancing.PortalSection{View: v, Section: *sec}, nil
}

// SaveSection saves the recipient's values for the fields of a section their
// audience sees (trimmed; an empty one clears the field; a field not named
// keeps its value) and moves the section to the status its items give it
// (advancing.Section.ItemStatus: complete when every field has a value, in
// progress when some have); the packet's status follows. KindNotFound (code "link_unusable") for an unusable link;
// KindNotFound for a section their audience does not see; KindInvalid at
// /fields/<key> for a field the section does not have or a value longer than
// MaxFieldValueRunes, and at /fields for a section without fields.
func (s *Sender) SaveSection(ctx context.Context, token string, sectionID kernel.ID,
	values map[string]string) (advancing.PortalSection, error) {
	at, err := s.resolve(ctx, token)
	if err != nil {
		return advancing.PortalSection{}, err
	}
	if findSection(&advancing.Packet{Sections: visibleSections(at.p, at.b.AudienceID)}, sectionID) == nil {
		return advancing.PortalSection{}, kernel.NotFound("section")
	}
	now := s.now()
	p, err := s.d.Store.UpdatePacket(ctx, at.r.OrgID, at.p.ID, func(p *advancing.Packet) error {
		sec := findSection(p, sectionID)
		if sec == nil {
			return kernel.NotFound("section")
		}
		if len(sec.Fields) == 0 {
			return kernel.InvalidField("/fields", "no_fields", "this section asks for nothing to fill in")
		}
		if err := setFields(sec, values); err != nil {
			return err
		}
		setStatus(sec, sec.ItemStatus(), now)
		p.Status = p.DerivedStatus(true)
		return nil
	})
	if err != nil {
		return advancing.PortalSection{}, err
	}
	at.p = p
	v, err := s.view(ctx, at)
	if err != nil {
		return advancing.PortalSection{}, err
	}
	return advancing.PortalSection{View: v, Section: *findSection(&v.Packet, sectionID)}, nil
}

// Acknowledge records that the recipient of token acknowledged the packet (the
// first time counts). KindNotFound (code "link_unusable") for an unusable link.
func (s *Sender) Acknowledge(ctx context.Context, token string) error {
	at, err := s.resolve(ctx, token)
	if err != nil {
		return err
	}
	return s.record(ctx, at, "portal/acknowledged", advancing.StageAcknowledged)
}

// zoneOf loads an IANA zone; UTC for "" or one that does not load.
func zoneOf(name string) *time.Location {
	if loc, err := time.LoadLocation(name); err == nil && name != "" {
		return loc
	}
	return time.UTC
}
