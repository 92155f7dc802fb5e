package web

import (
	"github.com/roadcase/roadcase/adapters/web/chart"
	"github.com/roadcase/roadcase/core/reporting"
)

// agingBars draws the receivables_aging report's totals: per currency, a bar
// per bucket of days past due, the report's own money columns between the
// currency and the total (the buckets are the report's, never redrawn here),
// written in that currency. A bar is named by its bucket, and by its currency
// too when the project is owed in more than one.
func agingBars(res reporting.ReportResult) ([]chart.Bar, string) {
	cols := res.Report.Columns
	cur, total := column(cols, currencyColumn), column(cols, "total")
	var out []chart.Bar
	for _, row := range res.Totals {
		cells := reportCells(cols, row)
		code, _ := row[cur].(string)
		for i := cur + 1; i < total; i++ {
			if cols[i].Unit != reporting.UnitMoney {
				continue
			}
			n, _ := row[i].(reporting.Num)
			label := cols[i].Title
			if len(res.Totals) > 1 {
				label += " (" + code + ")"
			}
			out = append(out, chart.Bar{Label: label, Value: float(n), Text: cells[i].Text})
		}
	}
	return out, ""
}

// totalCells formats a totals row as reportCells does, its first cell "Total"
// when the report leaves it empty (a row of every client, every batch).
func totalCells(cols []reporting.Column, row reporting.Row) []reportCell {
	cells := reportCells(cols, row)
	if len(cells) > 0 && cells[0].Null {
		cells[0] = reportCell{Text: "Total"}
	}
	return cells
}
