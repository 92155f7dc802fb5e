package spreadsheet

import (
	"encoding/csv"
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/reportcsv"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// The formats WriteTemplate writes.
const (
	TemplateXLSX = "xlsx"
	TemplateCSV  = "csv"
)

// TemplateContentType is the media type of a template in format.
func TemplateContentType(format string) string {
	if format == TemplateCSV {
		return reportcsv.ContentType
	}
	return ContentType
}

// TemplateFileName is the name a template of kind in format is downloaded as
// ("roadcase-shows.xlsx").
func TemplateFileName(kind tabular.Kind, format string) string {
	return "roadcase-" + string(kind) + "." + format
}

// WriteTemplate writes the template of spec to w in format (TemplateXLSX or
// TemplateCSV): a header row of the fields' labels in order and one example
// row. An .xlsx template's sheet is named after the kind, its header bold and
// its columns sized, and a second sheet, Help, says what each column takes. A
// CSV template is UTF-8 with a byte order mark, so that a spreadsheet program
// opens its accents right. Cells are text, never formulas.
func WriteTemplate(w io.Writer, spec tabular.Spec, format string) error {
	switch format {
	case TemplateXLSX:
		return writeXLSXTemplate(w, spec)
	case TemplateCSV:
		return writeCSVTemplate(w, spec)
	}
	return invalid("bad_format", fmt.Sprintf("a template is written as xlsx or csv, not %q", format))
}

// writeCSVTemplate writes the CSV template: a byte order mark, the header and
// the example row, each cell as reportcsv.Text keeps it from being a formula.
func writeCSVTemplate(w io.Writer, spec tabular.Spec) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	header := make([]string, len(spec.Fields))
	example := make([]string, len(spec.Fields))
	for i, f := range spec.Fields {
		header[i], example[i] = reportcsv.Text(f.Label), reportcsv.Text(f.Example)
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	if err := cw.Write(example); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// writeXLSXTemplate writes the .xlsx template: the kind's sheet and Help.
func writeXLSXTemplate(w io.Writer, spec tabular.Spec) error {
	f := excelize.NewFile()
	defer func() { _ = f.Close() }() // in memory: closing cannot lose anything
	sheet := string(spec.Kind)
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	rows := [][]string{make([]string, len(spec.Fields)), make([]string, len(spec.Fields))}
	for i, fl := range spec.Fields {
		rows[0][i], rows[1][i] = fl.Label, fl.Example
	}
	if err := writeTextRows(f, sheet, rows, 12); err != nil {
		return err
	}
	if err := f.SetPanes(sheet, &excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	if _, err := f.NewSheet(helpSheet); err != nil {
		return err
	}
	if err := writeTextRows(f, helpSheet, helpRows(spec), 60); err != nil {
		return err
	}
	f.SetActiveSheet(0)
	_, err := f.WriteTo(w)
	return err
}

// writeTextRows writes rows from A1 as text cells, the first row bold, each
// column as wide as its longest cell (at least 8, at most widest characters).
func writeTextRows(f *excelize.File, sheet string, rows [][]string, widest int) error {
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	widths := map[int]int{}
	for r, row := range rows {
		for c, v := range row {
			if err := setText(f, sheet, c+1, r+1, v); err != nil {
				return err
			}
			widths[c] = max(widths[c], len([]rune(v)))
		}
	}
	for c, n := range widths {
		col, _ := excelize.ColumnNumberToName(c + 1)
		if err := f.SetColWidth(sheet, col, col, float64(min(max(n+2, 8), widest))); err != nil {
			return err
		}
	}
	last, _ := excelize.CoordinatesToCellName(max(len(rows[0]), 1), 1)
	return f.SetCellStyle(sheet, "A1", last, bold)
}
