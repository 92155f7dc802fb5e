package app_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/core/reporting/app"
)

// shelf is a SnapshotStore in a slice.
type shelf struct{ snaps []reporting.Snapshot }

func (s *shelf) CreateSnapshot(_ context.Context, snap reporting.Snapshot) error {
	for _, have := range s.snaps {
		if have.OrgID == snap.OrgID && have.ID == snap.ID {
			return kernel.Conflict("snapshot exists")
		}
	}
	s.snaps = append(s.snaps, snap)
	return nil
}

func (s *shelf) FindSnapshot(_ context.Context, org, id kernel.ID) (reporting.Snapshot, error) {
	for _, snap := range s.snaps {
		if snap.OrgID == org && snap.ID == id {
			return snap, nil
		}
	}
	return reporting.Snapshot{}, kernel.NotFound("snapshot")
}

func (s *shelf) FindSnapshots(_ context.Context, org kernel.ID, f reporting.SnapshotFilter, _ *kernel.Cursor, limit int) ([]reporting.Snapshot, error) {
	var out []reporting.Snapshot
	for _, snap := range slices.Backward(s.snaps) {
		if snap.OrgID == org && (f.Report == "" || snap.Kind == reporting.SnapshotReport && snap.Keys[0] == f.Report) &&
			(f.Metric == "" || snap.Kind == reporting.SnapshotMetrics && slices.Contains(snap.Keys, f.Metric)) {
			snap.Body = nil
			out = append(out, snap)
		}
	}
	return out[:min(limit, len(out))], nil
}

// jsonEncoder encodes results as plain JSON.
type jsonEncoder struct{}

func (jsonEncoder) EncodeValues(v reporting.Values) ([]byte, error) { return json.Marshal(v.Values) }
func (jsonEncoder) EncodeReport(r reporting.ReportResult) ([]byte, error) {
	return json.Marshal(r.Rows)
}

func TestASnapshotKeepsWhatWasTrueWhenItWasTaken(t *testing.T) {
	_, store := service(t, 3)
	snaps := &shelf{}
	s, err := app.New(app.Deps{Facts: store, Records: refs{}, Clock: &kernel.FixedClock{}, Cursors: codec(t),
		Snapshots: snaps, Encoder: jsonEncoder{}})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	taken, err := s.TakeSnapshot(ctx, "org", app.SnapshotRequest{Report: "comps", Trigger: reporting.TriggerCommand})
	if err != nil {
		t.Fatal(err)
	}
	metrics, err := s.TakeSnapshot(ctx, "org", app.SnapshotRequest{Values: &reporting.ValuesQuery{Keys: []string{"tickets_sold", "gross"}},
		Trigger: reporting.TriggerSchedule})
	if err != nil {
		t.Fatal(err)
	}
	store.f.Shows[0].Sold, store.f.Shows[0].Comps = 99, 42 // the records change
	got, err := s.Snapshot(ctx, "org", string(taken.ID))
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Body) != string(taken.Body) || got.Catalog != reporting.Default.Version() || got.Kind != reporting.SnapshotReport {
		t.Errorf("snapshot changed or lost its catalog version: %+v", got)
	}
	if _, err := s.Snapshot(ctx, "someone-else", string(taken.ID)); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Errorf("another organization's snapshot: err = %v, want KindNotFound", err)
	}
	page, err := s.Snapshots(ctx, "org", reporting.SnapshotFilter{Metric: "gross"}, kernel.PageRequest{Limit: 10})
	if err != nil || len(page.Data) != 1 || page.Data[0].ID != metrics.ID || page.Data[0].Query["key"] != "tickets_sold,gross" {
		t.Errorf("snapshots holding gross = %+v, %v; want the metrics snapshot", page.Data, err)
	}
	if _, err := s.Snapshots(ctx, "org", reporting.SnapshotFilter{Report: "nope"}, kernel.PageRequest{Limit: 10}); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("unknown report filter: err = %v, want KindInvalid", err)
	}
}

func TestTheDemoHistoryIsAMonthlySeriesTakenOnce(t *testing.T) {
	_, store := service(t, 3)
	snaps := &shelf{}
	s, err := app.New(app.Deps{Facts: store, Records: refs{}, Clock: &kernel.FixedClock{}, Cursors: codec(t),
		Snapshots: snaps, Encoder: jsonEncoder{}})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := s.SeedDemo(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if len(snaps.snaps) != 2*10*2 {
		t.Fatalf("%d snapshots, want 2 organizations × 10 months × 2 captures, once", len(snaps.snaps))
	}
	first := snaps.snaps[0]
	if first.Trigger != reporting.TriggerDemo || first.TakenAt.Format("2006-01-02T15:04") != "2026-02-01T02:00" ||
		first.Query["to"] != "2026-01-31" || first.Query["group_by"] != "project" {
		t.Errorf("first snapshot = %+v", first)
	}
}
