package web

import (
	"context"
	"html/template"
	"net/url"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/adapters/web/chart"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// dashboardChart is one chart of a project's dashboard: the picture, and the
// report it is drawn from as a table and as the API's CSV.
type dashboardChart struct {
	ID, Title, Report string
	SVG               template.HTML
	Columns           []reporting.Column
	Rows              [][]reportCell
	CSV               string
}

// chartSpec says how a chart is drawn from a report's rows: the bar's label,
// figure and limit columns (limit "" for none).
type chartSpec struct {
	id, title, report   string
	value, limit, label string
}

// projectCharts are the charts a project's dashboard draws, in order.
var projectCharts = []chartSpec{
	{id: "chart-sales", title: "Tickets sold against sellable capacity, per show", report: "daily_ticket_count",
		value: "tickets_sold", limit: "sellable", label: "venue"},
	{id: "chart-pnl", title: "Net profit per show", report: "show_pnl", value: "net_profit", label: "venue"},
	{id: "chart-budget", title: "Actual costs against budget, per category", report: "budget_vs_actual",
		value: "actual", limit: "budget", label: "category"},
	{id: "chart-advancing", title: "Advance sections complete of those required, per show",
		report: "advance_completion_by_show", value: "complete", limit: "required", label: "venue"},
}

// charts computes each of projectCharts' reports over the project and
// period, by the use case the API's reports call, and draws them.
func (s *Server) charts(ctx context.Context, org kernel.ID, project string, p dashboardPeriod) ([]dashboardChart, error) {
	args := url.Values{"project_id": {project}, "from": {p.From.String()}, "to": {p.To.String()}}
	q := reporting.ReportQuery{ProjectID: project, From: p.From.String(), To: p.To.String()}
	var out []dashboardChart
	for _, spec := range projectCharts {
		res, err := s.deps.Reporting.RunReport(ctx, org, spec.report, q, nil)
		if err != nil {
			return nil, err
		}
		c := dashboardChart{ID: spec.id, Title: spec.title, Report: spec.report, Columns: res.Report.Columns,
			CSV: "/reports/" + spec.report + "/csv?" + args.Encode()}
		bars := chart.Bars{ID: spec.id, Title: spec.title}
		col := func(key string) int {
			return slices.IndexFunc(res.Report.Columns, func(c reporting.Column) bool { return c.Key == key })
		}
		value, limit, label, date := col(spec.value), col(spec.limit), col(spec.label), col("date")
		for _, row := range res.Rows {
			cells := reportCells(res.Report.Columns, row)
			c.Rows = append(c.Rows, cells)
			n, _ := row[value].(reporting.Num)
			if n == nil {
				continue
			}
			f, _ := n.Float64()
			b := chart.Bar{Label: barLabel(row, date, label), Value: f, Text: cells[value].Text}
			if limit >= 0 {
				if l, _ := row[limit].(reporting.Num); l != nil {
					b.Limit, _ = l.Float64()
					b.Text += " of " + cells[limit].Text
				}
			}
			bars.Bars = append(bars.Bars, b)
		}
		if c.SVG, err = bars.SVG(); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
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
