package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// CreatePacket stores a packet with its sections, audiences and edges. It
// returns KindConflict if its id, or a section's or audience's, exists;
// KindNotFound if its project, or its show (one of that project's), is not the
// organization's; KindInvalid for a malformed graph or an audience naming a
// person the organization does not have.
func (s *AdvancingStore) CreatePacket(ctx context.Context, p advancing.Packet) error {
	if err := p.CheckShape(); err != nil {
		return err
	}
	st, unlock := s.b.write(ctx)
	defer unlock()
	if err := checkPacketRefs(st, p); err != nil {
		return err
	}
	o := st.advancing.org(p.OrgID, true)
	if _, ok := o.packets[p.ID]; ok {
		return kernel.Conflict("an advance packet with this id already exists")
	}
	if err := o.checkChildren(p); err != nil {
		return err
	}
	o.putPacket(copyPacket(p))
	return nil
}

// UpdatePacket reads the packet, calls change with a copy of it and stores the
// result, all under the backend's write lock (so change must not call the
// backend), and returns what was stored. updated_at becomes the time of the
// write, and always moves forward. KindNotFound if org has no such packet;
// change's error is returned as is and nothing is written; KindInvalid if change
// moved the packet to another id, organization or project, or left a malformed
// graph.
func (s *AdvancingStore) UpdatePacket(ctx context.Context, org, id kernel.ID,
	change func(*advancing.Packet) error) (advancing.Packet, error) {
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	was, ok := o.packet(id)
	if !ok {
		return advancing.Packet{}, kernel.NotFound("advance packet")
	}
	p := copyPacket(was)
	if err := change(&p); err != nil {
		return advancing.Packet{}, err
	}
	if p.ID != was.ID || p.OrgID != was.OrgID || p.ProjectID != was.ProjectID {
		return advancing.Packet{}, kernel.Invalid("an advance packet's id, organization and project cannot change")
	}
	p.UpdatedAt = recordTime(s.now())
	if next := was.UpdatedAt.Add(time.Microsecond); p.UpdatedAt.Before(next) {
		p.UpdatedAt = next
	}
	if err := p.CheckShape(); err != nil {
		return advancing.Packet{}, err
	}
	if err := checkPacketRefs(st, p); err != nil {
		return advancing.Packet{}, err
	}
	if err := o.checkChildren(p); err != nil {
		return advancing.Packet{}, err
	}
	for child, packet := range o.children {
		if packet == p.ID {
			delete(o.children, child)
		}
	}
	p = copyPacket(p)
	o.putPacket(p)
	return copyPacket(p), nil
}

// FindPacket returns a packet with its sections and audiences in position order.
// KindNotFound if org has none with that id.
func (s *AdvancingStore) FindPacket(ctx context.Context, org, id kernel.ID) (advancing.Packet, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	p, ok := st.advancing.org(org, false).packet(id)
	if !ok {
		return advancing.Packet{}, kernel.NotFound("advance packet")
	}
	return copyPacket(p), nil
}

// FindPackets returns a project's packets, oldest first, then by id.
func (s *AdvancingStore) FindPackets(ctx context.Context, org, project kernel.ID) ([]advancing.Packet, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.advancing.org(org, false)
	if o == nil {
		return nil, nil
	}
	var out []advancing.Packet
	for _, p := range o.packets {
		if p.ProjectID == project {
			out = append(out, copyPacket(p))
		}
	}
	slices.SortFunc(out, func(a, b advancing.Packet) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return out, nil
}

// packet returns the stored packet with id; o may be nil.
func (o *orgAdvancing) packet(id kernel.ID) (advancing.Packet, bool) {
	if o == nil {
		return advancing.Packet{}, false
	}
	p, ok := o.packets[id]
	return p, ok
}

// checkChildren reports KindConflict if one of p's section or audience ids is
// another packet's, as the tables' (org_id, id) keys would.
func (o *orgAdvancing) checkChildren(p advancing.Packet) error {
	for _, id := range childIDs(p) {
		if packet, ok := o.children[id]; ok && packet != p.ID {
			return kernel.Conflict("a section or audience with this id already exists")
		}
	}
	return nil
}

// putPacket stores p, already copied, and claims its children's ids.
func (o *orgAdvancing) putPacket(p advancing.Packet) {
	o.packets[p.ID] = p
	for _, id := range childIDs(p) {
		o.children[id] = p.ID
	}
}

func childIDs(p advancing.Packet) []kernel.ID {
	var ids []kernel.ID
	for _, s := range p.Sections {
		ids = append(ids, s.ID)
	}
	for _, a := range p.Audiences {
		ids = append(ids, a.ID)
	}
	return ids
}

// checkPacketRefs reports KindNotFound if the packet's project, or its show (one
// of that project's), is not the organization's, and KindInvalid if an audience
// names a person the organization does not have, as the SQL foreign key does.
func checkPacketRefs(st *state, p advancing.Packet) error {
	o := st.org(p.OrgID)
	if !o.has(records.KindProject, p.ProjectID) {
		return kernel.NotFound("project")
	}
	if p.ShowID != nil {
		if ref, ok := o.refs[records.KindShow][*p.ShowID]; !ok || ref.ProjectID != p.ProjectID {
			return kernel.NotFound("show")
		}
	}
	for _, a := range p.Audiences {
		for _, c := range a.Contacts {
			if !o.has(records.KindPerson, c) {
				return kernel.InvalidField("/audiences", "invalid_reference", fmt.Sprintf(
					"audience %s names person %s, whom the organization does not have", a.ID, c))
			}
		}
	}
	return nil
}
