package app

import (
	"context"
	"errors"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// Encoder writes a computed report or set of values as the document the live
// endpoint answers with; the HTTP adapter implements it, so that a snapshot holds
// exactly what a client would have read then.
type Encoder interface {
	EncodeValues(v reporting.Values) ([]byte, error)
	EncodeReport(r reporting.ReportResult) ([]byte, error)
}

// SnapshotRequest says what to capture: a report (Report set, with ReportQuery)
// or KPI values (Values set).
type SnapshotRequest struct {
	Report      string
	ReportQuery reporting.ReportQuery
	Values      *reporting.ValuesQuery
	Trigger     reporting.SnapshotTrigger
}

// TakeSnapshot computes what req asks for, live, and keeps the answer as an
// immutable snapshot. Errors are those of RunReport and Values.
func (s *Service) TakeSnapshot(ctx context.Context, org kernel.ID, req SnapshotRequest) (reporting.Snapshot, error) {
	if s.d.Snapshots == nil || s.d.Encoder == nil {
		return reporting.Snapshot{}, kernel.Internal(errors.New("reporting app: snapshots need Snapshots and Encoder"))
	}
	snap := reporting.Snapshot{ID: s.newID(), OrgID: org, Catalog: s.d.Catalog.Version(), Trigger: req.Trigger,
		TakenAt: s.d.Clock.Now().UTC()}
	var err error
	switch {
	case req.Values != nil:
		var v reporting.Values
		if v, err = s.Values(ctx, org, *req.Values); err != nil {
			return reporting.Snapshot{}, err
		}
		snap.Kind, snap.Keys, snap.Query = reporting.SnapshotMetrics, req.Values.Keys, valuesQuery(*req.Values)
		snap.Body, err = s.d.Encoder.EncodeValues(v)
	case req.Report != "":
		var r reporting.ReportResult
		if r, err = s.RunReport(ctx, org, req.Report, req.ReportQuery, nil); err != nil {
			return reporting.Snapshot{}, err
		}
		snap.Kind, snap.Keys, snap.Query = reporting.SnapshotReport, []string{req.Report}, reportQuery(req.ReportQuery)
		snap.Body, err = s.d.Encoder.EncodeReport(r)
	default:
		return reporting.Snapshot{}, kernel.Invalid("say what to capture: a report or metric keys")
	}
	if err != nil {
		return reporting.Snapshot{}, kernel.Internal(err)
	}
	if err := s.d.Snapshots.CreateSnapshot(ctx, snap); err != nil {
		return reporting.Snapshot{}, err
	}
	return snap, nil
}

// Snapshot returns one of org's snapshots with its body. KindNotFound otherwise,
// and for an id that is not an id.
func (s *Service) Snapshot(ctx context.Context, org kernel.ID, id string) (reporting.Snapshot, error) {
	sid, err := kernel.ParseID(id)
	if err != nil {
		return reporting.Snapshot{}, kernel.NotFound("snapshot")
	}
	return s.d.Snapshots.FindSnapshot(ctx, org, sid)
}

// Snapshots pages org's snapshots, newest first, without bodies.
func (s *Service) Snapshots(ctx context.Context, org kernel.ID, f reporting.SnapshotFilter,
	page kernel.PageRequest) (kernel.Page[reporting.Snapshot], error) {
	var after *kernel.Cursor
	if page.Cursor != "" {
		c, err := s.d.Cursors.Decode(snapshotList, page.Cursor)
		if err != nil {
			return kernel.Page[reporting.Snapshot]{}, err
		}
		after = &c
	}
	if f.Report != "" {
		if _, ok := s.d.Catalog.Report(f.Report); !ok {
			return kernel.Page[reporting.Snapshot]{}, kernel.InvalidField("/report", "unknown_report", "no report has the key "+f.Report)
		}
	}
	if f.Metric != "" {
		if _, ok := s.d.Catalog.KPI(f.Metric); !ok {
			return kernel.Page[reporting.Snapshot]{}, kernel.InvalidField("/metric", "unknown_metric", "no KPI has the key "+f.Metric)
		}
	}
	items, err := s.d.Snapshots.FindSnapshots(ctx, org, f, after, page.Limit+1)
	if err != nil {
		return kernel.Page[reporting.Snapshot]{}, err
	}
	return kernel.NewPage(items, page.Limit, s.d.Cursors, snapshotList, func(s reporting.Snapshot) kernel.Cursor {
		return kernel.Cursor{Keys: []string{s.TakenAt.UTC().Format("2006-01-02T15:04:05.000000Z")}, ID: s.ID}
	}), nil
}

const snapshotList = "snapshots"

func (s *Service) newID() kernel.ID {
	if s.d.NewID != nil {
		return s.d.NewID()
	}
	return kernel.NewID()
}

// valuesQuery is a values query as query parameters.
func valuesQuery(q reporting.ValuesQuery) map[string]string {
	m := scopeQuery(q.ProjectID, q.ShowID, q.From, q.To, q.Args)
	m["key"] = strings.Join(q.Keys, ",")
	if len(q.GroupBy) > 0 {
		m["group_by"] = strings.Join(q.GroupBy, ",")
	}
	return m
}

func reportQuery(q reporting.ReportQuery) map[string]string {
	return scopeQuery(q.ProjectID, q.ShowID, q.From, q.To, q.Args)
}

func scopeQuery(project, show, from, to string, args map[string]string) map[string]string {
	m := map[string]string{}
	for k, v := range args {
		m[k] = v
	}
	for k, v := range map[string]string{"project_id": project, "show_id": show, "from": from, "to": to} {
		if v != "" {
			m[k] = v
		}
	}
	return m
}
