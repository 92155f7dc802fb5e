package web

import (
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// The portal side of the advancing fake: a token reaches its recipient while
// the batch is neither cancelled nor expired, and shows only the sections of
// the recipient's audience.

// link returns the recipient a token reaches, with their batch, packet and
// audience; KindNotFound alike for a wrong, expired or cancelled link. The
// caller holds the lock.
func (a *advance) link(token string) (portalLink, *advancing.SendBatch, *advancing.Packet, advancing.Audience, error) {
	gone := kernel.NotFound("portal link")
	if a.broken != nil {
		return portalLink{}, nil, nil, advancing.Audience{}, a.broken
	}
	l, ok := a.links[token]
	if !ok {
		return portalLink{}, nil, nil, advancing.Audience{}, gone
	}
	b, err := a.batch(a.org.ID, l.batch)
	if err != nil || !b.Open(a.clock.Now()) {
		return portalLink{}, nil, nil, advancing.Audience{}, gone
	}
	p, aud, err := a.audience(a.org.ID, b.PacketID, b.AudienceID)
	if err != nil {
		return portalLink{}, nil, nil, advancing.Audience{}, gone
	}
	return l, b, p, aud, nil
}

// view is what the recipient of l may see. The caller holds the lock.
func (a *advance) view(l portalLink, b *advancing.SendBatch, p *advancing.Packet, aud advancing.Audience) advancing.PortalView {
	visible := clonePacket(*p)
	visible.Sections = slices.DeleteFunc(visible.Sections, func(s advancing.Section) bool { return !aud.Sees(s.ID) })
	visible.Audiences = nil
	return advancing.PortalView{Recipient: l.recipient, Batch: *b, Organization: a.org.Name, Packet: visible,
		Acknowledged: l.acknowledged, TimeZone: "UTC", Today: kernel.DateOf(a.clock.Now(), time.UTC)}
}

func (a *advance) Open(ctx context.Context, token string) (advancing.PortalView, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	l, b, p, aud, err := a.link(token)
	if err != nil {
		return advancing.PortalView{}, err
	}
	l.opened++
	a.links[token] = l
	return a.view(l, b, p, aud), nil
}

func (a *advance) section(token string, sectionID kernel.ID) (advancing.PortalView, *advancing.Section, error) {
	l, b, p, aud, err := a.link(token)
	if err != nil {
		return advancing.PortalView{}, nil, err
	}
	if !aud.Sees(sectionID) {
		return advancing.PortalView{}, nil, kernel.NotFound("section")
	}
	for i := range p.Sections {
		if p.Sections[i].ID == sectionID {
			return a.view(l, b, p, aud), &p.Sections[i], nil
		}
	}
	return advancing.PortalView{}, nil, kernel.NotFound("section")
}

func (a *advance) ViewSection(ctx context.Context, token string, sectionID kernel.ID) (advancing.PortalSection, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	v, sec, err := a.section(token, sectionID)
	if err != nil {
		return advancing.PortalSection{}, err
	}
	return advancing.PortalSection{View: v, Section: cloneSection(*sec)}, nil
}

// maxFieldValue is the fake's one rule about a recipient's values.
const maxFieldValue = 200

func (a *advance) SaveSection(ctx context.Context, token string, sectionID kernel.ID, values map[string]string) (advancing.PortalSection, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	v, sec, err := a.section(token, sectionID)
	if err != nil {
		return advancing.PortalSection{}, err
	}
	var bad []kernel.FieldError
	for _, f := range sec.Fields {
		if len(values[f.Key]) > maxFieldValue {
			bad = append(bad, kernel.FieldError{Pointer: "/fields/" + f.Key, Code: "too_long",
				Detail: f.Label + " is at most 200 characters long"})
		}
	}
	for key := range values {
		if !slices.ContainsFunc(sec.Fields, func(f advancing.Field) bool { return f.Key == key }) {
			bad = append(bad, kernel.FieldError{Pointer: "/fields/" + key, Code: "unknown", Detail: "This section has no such item"})
		}
	}
	if len(bad) > 0 {
		return advancing.PortalSection{}, kernel.Invalid("some values cannot be saved", bad...)
	}
	setFields(sec, values)
	sec.Status = sec.ItemStatus()
	a.saved[sec.ID] = values
	return advancing.PortalSection{View: v, Section: cloneSection(*sec)}, nil
}

func (a *advance) Acknowledge(ctx context.Context, token string) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	l, _, _, _, err := a.link(token)
	if err != nil {
		return err
	}
	l.acknowledged = true
	a.links[token] = l
	return nil
}

func cloneSection(s advancing.Section) advancing.Section {
	s.Fields = slices.Clone(s.Fields)
	return s
}
