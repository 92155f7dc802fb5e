package spreadsheet

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// readXLSX reads every worksheet of an .xlsx workbook into a table, after
// guard has checked the file (zip bomb, macros, external links, the parts
// other than worksheets); the worksheets are checked as they are read
// (formulas, cell length, UTF-8). A sheet's empty rows are not refused, as
// Read refuses them: they are skipped as they stream by.
func readXLSX(ctx context.Context, data []byte, lim Limits, rows int) (tabular.Workbook, error) {
	if err := guardParts(bytes.NewReader(data), int64(len(data)), lim, nil); err != nil {
		return tabular.Workbook{}, err
	}
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return tabular.Workbook{}, notWorkbook(err.Error())
	}
	b, err := openBook(z)
	if err != nil {
		return tabular.Workbook{}, err
	}
	sst, err := b.sharedStrings()
	if err != nil {
		return tabular.Workbook{}, err
	}
	kinds, err := b.styleKinds()
	if err != nil {
		return tabular.Workbook{}, err
	}
	wb := tabular.Workbook{Format: "xlsx"}
	for _, sp := range b.sheets {
		out := newTableBuilder(sp.name, lim, rows)
		s := &sheetReader{name: sp.name, strings: sst, kinds: kinds, date1904: b.date1904, out: out, check: ctx.Err}
		if err := b.stream(sp.part, s); err != nil {
			return tabular.Workbook{}, err
		}
		wb.Sheets = append(wb.Sheets, out.table())
	}
	if len(wb.Sheets) == 0 {
		return tabular.Workbook{}, notWorkbook("it has no worksheet")
	}
	return wb, ctx.Err()
}

// stream reads the worksheet part into s.
func (b *book) stream(part string, s *sheetReader) error {
	f := b.files[part]
	if f == nil {
		return notWorkbook(fmt.Sprintf("its sheet %q has no part %s", s.name, part))
	}
	rc, err := f.Open()
	if err != nil {
		return notWorkbook(fmt.Sprintf("the part %s cannot be read (%v)", part, err))
	}
	defer func() { _ = rc.Close() }() // read only
	return s.read(rc)
}
