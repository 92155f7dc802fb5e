package memory

import (
	"maps"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// AdvancingStore is a Backend's advance packets, send batches, recipients and
// events, each organization's apart. It mirrors the SQL store: the same checks
// of references (the organization's projects, shows and people, in the backend's
// record store) and of the keys the advancing tables enforce, the same orders,
// events idempotent by id, and the tally computed by advancing.TallyOf over
// advancing.Track.
type AdvancingStore struct {
	b   *Backend
	now func() time.Time // the time UpdatePacket writes as updated_at
}

var _ ports.AdvancingStore = (*AdvancingStore)(nil)

// advancingState is the advancing part of a Backend's state.
type advancingState struct {
	orgs   map[kernel.ID]*orgAdvancing
	tokens map[string]bool // portal token hashes in use, every organization's, as the SQL column is UNIQUE
	// webhooks holds the mail provider's claimed event ids, with when each was claimed.
	webhooks map[webhookKey]time.Time
}

// orgAdvancing is one organization's advancing records and idempotency keys. The
// packets, batches, recipients and records it holds are never changed in place
// (a write replaces them, deep-copied), so copying the maps copies them.
type orgAdvancing struct {
	packets     map[kernel.ID]advancing.Packet
	children    map[kernel.ID]kernel.ID // section and audience ids in use, to their packet
	batches     map[kernel.ID]advancing.SendBatch
	recipients  map[kernel.ID]advancing.Recipient
	ofBatch     map[kernel.ID][]kernel.ID // a batch's recipients, in the order they were written
	events      map[kernel.ID]bool        // the ids of the events appended
	ofRecipient map[kernel.ID][]advancing.Event
	keys        map[string]ports.IdempotencyRecord
}

func newAdvancingState() *advancingState {
	return &advancingState{orgs: map[kernel.ID]*orgAdvancing{}, tokens: map[string]bool{},
		webhooks: map[webhookKey]time.Time{}}
}

// org returns org's advancing records, made empty on first use when create is set,
// or nil.
func (s *advancingState) org(org kernel.ID, create bool) *orgAdvancing {
	o := s.orgs[org]
	if o == nil && create {
		o = &orgAdvancing{packets: map[kernel.ID]advancing.Packet{}, children: map[kernel.ID]kernel.ID{},
			batches: map[kernel.ID]advancing.SendBatch{}, recipients: map[kernel.ID]advancing.Recipient{},
			ofBatch: map[kernel.ID][]kernel.ID{}, events: map[kernel.ID]bool{},
			ofRecipient: map[kernel.ID][]advancing.Event{}, keys: map[string]ports.IdempotencyRecord{}}
		s.orgs[org] = o
	}
	return o
}

// clone returns a copy of s that shares nothing a write changes.
func (s *advancingState) clone() *advancingState {
	c := &advancingState{orgs: make(map[kernel.ID]*orgAdvancing, len(s.orgs)), tokens: maps.Clone(s.tokens),
		webhooks: maps.Clone(s.webhooks)}
	for id, o := range s.orgs {
		c.orgs[id] = &orgAdvancing{packets: maps.Clone(o.packets), children: maps.Clone(o.children),
			batches: maps.Clone(o.batches), recipients: maps.Clone(o.recipients), ofBatch: cloneLists(o.ofBatch),
			events: maps.Clone(o.events), ofRecipient: cloneLists(o.ofRecipient), keys: maps.Clone(o.keys)}
	}
	return c
}

func cloneLists[T any](m map[kernel.ID][]T) map[kernel.ID][]T {
	c := make(map[kernel.ID][]T, len(m))
	for k, v := range m {
		c[k] = slices.Clone(v)
	}
	return c
}

// copyPacket returns a deep copy of p in the form the SQL store reads a packet
// back: instants in UTC at microsecond precision, an audience's sections in
// section order, and the lists the tables hold as rows nil when empty.
func copyPacket(p advancing.Packet) advancing.Packet {
	p.ShowID, p.DueOn = copyPtr(p.ShowID), copyPtr(p.DueOn)
	p.CreatedAt, p.UpdatedAt = recordTime(p.CreatedAt), recordTime(p.UpdatedAt)
	position := map[kernel.ID]int{}
	var sections []advancing.Section
	for i, s := range p.Sections {
		s.DueOn = copyPtr(s.DueOn)
		if s.CompletedAt != nil {
			t := recordTime(*s.CompletedAt)
			s.CompletedAt = &t
		}
		s.Documents = slices.Clone(s.Documents)
		if s.Fields != nil {
			fields := make([]advancing.Field, len(s.Fields))
			for j, f := range s.Fields {
				fields[j] = advancing.Field{Key: f.Key, Label: f.Label, Value: copyPtr(f.Value)}
			}
			s.Fields = fields
		}
		sections, position[s.ID] = append(sections, s), i
	}
	var audiences []advancing.Audience
	for _, a := range p.Audiences {
		a.Contacts, a.Sections = emptyNil(slices.Clone(a.Contacts)), emptyNil(slices.Clone(a.Sections))
		slices.SortFunc(a.Sections, func(x, y kernel.ID) int { return position[x] - position[y] })
		audiences = append(audiences, a)
	}
	p.Sections, p.Audiences = sections, audiences
	return p
}

func copyPtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func emptyNil[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}
