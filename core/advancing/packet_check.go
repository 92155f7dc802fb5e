package advancing

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
)

// CheckShape refuses, with KindInvalid, a packet that is not one well-formed
// graph: a malformed id (every id must be a UUID in canonical form), an id used
// twice among the packet, its sections and its audiences, an audience that sees a
// section its packet does not have or sees one twice, or names a contact twice.
// Both stores call it before they write, so that they refuse the same packets.
func (p Packet) CheckShape() error {
	if !canonical(p.OrgID) || !canonical(p.ID) || !canonical(p.ProjectID) || (p.ShowID != nil && !canonical(*p.ShowID)) {
		return kernel.Invalid("an advance packet needs well-formed organization, packet, project and show ids")
	}
	ids := map[kernel.ID]bool{p.ID: true}
	sections := map[kernel.ID]bool{}
	for _, s := range p.Sections {
		if !canonical(s.ID) || ids[s.ID] {
			return kernel.Invalid(fmt.Sprintf("section id %q is malformed or used twice in the packet", s.ID))
		}
		ids[s.ID], sections[s.ID] = true, true
	}
	for _, a := range p.Audiences {
		if !canonical(a.ID) || ids[a.ID] {
			return kernel.Invalid(fmt.Sprintf("audience id %q is malformed or used twice in the packet", a.ID))
		}
		ids[a.ID] = true
		if !distinct(a.Sections, func(id kernel.ID) bool { return sections[id] }) {
			return kernel.Invalid(fmt.Sprintf("audience %s sees a section twice or one the packet does not have", a.ID))
		}
		if !distinct(a.Contacts, canonical) {
			return kernel.Invalid(fmt.Sprintf("audience %s names a contact twice or by a malformed id", a.ID))
		}
	}
	return nil
}

// canonical reports whether id is a UUID in canonical form.
func canonical(id kernel.ID) bool {
	p, err := kernel.ParseID(string(id))
	return err == nil && p == id
}

// distinct reports whether ids are all ok and none is repeated.
func distinct(ids []kernel.ID, ok func(kernel.ID) bool) bool {
	seen := make(map[kernel.ID]bool, len(ids))
	for _, id := range ids {
		if seen[id] || !ok(id) {
			return false
		}
		seen[id] = true
	}
	return true
}
