package http

import (
	"bytes"
	"encoding/json"
	"errors"
	"time"

	"github.com/roadcase/roadcase/core/reporting"
)

// ReportResult is a report computed live: the arguments it was computed with,
// its columns, its rows (one page of a paged report, else all) and its totals.
type ReportResult struct {
	// The report's key.
	Key string `json:"key" binding:"required" example:"daily_ticket_count"`
	// The report's title for people.
	Title string `json:"title" binding:"required" example:"Daily ticket count (wrap)"`
	// The arguments the report was computed with: the scope members given and every parameter of the report that has a value, defaults included.
	Parameters map[string]string `json:"parameters" binding:"required"`
	// The report's columns, in order.
	Columns []ReportColumn `json:"columns" binding:"required"`
	// The rows in the report's order: an object per row with a member per column, keyed by the column's key. A cell is a string (text, id, date), a number (with its unit's places, written exactly; money in integer minor units), a boolean, or null.
	Rows []ReportRow `json:"rows" binding:"required" swaggertype:"array,object"`
	// The totals over the whole scope, whatever the page: a row per currency for a report with money, one for the rest, none for a report that does not sum. Group cells are null; a ratio's total is the ratio of the totals, not a sum of the rows.
	Totals []ReportRow `json:"totals" binding:"required" swaggertype:"array,object"`
	// When the report was computed, live from the records.
	GeneratedAt time.Time `json:"generated_at" binding:"required" format:"date-time" example:"2026-05-31T09:30:00Z"`
	// Whether a next page of rows exists; always false for a report that is not paged.
	HasMore bool `json:"has_more" binding:"required" example:"false"`
	// The cursor of the next page of rows; null on the last page.
	NextCursor *string `json:"next_cursor" binding:"required" extensions:"x-nullable" example:"AQEBMQ4xN2I4OWY1Y2QtNmE2"`
}

// ReportRow is one row of a report as the API writes it: an object with a
// member per column, in column order, each a string, a json.Number, a bool or
// null.
type ReportRow struct {
	keys  []string
	cells []any
}

// MarshalJSON writes the row's members in column order.
func (r ReportRow) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range r.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		key, err := json.Marshal(k)
		if err != nil {
			return nil, err
		}
		cell, err := json.Marshal(r.cells[i])
		if err != nil {
			return nil, err
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(cell)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes, keeping the members' order and
// reading numbers as json.Number.
func (r *ReportRow) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return errors.New("http: a report row is a JSON object")
	}
	*r = ReportRow{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		var cell any
		if err := dec.Decode(&cell); err != nil {
			return err
		}
		r.keys, r.cells = append(r.keys, t.(string)), append(r.cells, cell)
	}
	_, err := dec.Token()
	return err
}

// Cell returns the cell of the column key, and whether the row has that column.
func (r ReportRow) Cell(key string) (any, bool) {
	for i, k := range r.keys {
		if k == key {
			return r.cells[i], true
		}
	}
	return nil, false
}

func toReportResult(r reporting.ReportResult) ReportResult {
	row := func(cells reporting.Row) ReportRow { return toReportRow(r.Report.Columns, cells) }
	return ReportResult{Key: r.Report.Key, Title: r.Report.Title, Parameters: reportArguments(r),
		Columns: mapSlice(r.Report.Columns, toReportColumn), Rows: mapSlice(r.Rows, row), Totals: mapSlice(r.Totals, row),
		GeneratedAt: r.GeneratedAt, HasMore: r.NextCursor != "", NextCursor: nextCursor(r.NextCursor)}
}

// reportArguments are the scope members set and the arguments, as query
// parameters.
func reportArguments(r reporting.ReportResult) map[string]string {
	out := map[string]string{}
	for name, v := range r.Args {
		out[name] = v
	}
	for name, v := range map[string]string{paramProjectID: string(r.Scope.Project), paramShowID: string(r.Scope.Show),
		paramFrom: string(r.Scope.From), paramTo: string(r.Scope.To)} {
		if v != "" {
			out[name] = v
		}
	}
	return out
}

// toReportRow pairs a row's cells with their columns' keys, each cell written
// as cellOf writes it; a row shorter than the columns has null cells.
func toReportRow(cols []reporting.Column, cells reporting.Row) ReportRow {
	out := ReportRow{keys: make([]string, len(cols)), cells: make([]any, len(cols))}
	for i, c := range cols {
		out.keys[i] = c.Key
		if i < len(cells) {
			out.cells[i] = cellOf(c, cells[i])
		}
	}
	return out
}

// cellOf is a cell as the API writes it: a number as a json.Number from the
// exact value rounded by its column's unit (as a metric value is), a string or
// a bool as it is, and nil for null.
func cellOf(c reporting.Column, v any) any {
	switch v := v.(type) {
	case reporting.Num:
		if n := numberOf(c.Unit, v); n != nil {
			return *n
		}
		return nil
	case string, bool:
		return v
	}
	return nil
}
