package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The parts of RecordStore that use cases ask for instead of the whole store.
var (
	_ RecordFinder  = RecordStore(nil)
	_ DatasetLoader = RecordStore(nil)
	_ RecordReader  = RecordStore(nil)
	_ ProjectReader = RecordStore(nil)
	_ ProjectLister = RecordStore(nil)
	_ DatasetStore  = RecordStore(nil)
)

// RecordFinder tells which kind of record an id is: whether a scope's project
// and show are the organization's, for example.
type RecordFinder interface {
	// FindRef tells which kind of record id is, and its project. KindNotFound if
	// org has no record with that id.
	FindRef(ctx context.Context, org, id kernel.ID) (records.Ref, error)
}

// DatasetLoader loads an organization's records, or a scope of them.
type DatasetLoader interface {
	// LoadDataset returns org's records that match f. KindNotFound if f names a
	// project org does not have.
	LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error)
}

// RecordReader is what rendering a document from a record reads: which kind a
// record is, and its project's records.
type RecordReader interface {
	RecordFinder
	DatasetLoader
}

// ProjectReader reads a project and its records: a packet shell's contacts and
// the packet graph's contact names.
type ProjectReader interface {
	// FindProjectByID returns one project. KindNotFound if org has none with that
	// id.
	FindProjectByID(ctx context.Context, org, id kernel.ID) (records.Project, error)
	DatasetLoader
}

// ProjectLister lists an organization's projects and loads their records: what
// the advancing pages read.
type ProjectLister interface {
	// FindProjects returns org's projects ordered by start date, then name, then
	// id.
	FindProjects(ctx context.Context, org kernel.ID) ([]records.Project, error)
	DatasetLoader
}

// DatasetStore writes and reads whole datasets: the records' export, import and
// demo seed.
type DatasetStore interface {
	// InsertDataset writes every record of d into org in one transaction (see
	// RecordStore.InsertDataset).
	InsertDataset(ctx context.Context, org kernel.ID, d records.Dataset, skipExisting bool) error
	DatasetLoader
}
