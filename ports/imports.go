package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// TableReader reads an uploaded file into tables: an .xlsx workbook (every
// sheet) or a CSV file (one table, its encoding and delimiter detected), by
// its content and name. Reading is bounded in size, rows, columns, cell length
// and time; KindInvalid with a sentence people can act on for a file it will
// not read (a zip bomb, macros, external links, formulas, a binary file).
type TableReader interface {
	ReadTables(ctx context.Context, name string, data []byte) (tabular.Workbook, error)
}

// ImportStore keeps the spreadsheet imports of every organization, with the
// uploaded file, and each organization's remembered column mappings. Every
// method joins the transaction ctx carries.
type ImportStore interface {
	// CreateImport stores a new import, at version 1, with its file.
	CreateImport(ctx context.Context, imp tabular.Import, file []byte) error
	// FindImport returns one of org's imports. KindNotFound otherwise.
	FindImport(ctx context.Context, org, id kernel.ID) (tabular.Import, error)
	// ImportFile returns the file an import of org's was uploaded with.
	// KindNotFound when org has no such import.
	ImportFile(ctx context.Context, org, id kernel.ID) ([]byte, error)
	// ListImports returns org's imports, newest first, at most limit (1–100).
	ListImports(ctx context.Context, org kernel.ID, limit int) ([]tabular.Import, error)
	// UpdateImport stores imp over the stored import when the stored one is at
	// imp.Version, and sets it to imp.Version+1; when a is not nil it appends a
	// to the activity log in the same transaction. KindConflict with code
	// "stale_version" when the stored version moved; KindNotFound when org has
	// no such import.
	UpdateImport(ctx context.Context, imp tabular.Import, a *records.Activity) error
	// ReportProgress records how far a running import's job has come (rows
	// checked, records written) without changing its version, so that a page
	// can show it while the job runs, even while the job's own transaction is
	// open (a store whose writers exclude each other may keep it in memory).
	ReportProgress(ctx context.Context, org, id kernel.ID, checked, written int) error
	// SaveUndo stores what undoing a written import would do. LoadUndo returns
	// it; KindNotFound when none was stored.
	SaveUndo(ctx context.Context, org, id kernel.ID, u tabular.Undo) error
	LoadUndo(ctx context.Context, org, id kernel.ID) (tabular.Undo, error)
	// RememberMapping adds what an import of kind taught (normalized header →
	// field key, "" for an ignored column) to org's remembered mapping of that
	// kind, a later choice replacing an earlier one. RememberedMapping returns
	// it, empty when there is none.
	RememberMapping(ctx context.Context, org kernel.ID, kind tabular.Kind, m tabular.Remembered) error
	RememberedMapping(ctx context.Context, org kernel.ID, kind tabular.Kind) (tabular.Remembered, error)
}

// ImportQueue runs an import's steps as jobs: "check" (read the file, build
// and check every row, keep the preview) and "write" (write the confirmed
// rows in one transaction). Called within TxRunner.WithinTx, the job joins
// that transaction. A step already scheduled for the import and not finished
// is not scheduled again. KindUnavailable when the queue could not take it.
type ImportQueue interface {
	EnqueueImportStep(ctx context.Context, org, id kernel.ID, step string) error
}

// The steps of an import's jobs.
const (
	ImportStepCheck = "check"
	ImportStepWrite = "write"
)

// ImportUpload is a file as a person uploaded it for an import of Kind into
// the project ProjectID (zero for a ScopeOrganization kind).
type ImportUpload struct {
	Kind      tabular.Kind
	ProjectID kernel.ID
	FileName  string
	Data      []byte
}

// ImportChoice is what a person chose on the mapping page: the sheet, and the
// field each of its columns holds.
type ImportChoice struct {
	Sheet   string
	Mapping tabular.Mapping
}

// ImportConfirm is what a person chose on the preview: write every new and
// updated row, or only the new ones, and leave out SkipRows.
type ImportConfirm struct {
	SkipUpdates bool
	SkipRows    []int
}

// Importer is the spreadsheet import's driving port: the pages and the command
// line call it, and the import jobs run its steps. Every actor method reads the
// actor's role at call time (managers and above import; any member reads);
// version is the import's version the caller started from.
type Importer interface {
	// Specs returns the importable kinds, in the order pages list them.
	Specs() []tabular.Spec
	// Upload reads the file, picks its first sheet with rows, guesses the
	// mapping from the headers and what the organization's earlier imports
	// taught, and stores the import as uploaded. KindInvalid for a file that
	// cannot be read (the sentence says why), a kind that is not importable,
	// or a project the organization does not have for a project kind.
	Upload(ctx context.Context, actor identity.Actor, u ImportUpload) (tabular.Import, error)
	// Open returns one of the actor's organization's imports, with the
	// progress of its running step. KindNotFound otherwise.
	Open(ctx context.Context, actor identity.Actor, id kernel.ID) (tabular.Import, error)
	// List returns the organization's imports, newest first.
	List(ctx context.Context, actor identity.Actor, limit int) ([]tabular.Import, error)
	// Map sets the sheet and the mapping (remembered for the organization),
	// and schedules the check. KindInvalid (pointer to the column) for a field
	// held by two columns, a field that is not the kind's, or a required field
	// no column holds.
	Map(ctx context.Context, actor identity.Actor, id kernel.ID, version int, c ImportChoice) (tabular.Import, error)
	// Confirm schedules the write of a checked import. KindConflict when it is
	// not checked, or its check found errors in rows that are not skipped.
	Confirm(ctx context.Context, actor identity.Actor, id kernel.ID, version int, c ImportConfirm) (tabular.Import, error)
	// Cancel ends an import that has written nothing. KindConflict once it is
	// being written or was written.
	Cancel(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (tabular.Import, error)
	// Undo removes what a done import created and restores what it changed,
	// in one transaction, within tabular.UndoWindow. KindConflict with the
	// reasons (each record changed since, each record that now depends on a
	// created one) otherwise, and nothing is written.
	Undo(ctx context.Context, actor identity.Actor, id kernel.ID, version int) (tabular.Import, error)
	// RunStep runs one step of an import for its job. A step whose import has
	// moved on (cancelled, already written) does nothing; a step interrupted
	// (the server stopped) can be run again from the start.
	RunStep(ctx context.Context, org, id kernel.ID, step string) error
}
