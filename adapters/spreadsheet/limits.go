package spreadsheet

// Limits bound what Read accepts, so that a hostile or broken file is refused
// before it costs memory or time. The zero value of a field means its default.
type Limits struct {
	// FileBytes is the largest workbook file, compressed (default 32 MiB).
	FileBytes int64
	// UncompressedBytes is the largest total of the workbook's parts once
	// uncompressed, as its zip directory declares them (default 256 MiB).
	UncompressedBytes int64
	// Ratio is the largest ratio of a part's uncompressed to compressed size,
	// for parts over 1 MiB uncompressed (default 200; workbooks rarely exceed 30).
	Ratio int64
	// Parts is the largest number of files in the zip (default 1,000).
	Parts int
	// Rows is the largest number of rows of a sheet, its header included
	// (default 200,000).
	Rows int
	// Columns is the largest number of columns of a sheet (default 200).
	Columns int
	// CellChars is the largest number of characters in a cell (default 32,767,
	// the most a spreadsheet program keeps).
	CellChars int
}

// DefaultLimits are the limits Read applies to fields left zero.
var DefaultLimits = Limits{
	FileBytes:         32 << 20,
	UncompressedBytes: 256 << 20,
	Ratio:             200,
	Parts:             1000,
	Rows:              200_000,
	Columns:           200,
	CellChars:         32_767,
}

// ratioFloor is the uncompressed size below which a part's ratio is not
// checked: a small part cannot hurt, whatever its ratio.
const ratioFloor = 1 << 20

// orDefault returns l with every zero field set to its default.
func (l Limits) orDefault() Limits {
	d := DefaultLimits
	if l.FileBytes > 0 {
		d.FileBytes = l.FileBytes
	}
	if l.UncompressedBytes > 0 {
		d.UncompressedBytes = l.UncompressedBytes
	}
	if l.Ratio > 0 {
		d.Ratio = l.Ratio
	}
	if l.Parts > 0 {
		d.Parts = l.Parts
	}
	if l.Rows > 0 {
		d.Rows = l.Rows
	}
	if l.Columns > 0 {
		d.Columns = l.Columns
	}
	if l.CellChars > 0 {
		d.CellChars = l.CellChars
	}
	return d
}
