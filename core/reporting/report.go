package reporting

import (
	"cmp"
	"slices"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ColumnType is how a report column's cells are read.
type ColumnType string

// The column types. A number column's Unit says how it is rounded; a money
// column's cells are minor units of the row's currency column.
const (
	ColumnText   ColumnType = "text"
	ColumnID     ColumnType = "id"
	ColumnDate   ColumnType = "date"
	ColumnNumber ColumnType = "number"
	ColumnBool   ColumnType = "boolean"
)

// Column is one typed column of a report.
type Column struct {
	Key   string
	Title string
	Type  ColumnType
	Unit  Unit // for ColumnNumber only
}

// Row is one row of a report: a cell per column, in column order. A cell is a
// string (text, id, date), a Num (number), a bool, or nil for null.
type Row []any

// Table is a computed report: its rows in the report's order, each row's
// position in that order, and, when the report sums, a totals row per currency
// (or one without currency).
type Table struct {
	Rows   []Row
	Keys   []kernel.Cursor // Keys[i] is Rows[i]'s position: its sort keys and a unique id
	Totals []Row
}

// Sort orders the rows by their keys, comparing sort keys in turn and then ids.
func (t *Table) Sort() {
	idx := make([]int, len(t.Rows))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return ComparePositions(t.Keys[a], t.Keys[b]) })
	rows, keys := make([]Row, len(idx)), make([]kernel.Cursor, len(idx))
	for i, j := range idx {
		rows[i], keys[i] = t.Rows[j], t.Keys[j]
	}
	t.Rows, t.Keys = rows, keys
}

// Add appends a row at position key.
func (t *Table) Add(row Row, key kernel.Cursor) {
	t.Rows = append(t.Rows, row)
	t.Keys = append(t.Keys, key)
}

// ComparePositions orders two row positions: sort key by sort key, then id.
func ComparePositions(a, b kernel.Cursor) int {
	for i := 0; i < len(a.Keys) && i < len(b.Keys); i++ {
		if c := cmp.Compare(a.Keys[i], b.Keys[i]); c != 0 {
			return c
		}
	}
	return cmp.Or(cmp.Compare(len(a.Keys), len(b.Keys)), cmp.Compare(a.ID, b.ID))
}

// Report is one report of the catalog: what it shows, which parameters it takes,
// its typed columns, and how it is built from facts.
type Report struct {
	Key         string
	Title       string
	Description string
	Category    string
	// Params are the catalog parameters the report takes beyond the scope
	// (project_id, show_id, from, to), which every report takes.
	Params []string
	// Requires names the scope members that must be set: "project_id", "show_id".
	Requires []string
	Families Family
	Columns  []Column
	// Long marks a report whose rows can run to thousands: its rows are paged.
	Long bool
	// Records marks a report that lists records rather than sums them (a run of
	// show, a rooming list): its sheet holds the records of the scope's one
	// project, so it must require project_id or show_id.
	Records bool
	// Recipients marks a report that lists one send batch's recipients: it takes
	// the batch_id parameter, required, and its sheet holds their progress.
	Recipients bool
	Build      func(s *Sheet) Table
}

// Sheet is what a report's Build sees: the scope and its facts, the arguments (defaults
// filled in), the date "today" means, and the catalog, for reports made of KPIs;
// for a Records report, the scope's project's records (Show is the scope's show,
// zero for the whole project); for a Recipients report, the batch's recipients.
type Sheet struct {
	Scope      Scope
	Facts      *Facts
	Args       Args
	Today      kernel.Date
	Catalog    *Catalog
	Records    *records.Dataset
	Show       kernel.ID
	Recipients []advancing.RecipientProgress
	look       lookup
	ix         index
}

// NewSheet returns the sheet a report is built on.
func NewSheet(f *Facts, args Args, today kernel.Date, c *Catalog) *Sheet {
	return &Sheet{Facts: f, Args: args, Today: today, Catalog: c, look: newLookup(f), ix: newIndex(f)}
}

// Home returns a project's home currency.
func (s *Sheet) Home(project kernel.ID) string { return s.look.home[project] }
