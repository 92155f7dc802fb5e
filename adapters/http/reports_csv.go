package http

import (
	"mime"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/adapters/reportcsv"
	"github.com/roadcase/roadcase/core/reporting"
)

// ContentTypeCSV is the media type of a report exported as CSV (RFC 4180).
const ContentTypeCSV = reportcsv.ContentType

// csvRowType is the first column of a report's CSV: whether a row is one of the
// report's rows or one of its totals, which follow them.
const csvRowType = reportcsv.RowTypeColumn

// reportCSV writes a report as RFC 4180 CSV through reportcsv, the one CSV of
// a report, which the pages' CSV links write too: a header of row_type and the
// column keys, every row marked data, then every totals row marked total.
// Cells are written as the JSON answer writes them, numbers as the same decimal
// digits, null as an empty field; text a spreadsheet would take for a formula
// starts with an apostrophe.
func reportCSV(r reporting.ReportResult) ([]byte, error) { return reportcsv.Write(r) }

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
