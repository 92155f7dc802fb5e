package web

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// advance is a small, behaving stand-in for the advancing use cases: one
// organization's projects, packets, contacts, batches and portal links served
// through ports.Advancing, ports.AdvanceWorkspace, ports.MergeSend and
// ports.Portal, with roles read from the platform fake as the core reads them.
type advance struct {
	mu       sync.Mutex
	clock    *kernel.FixedClock
	platform *platform
	org      identity.Organization

	projects   []advancing.ProjectPackets // packets by id in packets
	packets    map[kernel.ID]*advancing.Packet
	contacts   []advancing.Contact
	batches    []*advancing.SendBatch
	recipients map[kernel.ID][]advancing.RecipientProgress // by batch
	links      map[string]portalLink                       // portal token → recipient
	saved      map[kernel.ID]map[string]string             // section → values a recipient saved

	sends, edits int
	// broken, when set, is the error of every portal call.
	broken error
	// unreported makes boards read as when no mail provider reports deliveries.
	unreported bool
}

// portalLink is what a portal token reaches.
type portalLink struct {
	batch        kernel.ID
	recipient    advancing.Recipient
	acknowledged bool
	opened       int
}

var (
	_ ports.Advancing        = (*advance)(nil)
	_ ports.AdvanceWorkspace = (*advance)(nil)
	_ ports.MergeSend        = (*advance)(nil)
	_ ports.Portal           = (*advance)(nil)
)

func newAdvance(clock *kernel.FixedClock, p *platform, org identity.Organization) *advance {
	return &advance{clock: clock, platform: p, org: org, packets: map[kernel.ID]*advancing.Packet{},
		recipients: map[kernel.ID][]advancing.RecipientProgress{}, links: map[string]portalLink{},
		saved: map[kernel.ID]map[string]string{}}
}

// role returns the actor's role in the fake's organization now; KindNotFound
// for anyone else, as the core tells a stranger the organization is missing.
func (a *advance) role(actor identity.Actor) (identity.Role, error) {
	a.platform.mu.Lock()
	defer a.platform.mu.Unlock()
	role, ok := a.platform.members[actor.OrgID][actor.UserID]
	if !ok || actor.OrgID != a.org.ID {
		return "", kernel.NotFound("organization")
	}
	return role, nil
}

func (a *advance) manager(actor identity.Actor) error {
	role, err := a.role(actor)
	if err != nil {
		return err
	}
	if !role.AtLeast(identity.RoleManager) {
		return kernel.Forbidden("insufficient_role", "Sending advance packets needs the manager role or above.")
	}
	return nil
}

func (a *advance) packet(org kernel.ID, id kernel.ID) (*advancing.Packet, error) {
	p, ok := a.packets[id]
	if !ok || org != a.org.ID {
		return nil, kernel.NotFound("packet")
	}
	return p, nil
}

func (a *advance) batch(org kernel.ID, id kernel.ID) (*advancing.SendBatch, error) {
	for _, b := range a.batches {
		if b.ID == id && org == a.org.ID {
			return b, nil
		}
	}
	return nil, kernel.NotFound("send batch")
}

// ---- ports.Advancing ----

func (a *advance) ProjectGraph(ctx context.Context, org kernel.ID, projectID string) (advancing.Graph, error) {
	return advancing.Graph{}, errors.New("not used by the pages")
}

func (a *advance) CreateShell(ctx context.Context, org kernel.ID, role identity.Role, projectID string,
	req advancing.ShellRequest) (advancing.Packet, error) {
	return advancing.Packet{}, errors.New("not used by the pages")
}

func (a *advance) Packet(ctx context.Context, org kernel.ID, packetID string) (advancing.Packet, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	id, err := kernel.ParseID(packetID)
	if err != nil {
		return advancing.Packet{}, kernel.NotFound("packet")
	}
	p, err := a.packet(org, id)
	if err != nil {
		return advancing.Packet{}, err
	}
	return clonePacket(*p), nil
}

func (a *advance) Sections(ctx context.Context, org kernel.ID, packetID string, req kernel.PageRequest) (kernel.Page[advancing.Section], error) {
	p, err := a.Packet(ctx, org, packetID)
	return kernel.Page[advancing.Section]{Data: p.Sections}, err
}

func (a *advance) Audiences(ctx context.Context, org kernel.ID, packetID string, req kernel.PageRequest) (kernel.Page[advancing.Audience], error) {
	p, err := a.Packet(ctx, org, packetID)
	return kernel.Page[advancing.Audience]{Data: p.Audiences}, err
}

func (a *advance) SendBatches(ctx context.Context, org kernel.ID, packetID string, req kernel.PageRequest) (kernel.Page[advancing.SendBatch], error) {
	p, err := a.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.SendBatch]{}, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	var all []advancing.SendBatch
	for _, b := range a.batches {
		if b.PacketID == p.ID {
			all = append(all, *b)
		}
	}
	return pageOf(all, req)
}

// pageOf pages items with a cursor that is the index of the next item.
func pageOf[T any](all []T, req kernel.PageRequest) (kernel.Page[T], error) {
	from := 0
	if req.Cursor != "" {
		n, err := strconv.Atoi(req.Cursor)
		if err != nil || n < 0 || n > len(all) {
			return kernel.Page[T]{}, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor is not one this list gave")
		}
		from = n
	}
	to := min(from+req.Limit, len(all))
	page := kernel.Page[T]{Data: all[from:to]}
	if to < len(all) {
		page.HasMore, page.NextCursor = true, strconv.Itoa(to)
	}
	return page, nil
}

func (a *advance) TrackingBoard(ctx context.Context, org kernel.ID, batchID string, q advancing.BoardQuery) (advancing.TrackingBoard, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if q.Stage != "" && !q.Stage.Valid() {
		return advancing.TrackingBoard{}, kernel.InvalidField("/stage", "enum", "stage must be one of the funnel's stages or exits")
	}
	id, err := kernel.ParseID(batchID)
	if err != nil {
		return advancing.TrackingBoard{}, kernel.NotFound("send batch")
	}
	b, err := a.batch(org, id)
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	var progress []advancing.Progress
	var rows []advancing.RecipientProgress
	for _, rp := range a.recipients[b.ID] {
		progress = append(progress, rp.Progress)
		if q.Stage == "" || rp.Progress.Furthest == q.Stage || rp.Progress.Exit == q.Stage {
			rows = append(rows, rp)
		}
	}
	page, err := pageOf(rows, q.Page)
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	board := advancing.NewBoard(advancing.TallyOf(progress))
	if a.unreported {
		board = board.WithoutDeliveryReports()
	}
	return advancing.TrackingBoard{Batch: *b, Board: board, Recipients: page}, nil
}

// ---- ports.AdvanceWorkspace ----

func (a *advance) Projects(ctx context.Context, actor identity.Actor) ([]advancing.ProjectPackets, error) {
	if _, err := a.role(actor); err != nil {
		return nil, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make([]advancing.ProjectPackets, len(a.projects))
	for i, pr := range a.projects {
		out[i] = pr
		out[i].Packets = nil
		for _, p := range pr.Packets {
			out[i].Packets = append(out[i].Packets, clonePacket(*a.packets[p.ID]))
		}
	}
	return out, nil
}

func (a *advance) ProjectPackets(ctx context.Context, actor identity.Actor, project kernel.ID) ([]advancing.Packet, error) {
	all, err := a.Projects(ctx, actor)
	for _, pr := range all {
		if pr.ProjectID == project {
			return pr.Packets, err
		}
	}
	return nil, err
}

func (a *advance) Contacts(ctx context.Context, actor identity.Actor, packetID kernel.ID) ([]advancing.Contact, error) {
	if _, err := a.role(actor); err != nil {
		return nil, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if _, err := a.packet(actor.OrgID, packetID); err != nil {
		return nil, err
	}
	return slices.Clone(a.contacts), nil
}

// ---- ports.MergeSend ----

func (a *advance) EditSection(ctx context.Context, actor identity.Actor, packetID, sectionID kernel.ID, e advancing.SectionEdit) (advancing.Packet, error) {
	if err := a.manager(actor); err != nil {
		return advancing.Packet{}, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	p, err := a.packet(actor.OrgID, packetID)
	if err != nil {
		return advancing.Packet{}, err
	}
	i := slices.IndexFunc(p.Sections, func(s advancing.Section) bool { return s.ID == sectionID })
	if i < 0 {
		return advancing.Packet{}, kernel.NotFound("section")
	}
	sec := &p.Sections[i]
	var fields []kernel.FieldError
	if e.Title != nil && *e.Title == "" {
		fields = append(fields, kernel.FieldError{Pointer: "/title", Code: "required", Detail: "Enter the section's title"})
	}
	for key := range e.Fields {
		if !slices.ContainsFunc(sec.Fields, func(f advancing.Field) bool { return f.Key == key }) {
			fields = append(fields, kernel.FieldError{Pointer: "/fields/" + key, Code: "unknown", Detail: "no such field"})
		}
	}
	if len(fields) > 0 {
		return advancing.Packet{}, kernel.Invalid("the section cannot be saved", fields...)
	}
	a.edits++
	if e.Title != nil {
		sec.Title = *e.Title
	}
	if e.Status != nil {
		sec.Status = *e.Status
	}
	if e.ClearDueOn {
		sec.DueOn = nil
	} else if e.DueOn != nil {
		d := *e.DueOn
		sec.DueOn = &d
	}
	setFields(sec, e.Fields)
	sec.Status = sec.ItemStatus() // as the use case settles it
	return clonePacket(*p), nil
}

func setFields(sec *advancing.Section, values map[string]string) {
	for j := range sec.Fields {
		if v, ok := values[sec.Fields[j].Key]; ok {
			if v == "" {
				sec.Fields[j].Value = nil
			} else {
				sec.Fields[j].Value = &v
			}
		}
	}
}

func (a *advance) EditAudience(ctx context.Context, actor identity.Actor, packetID, audienceID kernel.ID, e advancing.AudienceEdit) (advancing.Packet, error) {
	if err := a.manager(actor); err != nil {
		return advancing.Packet{}, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	p, err := a.packet(actor.OrgID, packetID)
	if err != nil {
		return advancing.Packet{}, err
	}
	i := slices.IndexFunc(p.Audiences, func(x advancing.Audience) bool { return x.ID == audienceID })
	if i < 0 {
		return advancing.Packet{}, kernel.NotFound("audience")
	}
	for n, c := range e.Contacts {
		if !slices.ContainsFunc(a.contacts, func(x advancing.Contact) bool { return x.ID == c }) {
			return advancing.Packet{}, kernel.InvalidField(fmt.Sprintf("/contacts/%d", n), "unknown_person",
				"A chosen person is not among your organization's people.")
		}
	}
	a.edits++
	p.Audiences[i].Contacts, p.Audiences[i].Sections = slices.Clone(e.Contacts), slices.Clone(e.Sections)
	return clonePacket(*p), nil
}

func (a *advance) Preview(ctx context.Context, actor identity.Actor, packetID, audienceID, personID kernel.ID,
	in advancing.SendInput) (mail.Message, error) {
	if err := a.manager(actor); err != nil {
		return mail.Message{}, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	p, aud, err := a.audience(actor.OrgID, packetID, audienceID)
	if err != nil {
		return mail.Message{}, err
	}
	if !slices.Contains(aud.Contacts, personID) {
		return mail.Message{}, kernel.NotFound("contact")
	}
	c := a.contact(personID)
	if c.Email == "" {
		return mail.Message{}, kernel.InvalidField("/person_id", "no_email", "This contact has no e-mail address to send to")
	}
	if len(in.Subject) > 200 {
		return mail.Message{}, kernel.InvalidField("/subject", "too_long", "The subject is at most 200 characters long")
	}
	subject := in.Subject
	if subject == "" {
		subject = p.Title
	}
	text := "Hello " + c.Name + ",\n\n" + in.Note + "\n"
	html := "<p>Hello " + c.Name + ",</p><p style=\"color: #123456\">" + template.HTMLEscapeString(in.Note) + "</p>"
	for _, s := range p.Sections {
		if aud.Sees(s.ID) {
			text += "- " + s.Title + "\n"
			html += "<h2>" + template.HTMLEscapeString(s.Title) + "</h2>"
		}
	}
	text += "\nYour page: https://roadcase.test/portal/PORTAL-LINK\n"
	return mail.Message{ID: kernel.NewID(), OrgID: a.org.ID, Kind: mail.KindAdvance, To: []mail.Address{{Name: c.Name, Email: c.Email}},
		Subject: subject, Text: text, HTML: html}, nil
}

func (a *advance) audience(org, packetID, audienceID kernel.ID) (*advancing.Packet, advancing.Audience, error) {
	p, err := a.packet(org, packetID)
	if err != nil {
		return nil, advancing.Audience{}, err
	}
	for _, aud := range p.Audiences {
		if aud.ID == audienceID {
			return p, aud, nil
		}
	}
	return nil, advancing.Audience{}, kernel.NotFound("audience")
}

func (a *advance) contact(id kernel.ID) advancing.Contact {
	for _, c := range a.contacts {
		if c.ID == id {
			return c
		}
	}
	return advancing.Contact{ID: id}
}

func (a *advance) Send(ctx context.Context, actor identity.Actor, packetID, audienceID kernel.ID, in advancing.SendInput) (advancing.SendBatch, error) {
	if err := a.manager(actor); err != nil {
		return advancing.SendBatch{}, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	p, aud, err := a.audience(actor.OrgID, packetID, audienceID)
	if err != nil {
		return advancing.SendBatch{}, err
	}
	if len(in.Subject) > 200 {
		return advancing.SendBatch{}, kernel.InvalidField("/subject", "too_long", "The subject is at most 200 characters long")
	}
	var people []advancing.Contact
	for _, id := range aud.Contacts {
		if c := a.contact(id); c.Email != "" {
			people = append(people, c)
		}
	}
	if len(people) == 0 {
		return advancing.SendBatch{}, kernel.Invalid("Nobody in this audience has an e-mail address.")
	}
	a.sends++
	b, _ := a.addBatch(p, aud, people, in.Subject)
	return b, nil
}

// addBatch records a batch sent to people and returns it with their portal
// tokens, in the order of people. The caller holds the lock.
func (a *advance) addBatch(p *advancing.Packet, aud advancing.Audience, people []advancing.Contact, subject string) (advancing.SendBatch, []string) {
	if subject == "" {
		subject = p.Title
	}
	now := a.clock.Now()
	expires := now.Add(advancing.BatchLifetime)
	b := &advancing.SendBatch{ID: kernel.NewID(), OrgID: a.org.ID, PacketID: p.ID, AudienceID: aud.ID, Subject: subject,
		CreatedAt: now, Recipients: len(people), ExpiresAt: &expires}
	a.batches = append(a.batches, b)
	var tokens []string
	for _, c := range people {
		r := advancing.Recipient{ID: kernel.NewID(), OrgID: a.org.ID, BatchID: b.ID, PersonID: c.ID, Name: c.Name, Email: c.Email}
		a.recipients[b.ID] = append(a.recipients[b.ID], advancing.RecipientProgress{Recipient: r,
			Progress: advancing.Progress{Furthest: advancing.StageSent, At: map[advancing.Stage]time.Time{advancing.StageSent: now}}})
		token := advancing.NewPortalToken()
		a.links[token] = portalLink{batch: b.ID, recipient: r}
		tokens = append(tokens, token)
	}
	return *b, tokens
}

func (a *advance) CancelBatch(ctx context.Context, actor identity.Actor, batchID kernel.ID) error {
	if err := a.manager(actor); err != nil {
		return err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	b, err := a.batch(actor.OrgID, batchID)
	if err != nil {
		return err
	}
	if b.CancelledAt == nil {
		now := a.clock.Now()
		b.CancelledAt = &now
	}
	return nil
}

func (a *advance) Deliver(ctx context.Context, org, recipientID kernel.ID) (ports.DeliveryOutcome, error) {
	return "", errors.New("not used by the pages")
}

func (a *advance) FailDelivery(ctx context.Context, org, recipientID kernel.ID) error {
	return errors.New("not used by the pages")
}

func clonePacket(p advancing.Packet) advancing.Packet {
	p.Sections = slices.Clone(p.Sections)
	for i := range p.Sections {
		p.Sections[i].Fields = slices.Clone(p.Sections[i].Fields)
	}
	p.Audiences = slices.Clone(p.Audiences)
	return p
}
