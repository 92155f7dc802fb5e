package spreadsheet

import (
	"fmt"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// tableBuilder collects one sheet's rows into a tabular.Table: the first row
// that holds something is the header, rows that hold nothing are left out
// (the others keep their spreadsheet numbers), and each row's trailing empty
// cells are dropped. It refuses more data rows, columns or characters in a
// cell than allowed.
type tableBuilder struct {
	t     tabular.Table
	lim   Limits
	rows  int // the most data rows
	width int // the widest row's cells, the header's included
}

func newTableBuilder(sheet string, lim Limits, rows int) *tableBuilder {
	return &tableBuilder{t: tabular.Table{Sheet: sheet}, lim: lim, rows: rows}
}

// add adds the row numbered number; cells is copied, so the caller may reuse it.
func (b *tableBuilder) add(number int, cells []string) error {
	n := len(cells)
	for n > 0 && cells[n-1] == "" {
		n--
	}
	if n == 0 {
		return nil
	}
	if n > b.lim.Columns {
		return invalid("too_many_columns", fmt.Sprintf("the sheet %q has more than the %d columns an import may have (row %d)", b.t.Sheet, b.lim.Columns, number))
	}
	for c, v := range cells[:n] {
		if len(v) > b.lim.CellChars && utf8.RuneCountInString(v) > b.lim.CellChars {
			return invalid("cell_too_long", fmt.Sprintf("the cell %s%d of the sheet %q has more than the %d characters a cell may hold",
				tabular.ColumnName(c), number, b.t.Sheet, b.lim.CellChars))
		}
	}
	row := make([]string, n)
	copy(row, cells)
	b.width = max(b.width, n)
	if b.t.HeaderRow == 0 {
		b.t.HeaderRow, b.t.Header = number, row
		return nil
	}
	if len(b.t.Rows) == b.rows {
		return invalid("too_many_rows", fmt.Sprintf("the sheet %q has more than the %d rows an import may have (row %d is one too many): split it into several files", b.t.Sheet, b.rows, number))
	}
	b.t.Rows = append(b.t.Rows, tabular.Row{Number: number, Cells: row})
	return nil
}

// table returns the table, its header as wide as its widest row (a column
// with cells but no header has an empty header cell).
func (b *tableBuilder) table() tabular.Table {
	if len(b.t.Header) < b.width {
		h := make([]string, b.width)
		copy(h, b.t.Header)
		b.t.Header = h
	}
	return b.t
}

// tooLarge says a file is over the size limit, in megabytes.
func tooLarge(size int, limit int64) string {
	return fmt.Sprintf("the file has %.1f MB, more than the %d MB an import may have: split it into several files", float64(size)/(1<<20), limit>>20)
}
