package http

import (
	"encoding/json"
	"errors"
	nethttp "net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// errInvalidSnapshotBody is the cause of the 500 a snapshot whose stored body is
// not JSON gets; every body is written by SnapshotEncoder, so none should be.
var errInvalidSnapshotBody = errors.New("http: a snapshot's stored body is not JSON")

// SnapshotEncoder writes computed reports and metric values as exactly the JSON
// documents GET /api/v1/reports/{key} and GET /api/v1/metrics/values answer with,
// through the same converters, so that a snapshot holds what a client would have
// read then. It implements the reporting use cases' Encoder.
type SnapshotEncoder struct{}

// EncodeValues writes v as GET /api/v1/metrics/values does.
func (SnapshotEncoder) EncodeValues(v reporting.Values) ([]byte, error) {
	return json.Marshal(toMetricValues(v))
}

// EncodeReport writes r as GET /api/v1/reports/{key} does as JSON; a report
// computed without a page holds every row.
func (SnapshotEncoder) EncodeReport(r reporting.ReportResult) ([]byte, error) {
	return json.Marshal(toReportResult(r))
}

// listSnapshots pages the organization's snapshots.
//
//	@ID				listSnapshots
//	@Summary		List snapshots
//	@Description	Returns a page of your organization's snapshots, newest first, without their documents: immutable captures of a report or of a set of metric values, taken by `roadcase snapshot take`, by the server's schedule or by the demo seed. Narrow the list to one report's snapshots with `report`, or to those holding one metric with `metric`, not both. Follow `next_cursor` (or the `Link` header's next URL) for the next page.
//	@Tags			reporting
//	@Produce		json
//	@Param			report	query		string			false	"Only snapshots of this report (its key, as GET /api/v1/reports lists it)."	example(tour_pnl)
//	@Param			metric	query		string			false	"Only snapshots of metric values that hold this metric (its key, as GET /api/v1/metrics lists it)."	example(gross)
//	@Param			limit	query		int				false	"How many items a page holds."	minimum(1)	maximum(100)	default(25)
//	@Param			cursor	query		string			false	"The next_cursor of the previous page, with the same report or metric; absent for the first page."
//	@Success		200		{object}	SnapshotPage	"A page of snapshots."
//	@Header			200		{string}	Link			"The next page's URL, as <url>; rel=next (RFC 8288), when has_more is true."
//	@Failure		422		{object}	Problem			"The request has a mistake, with its pointer: a report that is not in the catalog (unknown_report, at /report) or a metric that is not (unknown_metric, at /metric); both report and metric (exclusive, at /metric); a limit that is not a whole number from 1 to 100 (invalid_limit, at /limit); a cursor this list did not give (invalid_cursor, at /cursor)."
//	@Router			/api/v1/snapshots [get]
func (s *Server) listSnapshots(c *Context) {
	req, err := pageRequest(c)
	if err != nil {
		s.respondError(c, err)
		return
	}
	v, err := queryOf(c).singles("report", "metric")
	if err != nil {
		s.respondError(c, err)
		return
	}
	f := reporting.SnapshotFilter{Report: v[0], Metric: v[1]}
	if f.Report != "" && f.Metric != "" {
		s.respondError(c, kernel.InvalidField("/metric", "exclusive", "give report or metric, not both"))
		return
	}
	page, err := s.deps.Reporting.Snapshots(c.Request.Context(), PrincipalFrom(c).OrgID, f, req)
	if err != nil {
		s.respondError(c, err)
		return
	}
	setNextLink(c, req.Limit, page)
	c.JSON(nethttp.StatusOK, SnapshotPage{Data: mapSlice(page.Data, toSnapshotSummary),
		HasMore: page.HasMore, NextCursor: nextCursor(page.NextCursor)})
}

// getSnapshot returns one snapshot with its document.
//
//	@ID				getSnapshot
//	@Summary		Get a snapshot
//	@Description	Returns the snapshot with the document it captured in `document`, byte for byte as the live endpoint answered when the snapshot was taken: a report's JSON answer with every row (GET /api/v1/reports/{key}), or metric values (GET /api/v1/metrics/values). Records changing later never change it; `catalog_version` says which definitions computed it. A snapshot that is missing, that belongs to another organization, or whose identifier is not a UUID is 404, with the same body in all three cases.
//	@Tags			reporting
//	@Produce		json
//	@Param			id	path		string		true	"The snapshot's identifier."	format(uuid)
//	@Success		200	{object}	Snapshot	"The snapshot and its document."
//	@Failure		404	{object}	Problem		"There is no such snapshot in your organization (code not_found)."
//	@Router			/api/v1/snapshots/{id} [get]
func (s *Server) getSnapshot(c *Context) {
	snap, err := s.deps.Reporting.Snapshot(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"))
	if err != nil {
		s.respondError(c, err)
		return
	}
	body, err := snapshotJSON(snap)
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	c.Data(nethttp.StatusOK, "application/json; charset=utf-8", body)
}
