package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// RecordStore keeps an organization's production records. Every method is scoped by
// organization: a record of another organization behaves exactly like a missing one.
type RecordStore interface {
	// InsertDataset writes every record of d into org in one transaction, in bulk.
	// With skipExisting, records whose id already exists in org are left as they are
	// (this makes seeding idempotent); otherwise an existing id is KindConflict and
	// nothing is written. Records must already be valid; KindInvalid for a dangling
	// reference.
	InsertDataset(ctx context.Context, org kernel.ID, d records.Dataset, skipExisting bool) error
	// LoadDataset returns org's records that match f, each kind in stable order
	// (see records.Dataset). KindNotFound if f names a project org does not have.
	LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error)
	// FindRef tells which kind of record id is, and its project. KindNotFound if org
	// has no record with that id.
	FindRef(ctx context.Context, org, id kernel.ID) (records.Ref, error)
	// FindProjectByID returns one project. KindNotFound if org has none with that id.
	FindProjectByID(ctx context.Context, org, id kernel.ID) (records.Project, error)
	// FindProjects returns org's projects ordered by start date, then name, then id.
	FindProjects(ctx context.Context, org kernel.ID) ([]records.Project, error)
	// CountRecords returns how many records of each kind org has.
	CountRecords(ctx context.Context, org kernel.ID) (map[records.Kind]int, error)
}
