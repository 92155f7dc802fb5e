package web

import (
	"context"
	"html/template"
	"net/url"

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
	Rows, Totals      [][]reportCell
	CSV               string
	// Note says how to read a figure that is not plain ("" for none).
	Note string
}

// chartSpec says how a chart is drawn from a report's rows: the bar's label,
// figure and limit columns (limit "" for none), or by bars from the whole
// result (its totals), with a note on how to read them.
type chartSpec struct {
	id, title, report   string
	value, limit, label string
	bars                func(res reporting.ReportResult) ([]chart.Bar, string)
	// asOf: the report takes as_of, given as the period's last day, or today
	// when that is later, as the tiles' receivables are read.
	asOf bool
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
	{id: "chart-aging", title: "What clients owe, by days past due", report: "receivables_aging",
		bars: agingBars, asOf: true},
	{id: "chart-funnel", title: "How far the recipients of the period's sends got", report: "send_batch_funnel",
		bars: funnelBars},
}

// charts computes each of projectCharts' reports over the project and
// period, by the use case the API's reports call, and draws them; today bounds
// as_of.
func (s *Server) charts(ctx context.Context, org kernel.ID, project string, p dashboardPeriod,
	today kernel.Date) ([]dashboardChart, error) {
	var out []dashboardChart
	for _, spec := range projectCharts {
		args := url.Values{"project_id": {project}, "from": {p.From.String()}, "to": {p.To.String()}}
		q := reporting.ReportQuery{ProjectID: project, From: p.From.String(), To: p.To.String(), Args: map[string]string{}}
		if spec.asOf {
			asOf := p.To
			if today.Before(asOf) {
				asOf = today
			}
			args.Set("as_of", asOf.String())
			q.Args["as_of"] = asOf.String()
		}
		res, err := s.deps.Reporting.RunReport(ctx, org, spec.report, q, nil)
		if err != nil {
			return nil, err
		}
		c := dashboardChart{ID: spec.id, Title: spec.title, Report: spec.report, Columns: res.Report.Columns,
			CSV: "/reports/" + spec.report + "/csv?" + args.Encode()}
		for _, row := range res.Rows {
			c.Rows = append(c.Rows, reportCells(res.Report.Columns, row))
		}
		for _, row := range res.Totals {
			c.Totals = append(c.Totals, totalCells(res.Report.Columns, row))
		}
		bars := chart.Bars{ID: spec.id, Title: spec.title}
		if spec.bars != nil {
			bars.Bars, c.Note = spec.bars(res)
		} else {
			bars.Bars = rowBars(spec, res)
		}
		if c.SVG, err = bars.SVG(); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
