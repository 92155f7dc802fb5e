package http

import (
	nethttp "net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// listReports returns the report catalog.
//
//	@ID				listReports
//	@Summary		List the report catalog
//	@Description	Returns every report definition in catalog order, with the categories they are listed under. The catalog is fixed and returned whole, without paging.
//	@Description
//	@Description	A definition says what the report shows, the query parameters it accepts (the scope, which every report takes, then its own, each with its kind, values and default as a metric's), the ones it cannot be computed without, its typed columns, and whether its rows are paged.
//	@Description
//	@Description	The answer carries a strong ETag: send it back in an If-None-Match request header (one tag or a comma-separated list, weakly compared, or *) to get 304 without a body while the catalog is unchanged.
//	@Tags			reporting
//	@Produce		json
//	@Success		200				{object}	ReportCatalog	"The catalog."
//	@Header			200				{string}	ETag			"The answer's strong entity tag, for If-None-Match."
//	@Header			200				{string}	Cache-Control	"Always private, no-cache: revalidate before reusing a stored copy, since every answer needs a valid token."
//	@Success		304				"Not modified: If-None-Match names the answer's entity tag (or is *). No body."
//	@Header			304				{string}	ETag			"The answer's strong entity tag."
//	@Header			304				{string}	Cache-Control	"Always private, no-cache."
//	@Router			/api/v1/reports [get]
func (s *Server) listReports(c *Context) {
	set, err := s.reportsFixed()
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	serveFixed(c, set.list)
}

// getReport computes a report live, as JSON or as CSV.
//
//	@ID				getReport
//	@Summary		Compute a report
//	@Description	Computes the report live from your organization's records, narrowed by project, show and date range, with the report's own parameters (`GET /api/v1/reports` lists each report's `parameters` and `requires`); a parameter the report does not take is refused.
//	@Description
//	@Description	As JSON (the default), `rows` holds an object per row keyed by column key, in the report's order, and `totals` the totals over the whole scope. A cell is a string, a boolean, null, or a number written exactly from the computed value with its column's unit's places (money an integer of minor units of the row's currency). A paged report (`paged` in the catalog) answers one page of rows: follow `next_cursor` (or the `Link` header's next URL) for the next; the totals cover every row on every page. A report that is not paged answers every row, and ignores limit and cursor.
//	@Description
//	@Description	With `Accept: text/csv` the answer is the whole report, every row at once, as RFC 4180 CSV (`text/csv; charset=utf-8`, CRLF line ends, an attachment named after the report): a header of `row_type` and the column keys, a line per row with `row_type` `data`, then a line per totals row with `row_type` `total`. Cells are the JSON answer's: numbers as the same digits, booleans as true or false, null as an empty field; text that starts with =, +, -, @, a tab or a carriage return is written after an apostrophe, so that a spreadsheet never reads a cell as a formula. Limit and cursor are ignored. Content negotiation follows the Accept header's weights: CSV when it weighs text/csv above application/json, JSON otherwise.
//	@Description
//	@Description	Every parameter is given at most once. Every mistake of a request is listed in the problem's `errors`, each with a pointer naming the parameter: `/from`, `/project_id`, `/category`.
//	@Tags			reporting
//	@Produce		json
//	@Produce		text/csv
//	@Param			key					path		string			true	"The report's key, as the catalog lists it."	example(daily_ticket_count)
//	@Param			project_id			query		string			false	"Only this project's records; required by a report that lists one project's records (requires)."	format(uuid)
//	@Param			show_id				query		string			false	"Only this show's records (one of project_id's shows, when both are given)."	format(uuid)
//	@Param			from				query		string			false	"Only records dated on or after this day: a show's date, an expense's, an invoice's issue date."	format(date)
//	@Param			to					query		string			false	"Only records dated on or before this day; not before from."	format(date)
//	@Param			limit				query		int				false	"How many rows a page of a paged report holds."	minimum(1)	maximum(100)	default(25)
//	@Param			cursor				query		string			false	"The next_cursor of the previous page, with the same other parameters; absent for the first page."
//	@Param			as_of				query		string			false	"Report parameter: the date amounts are judged outstanding or overdue on, and ages counted to; today (UTC) when left out."	format(date)
//	@Param			batch_id			query		string			false	"Report parameter: the send batch whose recipients the report lists."	format(uuid)
//	@Param			category			query		string			false	"Report parameter: only expenses and budget lines of this cost category (case and spacing ignored)."	minlength(1)	maxlength(200)
//	@Param			deal_side			query		string			false	"Report parameter: only the deals of this side: received (tours and productions, whose payouts the organization is paid) or paid (festivals and events, whose artists it pays); left out, the side every deal in scope is on, and no deal figure when both are."	Enums(received, paid)
//	@Param			days_before_show	query		int				false	"Report parameter: how many days before its show a required advance section must be complete not to count as overdue."	minimum(0)	default(7)
//	@Param			document_type		query		string			false	"Report parameter: only renders of this document type key (GET /api/v1/documents lists them)."	minlength(1)	maxlength(200)
//	@Param			income_kind			query		string			false	"Report parameter: only income lines of this kind."	Enums(ticketing, guarantee, merch, sponsorship, fee, other)
//	@Success		200					{object}	ReportResult	"The report: as JSON, one page of rows and the totals; as text/csv, every row and the totals (see the description)."
//	@Header			200					{string}	Link			"The next page's URL, as <url>; rel=next (RFC 8288), when has_more is true (JSON only)."
//	@Header			200					{string}	Content-Disposition	"As text/csv only: attachment, with the file name <key>.csv."
//	@Header			200					{string}	Vary				"Always Accept: the answer depends on it."
//	@Failure		404					{object}	Problem			"There is no report with this key, or the project, show or send batch is not one of your organization's (code not_found)."
//	@Failure		422					{object}	Problem			"The request has mistakes, each in errors with its pointer: a project_id or show_id that is not a UUID, or a from or to that is not a date (invalid); to before from (range, at /to); a project_id, show_id or batch_id the report requires left out (required); a parameter the report does not take (unknown_parameter) or a bad value (invalid) at /{name}; a parameter given twice (duplicate); a limit that is not a whole number from 1 to 100 (invalid_limit, at /limit) or a cursor this report's list did not give (invalid_cursor, at /cursor)."
//	@Router			/api/v1/reports/{key} [get]
func (s *Server) getReport(c *Context) {
	ctx, org := c.Request.Context(), PrincipalFrom(c).OrgID
	key := c.Param("key")
	c.Header("Vary", "Accept")
	if _, err := s.deps.Reporting.Report(key); err != nil {
		s.respondError(c, err)
		return
	}
	q, mistakes := reportQuery(queryOf(c).Values)
	if prefersCSV(c.GetHeader("Accept")) {
		r, err := s.deps.Reporting.RunReport(ctx, org, key, q, nil)
		if err = reportMistakes(err, mistakes); err != nil {
			s.respondError(c, err)
			return
		}
		s.writeReportCSV(c, r)
		return
	}
	page, err := pageRequest(c)
	if e, ok := kernel.AsError(err); ok {
		mistakes = append(mistakes, e.Fields...)
		page = kernel.PageRequest{Limit: kernel.DefaultLimit}
	}
	r, err := s.deps.Reporting.RunReport(ctx, org, key, q, &page)
	if err = reportMistakes(err, mistakes); err != nil {
		s.respondError(c, err)
		return
	}
	setNextLink(c, page.Limit, kernel.Page[reporting.Row]{HasMore: r.NextCursor != "", NextCursor: r.NextCursor})
	c.JSON(nethttp.StatusOK, toReportResult(r))
}

// writeReportCSV answers with the report as a CSV attachment.
func (s *Server) writeReportCSV(c *Context, r reporting.ReportResult) {
	body, err := reportCSV(r)
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+r.Report.Key+`.csv"`)
	c.Data(nethttp.StatusOK, ContentTypeCSV, body)
}
