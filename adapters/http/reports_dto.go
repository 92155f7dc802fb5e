package http

import (
	"slices"

	"github.com/roadcase/roadcase/core/reporting"
)

// ReportCatalog is the whole report catalog with the headings its reports are
// listed under, returned without paging like the metric catalog.
type ReportCatalog struct {
	// Every report, in catalog order.
	Data []ReportDefinition `json:"data" binding:"required"`
	// The categories that hold at least one report, in catalog order, with their headings.
	Categories []MetricCatalogCategory `json:"categories" binding:"required"`
}

// ReportDefinition is one report of the catalog: what it shows, the query
// parameters it accepts and its typed columns.
type ReportDefinition struct {
	// The report's key, used in its path.
	Key string `json:"key" binding:"required" example:"daily_ticket_count"`
	// The report's title for people.
	Title string `json:"title" binding:"required" example:"Daily ticket count (wrap)"`
	// What the report shows.
	Description string `json:"description" binding:"required" example:"The box office wrap: per show on sale, tickets sold, comps, what is left to sell…"`
	// The heading the report is listed under.
	Category string `json:"category" binding:"required" extensions:"x-roadcase-enum=MetricCategory"`
	// The query parameters the report accepts: the scope (project_id, show_id, from, to), which every report takes, then the report's own.
	Parameters []MetricParameter `json:"parameters" binding:"required"`
	// The parameters the report cannot be computed without: project_id or show_id for a report that lists one project's records, batch_id for one that lists a send batch's recipients.
	Requires []string `json:"requires" binding:"required" example:"project_id"`
	// The report's columns, in order; a row has a member per column.
	Columns []ReportColumn `json:"columns" binding:"required"`
	// Whether the report's rows are paged (limit and cursor); a report that is not returns every row at once.
	Paged bool `json:"paged" binding:"required" example:"true"`
	// The report's path, to which the scope and parameters are added as a query.
	URL string `json:"url" binding:"required" format:"uri-reference" example:"/api/v1/reports/daily_ticket_count"`
}

// ReportColumn is one typed column of a report.
type ReportColumn struct {
	// The column's key: the member of each row that holds its cell, and its name in the CSV header.
	Key string `json:"key" binding:"required" example:"tickets_sold"`
	// The column's heading for people.
	Title string `json:"title" binding:"required" example:"Tickets sold"`
	// How the column's cells are read: text, id (a UUID), date (2026-05-31), number or boolean. Any cell can be null.
	Type string `json:"type" binding:"required" extensions:"x-roadcase-enum=ReportColumnType"`
	// What a number column measures, and so its places (as a metric value's); absent for other types. Money is integer minor units of the row's currency column.
	Unit string `json:"unit,omitempty" extensions:"x-roadcase-enum=MetricUnit"`
}

// scopeParameters are the parameters every report takes, as the catalog lists
// them before the report's own.
var scopeParameters = []reporting.Param{
	{Name: paramProjectID, Kind: reporting.ParamID,
		Description: "Only this project's records. A report that lists one project's records requires it or show_id."},
	{Name: paramShowID, Kind: reporting.ParamID,
		Description: "Only this show's records (one of project_id's shows, when both are given)."},
	{Name: paramFrom, Kind: reporting.ParamDate,
		Description: "Only records dated on or after this day: a show's date, an expense's, an invoice's issue date."},
	{Name: paramTo, Kind: reporting.ParamDate, Description: "Only records dated on or before this day; not before from."},
}

func toReportCatalog(reports []*reporting.Report) ReportCatalog {
	used := map[string]bool{}
	for _, r := range reports {
		used[r.Category] = true
	}
	out := ReportCatalog{Data: mapSlice(reports, toReportDefinition), Categories: []MetricCatalogCategory{}}
	for _, c := range reporting.Categories {
		if used[c.Key] {
			out.Categories = append(out.Categories, MetricCatalogCategory{Key: c.Key, Title: c.Title})
		}
	}
	return out
}

func toReportDefinition(r *reporting.Report) ReportDefinition {
	params := mapSlice(scopeParameters, toMetricParameter)
	for _, name := range r.Params {
		params = append(params, toMetricParameter(reportParam(name)))
	}
	requires := slices.Clone(r.Requires)
	if r.Recipients {
		requires = append(requires, "batch_id")
	}
	return ReportDefinition{Key: r.Key, Title: r.Title, Description: r.Description, Category: r.Category,
		Parameters: params, Requires: nonNil(requires), Columns: mapSlice(r.Columns, toReportColumn), Paged: r.Long,
		URL: "/api/v1/reports/" + r.Key}
}

// reportParam is the catalog parameter a report names. Every catalog checks
// that its reports name parameters of reporting.Parameters; a name it does not
// hold (which a test rules out) is listed as free text.
func reportParam(name string) reporting.Param {
	for _, p := range reporting.Parameters {
		if p.Name == name {
			return p
		}
	}
	return reporting.Param{Name: name, Kind: reporting.ParamText}
}

func toReportColumn(c reporting.Column) ReportColumn {
	out := ReportColumn{Key: c.Key, Title: c.Title, Type: string(c.Type)}
	if c.Type == reporting.ColumnNumber {
		out.Unit = string(c.Unit)
	}
	return out
}
