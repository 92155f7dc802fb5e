package tabular

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Status is where an import is in its life:
//
//	uploaded → checking → checked → writing → done → undone
//
// with cancelled reachable from uploaded, checking and checked (nothing was
// written), failed from checking and writing (nothing was written: the write
// is one transaction), and checking again from checked when the mapping or
// the sheet is changed.
type Status string

// The statuses.
const (
	StatusUploaded  Status = "uploaded"
	StatusChecking  Status = "checking"
	StatusChecked   Status = "checked"
	StatusWriting   Status = "writing"
	StatusDone      Status = "done"
	StatusFailed    Status = "failed"
	StatusCancelled Status = "cancelled"
	StatusUndone    Status = "undone"
)

// Bounds of what an import keeps about itself.
const (
	// MaxProblems is the most problems an import keeps (errors first): a
	// file with more shows these and says how many there were.
	MaxProblems = 1000
	// MaxPreviewRows is the most rows of the preview an import keeps.
	MaxPreviewRows = 500
	// SampleRows is how many data rows an import keeps for the mapping page.
	SampleRows = 3
	// UndoWindow is how long after it was written an import can be undone.
	UndoWindow = 24 * time.Hour
)

// Import is one upload of a file and what became of it. Version counts its
// stored changes: an update carrying another version is stale. Checked and
// Written are progress (rows checked, records written) for the page to show
// while a job runs; the counts (New, Updated, ...) and Problems are the last
// check's. SkipUpdates and SkipRows are what the person confirming chose: only
// the new rows, or all but some rows.
type Import struct {
	ID        kernel.ID
	OrgID     kernel.ID
	ProjectID kernel.ID // zero for a ScopeOrganization kind
	Kind      Kind
	FileName  string
	FileSize  int64
	Format    string
	Encoding  string
	Delimiter string
	Sheets    []string
	Sheet     string
	Header    []string
	Sample    [][]string
	Mapping   Mapping

	Status   Status
	Rows     int
	Checked  int
	Written  int
	New      int
	Updated  int
	Same     int
	Errors   int
	Warnings int
	Problems []Problem
	Preview  []RowPlan

	SkipUpdates bool
	SkipRows    []int
	Outcome     string

	CreatedBy     kernel.ID
	CreatedByName string
	CreatedAt     time.Time
	UpdatedAt     time.Time
	WrittenAt     *time.Time
	Version       int
}

// Undo is what undoing a written import does: remove the records it created
// and put back the ones it changed as they were before it.
type Undo struct {
	Created  []records.Ref
	Restored []Restore
}

// Restore is one record an import changed: as it was before (alone in a
// dataset with its children) and the version the import left it at. Undoing is
// refused when the record has moved past that version since.
type Restore struct {
	Ref     records.Ref
	Version int
	Before  records.Dataset
}
