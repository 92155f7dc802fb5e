package web

import (
	"slices"
	"strings"

	"github.com/roadcase/roadcase/adapters/web/chart"
	"github.com/roadcase/roadcase/core/reporting"
)

// column is the position of the column key in cols, -1 when it has none.
func column(cols []reporting.Column, key string) int {
	return slices.IndexFunc(cols, func(c reporting.Column) bool { return c.Key == key })
}

// rowBars are a bar per row of the report: spec's value column against its
// limit column, named by the row's date and label column.
func rowBars(spec chartSpec, res reporting.ReportResult) []chart.Bar {
	col := func(key string) int { return column(res.Report.Columns, key) }
	value, limit, label, date := col(spec.value), col(spec.limit), col(spec.label), col("date")
	var out []chart.Bar
	for _, row := range res.Rows {
		cells := reportCells(res.Report.Columns, row)
		n, _ := row[value].(reporting.Num)
		if n == nil {
			continue
		}
		name := barLabel(row, date, label)
		if kind := col(reporting.RowKindColumn); name == "" && kind >= 0 {
			// A row of no show (a tour's overheads) is named by its kind.
			name = humanize(barLabel(row, -1, kind))
		}
		b := chart.Bar{Label: name, Value: float(n), Text: cells[value].Text}
		if limit >= 0 {
			if l, _ := row[limit].(reporting.Num); l != nil {
				b.Limit = float(l)
				b.Text += " of " + cells[limit].Text
			}
		}
		out = append(out, b)
	}
	return out
}

// barLabel names a bar by its row's date, when the report has one, and its
// label column (a show's venue, a cost category).
func barLabel(row reporting.Row, date, label int) string {
	text := func(i int) string {
		if i < 0 || i >= len(row) {
			return ""
		}
		s, _ := row[i].(string)
		return s
	}
	return strings.TrimSpace(text(date) + " " + text(label))
}

// float is a figure as a chart draws it.
func float(n reporting.Num) float64 {
	if n == nil {
		return 0
	}
	f, _ := n.Float64()
	return f
}
