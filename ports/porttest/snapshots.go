package porttest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// snapshotCases hold the snapshot store and the render log to their contract.
func snapshotCases() []contractCase {
	return []contractCase{
		{"a snapshot is read back byte for byte", snapshotRoundTrip},
		{"snapshots list newest first, filtered by report or KPI, paged", snapshotList},
		{"another organization's snapshot is not found and not listed", snapshotIsolation},
		{"a snapshot id is written once", snapshotConflict},
		{"renders are appended once each, for an existing organization", renderAppend},
	}
}

var snapBase = time.Date(2026, 10, 1, 2, 0, 0, 123456000, time.UTC)

func snap(org kernel.ID, n int, kind reporting.SnapshotKind, keys ...string) reporting.Snapshot {
	return reporting.Snapshot{ID: advBulkID(7, n), OrgID: org, Kind: kind, Keys: keys,
		Query: map[string]string{"from": "2026-01-01", "key": "x,y"}, Catalog: "abc123def456",
		Trigger: reporting.TriggerSchedule, TakenAt: snapBase.Add(time.Duration(n) * time.Hour),
		Body: []byte(`{"data":[{"key":"gross","value":125000}],"ü":"\u00fc"}`)}
}

func snapshotRoundTrip(t *testing.T, ctx context.Context, b Backend) {
	north, _ := recordOrgIDs()
	want := snap(north, 1, reporting.SnapshotMetrics, "gross", "tickets_sold")
	want.TakenAt = want.TakenAt.In(time.FixedZone("CET", 3600)).Add(789 * time.Nanosecond)
	if err := b.Snapshots.CreateSnapshot(ctx, want); err != nil {
		t.Fatal(err)
	}
	got, err := b.Snapshots.FindSnapshot(ctx, north, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Body) != string(want.Body) || !slices.Equal(got.Keys, want.Keys) || got.Query["key"] != "x,y" ||
		got.Catalog != want.Catalog || got.Trigger != want.Trigger || got.Kind != want.Kind ||
		!got.TakenAt.Equal(want.TakenAt.Truncate(time.Microsecond)) || got.TakenAt.Location() != time.UTC {
		t.Errorf("read back %+v, want %+v", got, want)
	}
}

func snapshotList(t *testing.T, ctx context.Context, b Backend) {
	north, _ := recordOrgIDs()
	for i := range 5 {
		s := snap(north, i, reporting.SnapshotReport, "tour_pnl")
		if i%2 == 1 {
			s = snap(north, i, reporting.SnapshotMetrics, "gross", "net_profit")
		}
		if err := b.Snapshots.CreateSnapshot(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	ids := func(f reporting.SnapshotFilter, after *kernel.Cursor, limit int) []kernel.ID {
		t.Helper()
		got, err := b.Snapshots.FindSnapshots(ctx, north, f, after, limit)
		if err != nil {
			t.Fatal(err)
		}
		var out []kernel.ID
		for _, s := range got {
			if s.Body != nil {
				t.Errorf("a listed snapshot has its body")
			}
			out = append(out, s.ID)
		}
		return out
	}
	id := func(n int) kernel.ID { return advBulkID(7, n) }
	checkIDs(t, "all", ids(reporting.SnapshotFilter{}, nil, 10), id(4), id(3), id(2), id(1), id(0))
	checkIDs(t, "report", ids(reporting.SnapshotFilter{Report: "tour_pnl"}, nil, 10), id(4), id(2), id(0))
	checkIDs(t, "metric", ids(reporting.SnapshotFilter{Metric: "net_profit"}, nil, 10), id(3), id(1))
	checkIDs(t, "a KPI no snapshot holds", ids(reporting.SnapshotFilter{Metric: "tour_pnl"}, nil, 10))
	after := &kernel.Cursor{Keys: []string{snapBase.Add(3 * time.Hour).Format(reporting.SnapshotTimeLayout)}, ID: id(3)}
	checkIDs(t, "after the fourth", ids(reporting.SnapshotFilter{}, after, 2), id(2), id(1))
}

func checkIDs(t *testing.T, what string, got []kernel.ID, want ...kernel.ID) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: %v, want %v", what, got, want)
	}
}

func snapshotIsolation(t *testing.T, ctx context.Context, b Backend) {
	north, south := recordOrgIDs()
	s := snap(north, 1, reporting.SnapshotReport, "tour_pnl")
	if err := b.Snapshots.CreateSnapshot(ctx, s); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Snapshots.FindSnapshot(ctx, south, s.ID); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Errorf("south reads north's snapshot: err = %v, want KindNotFound", err)
	}
	if got, err := b.Snapshots.FindSnapshots(ctx, south, reporting.SnapshotFilter{}, nil, 10); err != nil || len(got) != 0 {
		t.Errorf("south lists %d snapshots, err %v; want none", len(got), err)
	}
}

func snapshotConflict(t *testing.T, ctx context.Context, b Backend) {
	north, _ := recordOrgIDs()
	s := snap(north, 1, reporting.SnapshotReport, "tour_pnl")
	if err := b.Snapshots.CreateSnapshot(ctx, s); err != nil {
		t.Fatal(err)
	}
	again := s
	again.Body = []byte(`{"changed":true}`)
	if err := b.Snapshots.CreateSnapshot(ctx, again); !kernel.IsKind(err, kernel.KindConflict) {
		t.Errorf("second write of one id: err = %v, want KindConflict", err)
	}
	got, err := b.Snapshots.FindSnapshot(ctx, north, s.ID)
	if err != nil || string(got.Body) != string(s.Body) {
		t.Errorf("the snapshot changed: %s, %v", got.Body, err)
	}
	missing := snap(kernel.NameID(kernel.Namespace, "no such org"), 2, reporting.SnapshotReport, "tour_pnl")
	if err := b.Snapshots.CreateSnapshot(ctx, missing); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("a snapshot of no organization: err = %v, want KindInvalid", err)
	}
}

func renderAppend(t *testing.T, ctx context.Context, b Backend) {
	north, _ := recordOrgIDs()
	r := documents.Render{ID: advBulkID(8, 1), OrgID: north, Type: "day_sheet", RecordID: RecordID(north, "show-1"),
		TokenID: advBulkID(8, 99), Bytes: 4096, Duration: 1500 * time.Microsecond, At: snapBase}
	if err := b.Renders.RecordRender(ctx, r); err != nil {
		t.Fatal(err)
	}
	if err := b.Renders.RecordRender(ctx, r); !kernel.IsKind(err, kernel.KindConflict) {
		t.Errorf("a render appended twice: err = %v, want KindConflict", err)
	}
	data := documents.Render{ID: advBulkID(8, 2), OrgID: north, Type: "invoice", Bytes: 10, At: snapBase}
	if err := b.Renders.RecordRender(ctx, data); err != nil {
		t.Errorf("a render from data, outside the API: %v", err)
	}
	data.ID, data.OrgID = advBulkID(8, 3), kernel.NameID(kernel.Namespace, "no such org")
	if err := b.Renders.RecordRender(ctx, data); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("a render of no organization: err = %v, want KindInvalid", err)
	}
}
