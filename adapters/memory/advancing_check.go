package memory

import (
	"fmt"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// The checks the SQL store makes before it writes, and the database's types and
// keys would make if it did not: malformed ids, repeated ids, edges that leave
// their packet.

// canonical reports whether id is an identifier in canonical form, as the SQL
// store requires of every id it writes or looks up.
func canonical(id kernel.ID) bool {
	p, err := kernel.ParseID(string(id))
	return err == nil && p == id
}

// checkPacket refuses, with KindInvalid, a packet the SQL tables cannot hold as
// one graph: a malformed or repeated id (the packet's, its sections' and
// audiences' ids are all distinct), an audience that sees a section its packet
// does not have, or sees one or names a contact twice.
func checkPacket(p advancing.Packet) error {
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

// checkRecipients refuses, with KindInvalid, a batch with a malformed id, or
// recipients that are not the batch's or carry no token hash.
func checkRecipients(b advancing.SendBatch, recipients []advancing.Recipient) error {
	if !canonical(b.ID) {
		return kernel.Invalid("a send batch needs a well-formed id")
	}
	for _, r := range recipients {
		if r.OrgID != b.OrgID || r.BatchID != b.ID || !canonical(r.ID) || !canonical(r.PersonID) {
			return kernel.Invalid("every recipient needs a well-formed id and person and the batch's own organization and id")
		}
		if r.TokenHash == "" {
			return kernel.Invalid("every recipient needs the hash of its portal token")
		}
	}
	return nil
}
