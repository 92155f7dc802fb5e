package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var _ ImportRecordStore = RecordStore(nil)

// ImportRecordStore is what the spreadsheet import reads and writes of the
// records: the records a sheet's rows are matched against (a project's
// records, the organization's venues and people a page at a time), the bulk
// insert of the records it creates and the versioned writes of the ones it
// changes, and those an undo removes and restores.
type ImportRecordStore interface {
	DatasetStore
	RecordWriter
	RecordLoader
	RecordLister
	// FindProjectByID returns one project. KindNotFound if org has none with
	// that id.
	FindProjectByID(ctx context.Context, org, id kernel.ID) (records.Project, error)
}
