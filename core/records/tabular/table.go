package tabular

// Table is one sheet of an uploaded file, every cell as text: the header row's
// cells and the rows below it, trailing empty rows and columns dropped. Row
// numbers are the spreadsheet's own (1-based, the header's row included), so
// that a problem can say "row 14" and mean the row people see. A date cell of a
// workbook is given as its ISO date ("2026-05-01"), a time cell as "19:30", a
// number cell as the number it holds without grouping ("1234.5").
type Table struct {
	Sheet     string
	HeaderRow int // the header's row number (usually 1)
	Header    []string
	Rows      []Row
}

// Row is one row of a Table: its spreadsheet row number and its cells, as many
// as it has up to its last non-empty one.
type Row struct {
	Number int
	Cells  []string
}

// Cell returns the row's cell in column col, "" past its last one.
func (r Row) Cell(col int) string {
	if col < 0 || col >= len(r.Cells) {
		return ""
	}
	return r.Cells[col]
}

// Workbook is an uploaded file read into tables, with how it was read: Format
// "xlsx" or "csv"; for a CSV file its detected Encoding ("UTF-8", "UTF-16LE",
// "Windows-1252", ...) and Delimiter (",", ";", "\t", "|"), which the pages
// show so that a wrong guess is seen.
type Workbook struct {
	Format    string
	Encoding  string
	Delimiter string
	Sheets    []Table
}

// ColumnName is the spreadsheet's name of the 0-based column col ("A", "AA").
func ColumnName(col int) string {
	name := ""
	for col++; col > 0; col = (col - 1) / 26 {
		name = string(rune('A'+(col-1)%26)) + name
	}
	return name
}
