package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// RecordStore keeps an organization's production records. Every method is scoped by
// organization: a record of another organization behaves exactly like a missing one.
type RecordStore interface {
	RecordLoader
	ActivityLog
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
	// RecordsRevision returns org's records revision: 0 until org's records are
	// first written, then a number that every committed write of them changes to
	// one never given before (records.NewRevision), in the transaction of the
	// write (InsertDataset, PaymentStore.AddInvoicePayment: any method that writes
	// records must). Records loaded after reading revision r are therefore
	// current for as long as the revision is still r: a cache of loaded records
	// checks it instead of loading again (adapters/recordcache).
	RecordsRevision(ctx context.Context, org kernel.ID) (int64, error)
	// RecordWriter writes one record at a time, each write checked against the
	// version its writer started from and entered in the activity log.
	RecordWriter
	// RecordLister reads the platform's lists of projects, venues and people, a
	// keyset page at a time.
	RecordLister
	// InvoiceSequence numbers the invoices issued; InvoiceLister pages through
	// them.
	InvoiceSequence
	InvoiceLister
}

// RecordsExchange is the driving port of moving an organization's records in and
// out: the command line's export, import and seed call it.
type RecordsExchange interface {
	// Export returns every record of the organization with slug as one export
	// document. KindNotFound for an unknown organization.
	Export(ctx context.Context, slug string) (exchange.Document, error)
	// Import loads a document into an organization, creating it and its owner when
	// it does not exist, all or nothing. See exchange.ImportRequest for the owner.
	Import(ctx context.Context, req exchange.ImportRequest) (exchange.ImportReport, error)
	// SeedDemo loads the demo organizations idempotently and returns what the store
	// holds of them afterwards; progress, if not nil, hears of each dataset written.
	SeedDemo(ctx context.Context, scale int, progress func(demo.Progress)) ([]demo.Seeded, error)
}
