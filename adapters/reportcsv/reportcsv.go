// Package reportcsv writes a computed report as RFC 4180 CSV. It is the one CSV
// of a report: the API's answer to Accept: text/csv (adapters/http) and the
// pages' CSV links (adapters/web) both write through it, so that a report
// downloaded from a page is the API's byte for byte.
package reportcsv

import (
	"bytes"
	"encoding/csv"
	"strconv"

	"github.com/roadcase/roadcase/core/reporting"
)

// ContentType is the media type of a report written as CSV.
const ContentType = "text/csv; charset=utf-8"

// RowTypeColumn is the first column of a report's CSV: whether a line is one
// of the report's rows (RowData) or one of its totals (RowTotal), which follow.
const RowTypeColumn = "row_type"

// The values of the row_type column.
const (
	RowData  = "data"
	RowTotal = "total"
)

// Write writes a report as RFC 4180 CSV (CRLF line ends, fields quoted only
// when they must be): a header of row_type and the columns' keys, every row
// marked data, then every totals row marked total. Each cell is written as
// Field writes it.
func Write(r reporting.ReportResult) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.UseCRLF = true
	cols := r.Report.Columns
	header := []string{RowTypeColumn}
	for _, c := range cols {
		header = append(header, c.Key)
	}
	if err := w.Write(header); err != nil {
		return nil, err
	}
	for _, set := range []struct {
		rowType string
		rows    []reporting.Row
	}{{RowData, r.Rows}, {RowTotal, r.Totals}} {
		for _, row := range set.rows {
			record := []string{set.rowType}
			for i, c := range cols {
				var cell any
				if i < len(row) {
					cell = row[i]
				}
				record = append(record, Field(c, cell))
			}
			if err := w.Write(record); err != nil {
				return nil, err
			}
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

// Field is one cell as a CSV field: a number as the decimal digits of its
// value rounded by its column's unit (as the JSON answer writes it), a boolean
// as true or false, null as an empty field, and text as it is, except that text
// a spreadsheet would read as a formula is kept text (Text).
func Field(c reporting.Column, v any) string {
	switch v := v.(type) {
	case reporting.Num:
		if v == nil {
			return ""
		}
		return c.Unit.Round(v).FloatString(c.Unit.Places())
	case string:
		return Text(v)
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// Text keeps a text cell from being read as a formula by a spreadsheet: one
// that starts with =, +, -, @, a tab or a carriage return is written after an
// apostrophe, as OWASP's CSV injection advice says. Numbers never pass through
// it, so a negative amount stays a number.
func Text(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') {
		return "'" + s
	}
	return s
}
