package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// LegalProfileStore reads and writes an organization's legal profile one edit
// at a time (the admins' page), as RecordWriter does a record: versioned, in
// the activity log and under a new records revision. The profile's version is
// kept with the records' versions under the organization's own id and kind
// records.KindLegalProfile; a profile written in bulk (an import) is at
// version 1 until it is first edited.
type LegalProfileStore interface {
	// LoadLegalProfile returns org's legal profile and its version: a zero
	// profile and version 0 when none is recorded.
	LoadLegalProfile(ctx context.Context, org kernel.ID) (records.LegalProfile, int, error)
	// WriteLegalProfile replaces org's legal profile with p when its version is
	// still version (0: none recorded yet), sets the version to version+1,
	// appends a to the activity log and sets a new records revision, all in one
	// transaction (joining the one ctx carries). KindConflict "stale_version"
	// when the version moved, and nothing is written.
	WriteLegalProfile(ctx context.Context, org kernel.ID, p records.LegalProfile, version int, a records.Activity) error
}

// LegalProfileEditor is the legal profile's use cases, which the pages call
// (core/records/app.ProfileEditor).
type LegalProfileEditor interface {
	// OpenProfile returns the actor's organization's legal profile, its
	// version (0 when none is recorded) and whether the actor may change it.
	OpenProfile(ctx context.Context, actor identity.Actor) (records.LegalProfile, int, bool, error)
	// SaveProfile replaces the profile for an admin who started from version
	// and returns the new version.
	SaveProfile(ctx context.Context, actor identity.Actor, p records.LegalProfile, version int) (int, error)
}
