package app

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// SnapshotRequest says what to capture: a report (Report set, with ReportQuery)
// or KPI values (Values set). ID, when set, is the snapshot's id: a scheduled
// run's, the same on every replica (reporting.ScheduledSnapshot.RunID).
type SnapshotRequest struct {
	ID          kernel.ID
	Report      string
	ReportQuery reporting.ReportQuery
	Values      *reporting.ValuesQuery
	Trigger     reporting.SnapshotTrigger
	// At, when set, is the instant the snapshot is recorded as taken at (the
	// demo's history); otherwise the clock's now.
	At time.Time
}

// TakeSnapshot computes what req asks for, live, and keeps the answer as an
// immutable snapshot. Errors are those of RunReport and Values.
func (s *Service) TakeSnapshot(ctx context.Context, org kernel.ID, req SnapshotRequest) (reporting.Snapshot, error) {
	if s.d.Snapshots == nil || s.d.Encoder == nil {
		return reporting.Snapshot{}, kernel.Internal(errors.New("reporting app: snapshots need Snapshots and Encoder"))
	}
	id := req.ID
	if id.IsZero() {
		id = s.newID()
	}
	takenAt := s.d.Clock.Now().UTC()
	if !req.At.IsZero() {
		takenAt = req.At.UTC()
	}
	snap := reporting.Snapshot{ID: id, OrgID: org, Catalog: s.d.Catalog.Version(), Trigger: req.Trigger,
		TakenAt: takenAt}
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
		return kernel.Cursor{Keys: []string{s.TakenAt.UTC().Format(reporting.SnapshotTimeLayout)}, ID: s.ID}
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

// SnapshotRequestOf reads what to capture from the live endpoints' query
// parameters: report=KEY and the report's parameters, or key=KEY (repeated) and
// the values' parameters (group_by repeated or comma-separated, explain).
func SnapshotRequestOf(q url.Values, trigger reporting.SnapshotTrigger) SnapshotRequest {
	args := map[string]string{}
	for name, vs := range q {
		switch name {
		case "report", "key", "project_id", "show_id", "from", "to", "group_by", "explain":
		default:
			args[name] = vs[len(vs)-1]
		}
	}
	if r := q.Get("report"); r != "" {
		return SnapshotRequest{Report: r, Trigger: trigger, ReportQuery: reporting.ReportQuery{ProjectID: q.Get("project_id"),
			ShowID: q.Get("show_id"), From: q.Get("from"), To: q.Get("to"), Args: args}}
	}
	var groupBy []string
	for _, g := range q["group_by"] {
		groupBy = append(groupBy, strings.Split(g, ",")...)
	}
	return SnapshotRequest{Trigger: trigger, Values: &reporting.ValuesQuery{Keys: q["key"], ProjectID: q.Get("project_id"),
		ShowID: q.Get("show_id"), From: q.Get("from"), To: q.Get("to"), GroupBy: groupBy, Args: args,
		Explain: q.Get("explain") != "false"}}
}
