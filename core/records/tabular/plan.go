package tabular

import (
	"time"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Input is what Build reads: a table, which field each column holds, and the
// records its rows are matched against and checked with.
type Input struct {
	Spec    Spec
	Table   Table
	Mapping Mapping
	OrgID   kernel.ID
	// Project is the project a ScopeProject import brings its records into;
	// nil for a ScopeOrganization one.
	Project *records.Project
	// Existing holds the organization's venues and people and, for a
	// ScopeProject import, the project's records (a LoadDataset of the
	// project plus the organization's venues and people): rows are matched
	// against them, and the records they make are checked together with them.
	Existing records.Dataset
	// Locale settles what only a locale can: "1,234" (a thousand or one point
	// two three four) and "03/04/2026" (March or April).
	Locale language.Tag
	// NewID gives the id of each record a row creates.
	NewID func() kernel.ID
	// Now stamps created records and decides what is in the past.
	Now time.Time
	// Progress, when not nil, hears how many data rows Build has read so
	// far, every ProgressEvery rows, for a page to show while a large file is
	// checked.
	Progress func(rows int)
}

// ProgressEvery is how many rows Build reads between two calls of
// Input.Progress.
const ProgressEvery = 2000

// Action is what confirming an import does with one row.
type Action string

// The actions. A row with an error is written by no confirmation; a row the
// same as its record already is (ActionSame) is left alone.
const (
	ActionNew    Action = "new"
	ActionUpdate Action = "update"
	ActionSame   Action = "unchanged"
	ActionError  Action = "error"
)

// RowPlan is one data row as the preview shows it: what confirming would do
// with it, the record it makes or matches (Ref; a new record's id is only a
// placeholder until it is written), how people know that record, and for an
// update the fields it would change, in the activity log's words.
type RowPlan struct {
	Row     int
	Action  Action
	Ref     records.Ref
	Label   string
	Changes []records.FieldChange
}

// Update is an existing record a row changes: the row, the record as it is
// (Before) and as the row leaves it (After), each alone in a dataset with its
// children, and the version it had when it was read (filled by the use case
// that reads versions; a write refuses the update if it moved since).
type Update struct {
	Row     int
	Ref     records.Ref
	Version int
	Before  records.Dataset
	After   records.Dataset
}

// Plan is a table turned into records: a RowPlan per data row in row order,
// every problem found (errors and warnings, by row then column), the records
// the rows create (New, in one dataset ready for a bulk insert) and the ones
// they change (Updates, in row order).
type Plan struct {
	Rows     []RowPlan
	Problems []Problem
	New      records.Dataset
	Updates  []Update
}

// Errors counts the problems that are not warnings.
func (p Plan) Errors() int {
	n := 0
	for _, pr := range p.Problems {
		if !pr.Warning {
			n++
		}
	}
	return n
}

// Count counts the rows whose action is a.
func (p Plan) Count(a Action) int {
	n := 0
	for _, r := range p.Rows {
		if r.Action == a {
			n++
		}
	}
	return n
}
