package http

import (
	nethttp "net/http"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// reportingRoutes is the route table of the reporting domain. The values route
// is a static segment beside /metrics/{key}; the router (net/http's ServeMux)
// takes the more specific pattern first.
func (s *Server) reportingRoutes() []Route {
	read := identity.ScopeReportsRead
	return []Route{
		{Method: nethttp.MethodGet, Path: "/api/v1/metrics", Scope: read, Handler: s.listMetrics},
		{Method: nethttp.MethodGet, Path: "/api/v1/metrics/values", Scope: read, Handler: s.getMetricValues},
		{Method: nethttp.MethodGet, Path: "/api/v1/metrics/{key}", Scope: read, Handler: s.getMetric},
		{Method: nethttp.MethodGet, Path: "/api/v1/reports", Scope: read, Handler: s.listReports},
		{Method: nethttp.MethodGet, Path: "/api/v1/reports/{key}", Scope: read, Handler: s.getReport},
		{Method: nethttp.MethodGet, Path: "/api/v1/snapshots", Scope: read, Handler: s.listSnapshots},
		{Method: nethttp.MethodGet, Path: "/api/v1/snapshots/{id}", Scope: read, Handler: s.getSnapshot},
	}
}

// listMetrics returns the KPI catalog.
//
//	@ID				listMetrics
//	@Summary		List the metric catalog
//	@Description	Returns every KPI definition in catalog order, with the categories, units and dimensions the definitions use. The catalog is fixed and returned whole, without paging.
//	@Description
//	@Description	A definition says what the KPI means, its formula in words, the facts (sums and counts over your records) and other KPIs it reads, the query parameters it accepts, the grain it is meaningful at, when it is null, and whether it reads money and so comes one value per currency.
//	@Description
//	@Description	The answer carries a strong ETag: send it back in an If-None-Match request header (one tag or a comma-separated list, weakly compared, or *) to get 304 without a body while the catalog is unchanged.
//	@Tags			reporting
//	@Produce		json
//	@Success		200				{object}	MetricCatalog	"The catalog."
//	@Header			200				{string}	ETag			"The answer's strong entity tag, for If-None-Match."
//	@Header			200				{string}	Cache-Control	"Always private, no-cache: revalidate before reusing a stored copy, since every answer needs a valid token."
//	@Success		304				"Not modified: If-None-Match names the answer's entity tag (or is *). No body."
//	@Header			304				{string}	ETag			"The answer's strong entity tag."
//	@Header			304				{string}	Cache-Control	"Always private, no-cache."
//	@Router			/api/v1/metrics [get]
func (s *Server) listMetrics(c *Context) {
	set, err := s.metricsFixed()
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	serveFixed(c, set.list)
}

// getMetric returns one KPI's definition.
//
//	@ID				getMetric
//	@Summary		Get a metric's definition
//	@Description	Returns one KPI's definition, as the catalog lists it.
//	@Description
//	@Description	The answer carries a strong ETag: send it back in an If-None-Match request header (one tag or a comma-separated list, weakly compared, or *) to get 304 without a body while the definition is unchanged.
//	@Tags			reporting
//	@Produce		json
//	@Param			key				path		string				true	"The KPI's key, as the catalog lists it."	example(sell_through)
//	@Success		200				{object}	MetricDefinition	"The definition."
//	@Header			200				{string}	ETag				"The answer's strong entity tag, for If-None-Match."
//	@Header			200				{string}	Cache-Control		"Always private, no-cache: revalidate before reusing a stored copy, since every answer needs a valid token."
//	@Success		304				"Not modified: If-None-Match names the answer's entity tag (or is *). No body."
//	@Header			304				{string}	ETag				"The answer's strong entity tag."
//	@Header			304				{string}	Cache-Control		"Always private, no-cache."
//	@Failure		404				{object}	Problem				"There is no KPI with this key (code not_found)."
//	@Router			/api/v1/metrics/{key} [get]
func (s *Server) getMetric(c *Context) {
	key := c.Param("key")
	set, err := s.metricsFixed()
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	if f, ok := set.byKey[key]; ok {
		serveFixed(c, f)
		return
	}
	d, err := s.deps.Reporting.Metric(key) // not in the catalog: the port says why
	if err != nil {
		s.respondError(c, err)
		return
	}
	c.JSON(nethttp.StatusOK, toMetricDefinition(d))
}

// getMetricValues resolves KPIs over a scope of the organization's records.
//
//	@ID				getMetricValues
//	@Summary		Compute metric values
//	@Description	Computes the KPIs named by `key` (repeat it for several) live from your organization's records, narrowed by project, show and date range, and grouped by the dimensions of `group_by` (repeat it for several). The answer has one value per group, then per KPI in request order, then, for a KPI that reads money, per currency: Roadcase never converts between currencies except at rates recorded on the records.
//	@Description
//	@Description	A value without backing data is `null`, never an error. Money is an integer of minor units (cents) with its `currency`; other values are decimal numbers with their unit's places (ratios 4, percent, days and hours 2, counts 0), rounded once from the exact result, half away from zero. With `explain` (the default) each value lists the facts and metrics it was computed from, each with its own value.
//	@Description
//	@Description	Every other query parameter is a parameter of the KPIs asked for (`GET /api/v1/metrics` lists each KPI's `parameters`); one that no KPI asked for takes is refused. Every parameter but `key` and `group_by` is given at most once. Every mistake of a request is listed in the problem's `errors`, each with a pointer naming the parameter (and its position for `key` and `group_by`): `/key/1`, `/from`, `/category`.
//	@Tags			reporting
//	@Produce		json
//	@Param			key				query		[]string		true	"A KPI's key; repeat the parameter for several (at most 77)."	collectionFormat(multi)
//	@Param			project_id		query		string			false	"Only this project's records."	format(uuid)
//	@Param			show_id			query		string			false	"Only this show's records (one of project_id's shows, when both are given)."	format(uuid)
//	@Param			from			query		string			false	"Only records dated on or after this day: a show's date, an expense's, an income line's recognition date, an invoice's issue date."	format(date)
//	@Param			to				query		string			false	"Only records dated on or before this day; not before from."	format(date)
//	@Param			group_by		query		[]string		false	"A dimension to group the values by; repeat the parameter for several."	collectionFormat(multi)	Extensions(x-roadcase-enum=MetricDimension)
//	@Param			explain			query		bool			false	"Whether each value lists the facts and metrics it was computed from."	default(true)
//	@Param			category		query		string			false	"KPI parameter: only expenses and budget lines of this cost category (case and spacing ignored)."	minlength(1)	maxlength(200)
//	@Param			income_kind		query		string			false	"KPI parameter: only income lines of this kind."	Enums(ticketing, guarantee, merch, sponsorship, fee, other)
//	@Param			deal_side		query		string			false	"KPI parameter: only the deals of this side: received (tours and productions, whose payouts the organization is paid) or paid (festivals and events, whose artists it pays); left out, the side every deal in scope is on, and no deal figure when both are."	Enums(received, paid)
//	@Param			document_type	query		string			false	"KPI parameter: only renders of this document type key (GET /api/v1/documents lists them)."	minlength(1)	maxlength(200)
//	@Param			as_of			query		string			false	"KPI parameter: the date amounts are judged outstanding or overdue on, and ages counted to; today (UTC) when left out."	format(date)
//	@Param			days_before_show	query		integer			false	"KPI parameter: how many days before its show a required advance section must be complete not to count as overdue."	minimum(0)	default(7)
//	@Success		200				{object}	MetricValues	"The values."
//	@Failure		404				{object}	Problem			"The project or show is not one of your organization's (code not_found)."
//	@Failure		422				{object}	Problem			"The request has mistakes, each in errors with its pointer: no key (required) or more than 77 (too_many) at /key; an unknown KPI (unknown_metric) or one asked twice (duplicate) at /key/{i}; a project_id or show_id that is not a UUID, or a from or to that is not a date (invalid); to before from (range, at /to); an unknown or repeated dimension at /group_by/{i} (unknown_dimension, duplicate); a parameter no KPI asked for takes (unknown_parameter) or a bad value (invalid) at /{name}; a parameter given twice (duplicate); an explain other than true or false (invalid)."
//	@Router			/api/v1/metrics/values [get]
func (s *Server) getMetricValues(c *Context) {
	q, mistakes := valuesQuery(queryOf(c).Values)
	v, err := s.deps.Reporting.Values(c.Request.Context(), PrincipalFrom(c).OrgID, q)
	if err = withMistakes(err, mistakes); err != nil {
		s.respondError(c, err)
		return
	}
	c.JSON(nethttp.StatusOK, toMetricValues(v))
}
