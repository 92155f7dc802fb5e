package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// RecordWriter writes an organization's records one at a time, each write checked
// against the version its writer started from and entered in the activity log.
// Every method is scoped by organization: another organization's record behaves
// exactly like a missing one.
type RecordWriter interface {
	// WriteRecord applies c in one transaction (joining the one ctx carries). It
	// gives org a new records revision before anything else (see
	// RecordStore.RecordsRevision), then checks that the record's version is
	// c.Version: 0 means the record must not exist; a record stored without a
	// version (by InsertDataset) is at version 1. It then creates the record,
	// replaces it (its own row and every child: a venue's or show's contacts, a
	// show's tiers, a segment's passengers, a stay's rooms and occupants, an
	// invoice's lines and payments, a settlement's expense lines) or removes it
	// with its children; sets its version to c.Version+1 (a removed record's is
	// forgotten); and appends a to the activity log as it is given (the caller
	// fills a.Version). Money roll-ups follow the change in the same transaction.
	//
	// Nothing is written when it fails: KindConflict with code "stale_version"
	// when the record's version is not c.Version (for a create: the id is taken);
	// KindConflict with code "referenced" for a removal that other records still
	// refer to; KindNotFound for a change or removal of a record org does not
	// have; KindInvalid for a reference to no record of org, a record naming
	// another organization, or a Record that does not hold exactly the one record
	// of c.Ref; KindConflict for a child id or an invoice number in use.
	WriteRecord(ctx context.Context, org kernel.ID, c records.Change, a records.Activity) error
	// RecordVersion returns the version of org's record id: 0 when org has no
	// such record, 1 for a record never changed since it was written in bulk.
	RecordVersion(ctx context.Context, org, id kernel.ID) (int, error)
	// FindActivity returns org's activity log entries that match f, newest first
	// (by At, then by ID descending), at most f.Limit of them (MaxActivity when
	// f.Limit is 0 or above it). An entry belongs to a project when its Ref's
	// ProjectID is the project's id or its Ref is the project.
	FindActivity(ctx context.Context, org kernel.ID, f records.ActivityFilter) ([]records.Activity, error)
}

// RecordsEditor is the driving port of writing an organization's records one at a
// time: the platform's pages call it, and the spreadsheet import will. Every
// method reads the actor's role at call time.
type RecordsEditor interface {
	// Rights returns what the actor may do to each kind of record. KindForbidden
	// when the actor is not a member of the organization.
	Rights(ctx context.Context, actor identity.Actor) (records.Rights, error)
	// Open returns a record of the actor's organization as it is now, with its
	// version, for a form to start from. KindNotFound for a record the
	// organization does not have.
	Open(ctx context.Context, actor identity.Actor, id kernel.ID) (records.Opened, error)
	// Save creates, changes or removes one record (see records.Change), checked
	// by the rules an import applies, and returns its new version and the
	// warnings the records now give about it. KindForbidden (code
	// "insufficient_role") when the actor's role may not; KindInvalid with a
	// pointer into the record's export form for each problem; KindConflict
	// "stale_version" when someone changed the record since c.Version (the
	// detail names who and when); KindConflict "has_dependants" for a removal
	// other records depend on (the detail names them; a show with money is
	// cancelled instead).
	Save(ctx context.Context, actor identity.Actor, c records.Change) (records.Saved, error)
	// PlanRemoval says what removing record id would do, for a confirmation page:
	// what it takes with it and what stops it (see records.Removal).
	PlanRemoval(ctx context.Context, actor identity.Actor, id kernel.ID) (records.Removal, error)
	// Activity returns the activity log entries that match f, newest first.
	Activity(ctx context.Context, actor identity.Actor, f records.ActivityFilter) ([]records.Activity, error)
}

// RecordLoader reads one record.
type RecordLoader interface {
	// LoadRecord returns org's record of kind with id, with its children, alone in
	// a dataset. KindNotFound if org has no such record.
	LoadRecord(ctx context.Context, org kernel.ID, kind records.Kind, id kernel.ID) (records.Dataset, error)
}

// RecordEditStore is what the records editor reads and writes: one record, a
// project's records to check a write against, and the writes themselves.
type RecordEditStore interface {
	RecordWriter
	RecordLoader
	RecordReader
}

// ActivityLog appends an entry of its own to an organization's activity log:
// for a write that is not one record's, such as a whole export document
// imported, whose records are written in bulk.
type ActivityLog interface {
	// AppendActivity appends a to org's log as it is given, in the transaction
	// ctx carries (or one of its own). KindNotFound for an organization the
	// store does not have.
	AppendActivity(ctx context.Context, org kernel.ID, a records.Activity) error
}
