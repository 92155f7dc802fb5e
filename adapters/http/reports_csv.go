package http

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"mime"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/reporting"
)

// ContentTypeCSV is the media type of a report exported as CSV (RFC 4180).
const ContentTypeCSV = "text/csv; charset=utf-8"

// csvRowType is the first column of a report's CSV: whether a row is one of the
// report's rows or one of its totals, which follow them.
const csvRowType = "row_type"

// The values of the row_type column.
const (
	csvData  = "data"
	csvTotal = "total"
)

// reportCSV writes a report as RFC 4180 CSV (CRLF line ends, fields quoted only
// when they must be): a header of row_type and the columns' keys, every row
// marked data, then every totals row marked total. Cells are written as the JSON
// answer writes them, numbers as the same decimal digits, null as an empty field,
// text a spreadsheet would run as a formula behind a quote (csvCell).
func reportCSV(r reporting.ReportResult) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.UseCRLF = true
	cols := r.Report.Columns
	header := []string{csvRowType}
	for _, c := range cols {
		header = append(header, c.Key)
	}
	if err := w.Write(header); err != nil {
		return nil, err
	}
	for _, set := range []struct {
		rowType string
		rows    []reporting.Row
	}{{csvData, r.Rows}, {csvTotal, r.Totals}} {
		for _, row := range set.rows {
			record := []string{set.rowType}
			for i, c := range cols {
				var cell any
				if i < len(row) {
					cell = row[i]
				}
				record = append(record, csvCell(cellOf(c, cell)))
			}
			if err := w.Write(record); err != nil {
				return nil, err
			}
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

// csvField is a cell as cellOf writes it, as a CSV field.
func csvField(cell any) string {
	switch v := cell.(type) {
	case json.Number:
		return v.String()
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// prefersCSV reports whether an Accept header (RFC 9110 section 12.5.1) asks
// for text/csv before application/json: with a higher weight, or the same
// weight through a more specific range (text/csv, */* is CSV). Without an
// Accept header, with */*, or with neither type acceptable the answer is JSON.
func prefersCSV(accept string) bool {
	csvQ, csvSpec := acceptWeight(accept, "text", "csv")
	jsonQ, jsonSpec := acceptWeight(accept, "application", "json")
	return csvQ > 0 && (csvQ > jsonQ || (csvQ == jsonQ && csvSpec > jsonSpec))
}

// acceptWeight returns the weight the Accept header gives type/subtype, from
// the most specific range that matches it (type/subtype, then type/*, then
// */*), and that range's specificity from 1 to 3; -1 and 0 when none matches.
func acceptWeight(accept, typ, sub string) (float64, int) {
	q, spec := -1.0, 0
	for _, part := range strings.Split(accept, ",") {
		mt, params, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		t, s, _ := strings.Cut(mt, "/")
		var sp int
		switch {
		case t == typ && s == sub:
			sp = 3
		case t == typ && s == "*":
			sp = 2
		case t == "*" && s == "*":
			sp = 1
		default:
			continue
		}
		if sp <= spec {
			continue
		}
		w := 1.0
		if v, ok := params["q"]; ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 0 && f <= 1 {
				w = f
			}
		}
		q, spec = w, sp
	}
	return q, spec
}
