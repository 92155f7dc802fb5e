package spreadsheet

import (
	"bytes"
	"context"
	"path"
	"strings"

	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.TableReader = TableReader{}

// DefaultDataRows is the most rows below its header a table may have when
// TableReader.DataRows is left zero.
const DefaultDataRows = 100_000

// TableReader reads an uploaded file into tables (ports.TableReader): an .xlsx
// workbook, every sheet, or a CSV file, one table named after the file. The
// format is told by the content, not the name. Its zero value reads with the
// default limits.
type TableReader struct {
	// Limits bound the file; zero fields take DefaultLimits. Limits.Rows is
	// not used: DataRows bounds the rows that hold something, and a sheet's
	// empty rows cost neither memory nor a refusal.
	Limits Limits
	// DataRows is the most rows below its header a table may have (default
	// DefaultDataRows); a file with more is refused, the limit named.
	DataRows int
}

// ReadTables reads the file called name. Every refusal is a KindInvalid error
// whose message says what to do about it; nothing is returned with it.
func (r TableReader) ReadTables(ctx context.Context, name string, data []byte) (tabular.Workbook, error) {
	lim := r.Limits.orDefault()
	rows := r.DataRows
	if rows <= 0 {
		rows = DefaultDataRows
	}
	if int64(len(data)) > lim.FileBytes {
		return tabular.Workbook{}, invalid("too_large", tooLarge(len(data), lim.FileBytes))
	}
	switch sniff(data) {
	case sniffZip:
		return readXLSX(ctx, data, lim, rows)
	case sniffOLE:
		return tabular.Workbook{}, invalid("legacy_xls", "the file is an old-style Excel workbook (.xls) or a password-protected one, which cannot be read: open it in your spreadsheet program and save it as .xlsx or .csv (without a password)")
	case sniffEmpty:
		return tabular.Workbook{}, invalid("empty", "the file is empty")
	}
	return readCSV(ctx, tableName(name), data, lim, rows)
}

// tableName is the file's name without its folders and extension, the name
// of a CSV file's one table.
func tableName(name string) string {
	base := path.Base(strings.ReplaceAll(name, `\`, "/"))
	base = strings.TrimSuffix(base, path.Ext(base))
	if base == "" || base == "." || base == "/" {
		return "CSV"
	}
	return base
}

// The kinds of content sniff tells apart.
const (
	sniffText = iota
	sniffZip
	sniffOLE
	sniffEmpty
)

// sniff tells a zip archive (an .xlsx workbook) and an OLE compound file (a
// legacy .xls workbook, or an encrypted .xlsx) from anything else, which is
// read as text.
func sniff(data []byte) int {
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		return sniffEmpty
	case bytes.HasPrefix(data, []byte("PK\x03\x04")) || bytes.HasPrefix(data, []byte("PK\x05\x06")):
		return sniffZip
	case bytes.HasPrefix(data, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return sniffOLE
	}
	return sniffText
}
