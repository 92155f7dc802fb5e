package memory

import (
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
