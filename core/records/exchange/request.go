package exchange

import (
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ImportRequest asks to load Document into the organization with OrgSlug.
type ImportRequest struct {
	OrgSlug  string
	Document Document
	// OwnerEmail names the owner of the organization when the import creates it; it
	// is required then (an organization without a member is one nobody can mint a
	// token for) and refused when the organization exists (its people are managed
	// as members). The user is created if nobody has that email.
	OwnerEmail string
	// ActorID and ActorName say who imports, for the activity log's entry of
	// the import: a member importing from the pages; zero and the command
	// line's name for an operator's `roadcase import`.
	ActorID   kernel.ID
	ActorName string
}

// ImportReport is what an import did.
type ImportReport struct {
	Organization identity.Organization
	// Created is true when the import created the organization (and its owner's
	// membership).
	Created bool
	// Owner is the new organization's owner; zero when the organization existed.
	Owner identity.User
	// Counts is how many records of each kind were imported.
	Counts map[records.Kind]int
	// Warnings are the imported data's cross-record findings: unusual rather than
	// impossible, so imported, but worth a look.
	Warnings []records.Finding
}
