package http

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
	"github.com/roadcase/roadcase/ports"
)

func init() {
	// The report and snapshot wire types, held by the checks that walk wireTypes.
	wireTypes = append(wireTypes, ReportCatalog{}, ReportDefinition{}, ReportColumn{}, ReportResult{},
		SnapshotSummary{}, SnapshotPage{}, Snapshot{})
}

// The encoder the cmd/ wiring hands the use cases.
var _ ports.ReportEncoder = SnapshotEncoder{}

// fakeSnapshots is a ports.SnapshotStore over a slice, listing newest first
// by taken_at and then id, as the real stores do.
type fakeSnapshots struct {
	mu    sync.Mutex
	snaps []reporting.Snapshot
}

var _ ports.SnapshotStore = (*fakeSnapshots)(nil)

func (f *fakeSnapshots) CreateSnapshot(_ context.Context, s reporting.Snapshot) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, old := range f.snaps {
		if old.ID == s.ID {
			return kernel.Conflict("the snapshot exists")
		}
	}
	f.snaps = append(f.snaps, s)
	return nil
}

func (f *fakeSnapshots) FindSnapshot(_ context.Context, org, id kernel.ID) (reporting.Snapshot, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, s := range f.snaps {
		if s.OrgID == org && s.ID == id {
			return s, nil
		}
	}
	return reporting.Snapshot{}, kernel.NotFound("snapshot")
}

func (f *fakeSnapshots) FindSnapshots(_ context.Context, org kernel.ID, filter reporting.SnapshotFilter,
	after *kernel.Cursor, limit int) ([]reporting.Snapshot, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	position := func(s reporting.Snapshot) kernel.Cursor {
		return kernel.Cursor{Keys: []string{s.TakenAt.UTC().Format(reporting.SnapshotTimeLayout)}, ID: s.ID}
	}
	var out []reporting.Snapshot
	for _, s := range f.snaps {
		// Newest first: a position comes after the cursor's when it sorts before it.
		if s.OrgID == org && filter.Matches(s) && (after == nil || reporting.ComparePositions(position(s), *after) < 0) {
			s.Body = nil
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b reporting.Snapshot) int { return -reporting.ComparePositions(position(a), position(b)) })
	return out[:min(limit, len(out))], nil
}

// reportsServer is the whole API over the real reporting use cases, with
// cursors and a snapshot store, for the organization of reportingServer: a
// confirmed show in EUR at a named venue, one in GBP at a venue without a name
// and nothing sellable, and any number of further EUR shows, a day apart from
// 2026-06-01.
type reportsServer struct {
	*reportingServer
	svc   *reportingapp.Service
	snaps *fakeSnapshots
	extra []kernel.ID // the further shows, in date order
}

func newReportsServer(t *testing.T, extraShows int) *reportsServer {
	t.Helper()
	rs := &reportingServer{org: kernel.NewID(), project: kernel.NewID(), euro: kernel.NewID(), pounds: kernel.NewID()}
	out := &reportsServer{reportingServer: rs, snaps: &fakeSnapshots{}}
	hall := kernel.NewID()
	show := func(id kernel.ID, venue kernel.ID, date kernel.Date, cur string, allotment, comps, sold, gross, potential int64) reporting.ShowFact {
		return reporting.ShowFact{Show: id, Project: rs.project, Venue: venue, Date: date, Status: records.ShowConfirmed,
			Currency: cur, Capacity: allotment, Allotment: allotment, Comps: comps, Sold: sold, Gross: gross, Potential: potential}
	}
	f := reporting.Facts{
		Projects: []reporting.ProjectFact{{Project: rs.project, Name: "Winter Tour 2026", Currency: "EUR"}},
		Names:    []reporting.NameFact{{Kind: reporting.NameVenue, ID: hall, Name: "Columbiahalle", City: "Berlin", Country: "DE"}},
		Shows: []reporting.ShowFact{
			show(rs.euro, hall, "2026-05-10", "EUR", 220, 20, 150, 450_001, 600_000),
			show(rs.pounds, kernel.NewID(), "2026-05-20", "GBP", 50, 0, 40, 120_000, 0),
		},
	}
	refs := fakeRefs{rs.org: {
		rs.project: {Kind: records.KindProject, ID: rs.project},
		rs.euro:    {Kind: records.KindShow, ID: rs.euro, ProjectID: rs.project},
		rs.pounds:  {Kind: records.KindShow, ID: rs.pounds, ProjectID: rs.project},
	}}
	for i := range extraShows {
		id := kernel.ID(fmt.Sprintf("00000000-0000-4000-8000-%012d", i))
		out.extra = append(out.extra, id)
		f.Shows = append(f.Shows, show(id, hall, kernel.Date("2026-06-01").AddDays(i), "EUR", 100, 0, int64(i+1), int64(i+1)*1000, 100_000))
		refs[rs.org][id] = records.Ref{Kind: records.KindShow, ID: id, ProjectID: rs.project}
	}
	reporting.SortFacts(&f)
	codec, err := kernel.NewCursorCodec([]byte("a key for the report and snapshot handler tests"))
	if err != nil {
		t.Fatal(err)
	}
	out.svc, err = reportingapp.New(reportingapp.Deps{Facts: fakeFacts{rs.org: f}, Records: refs, Cursors: codec,
		Clock: &kernel.FixedClock{T: time.Date(2026, 5, 31, 9, 30, 0, 0, time.UTC)}, Snapshots: out.snaps,
		Encoder: SnapshotEncoder{}})
	if err != nil {
		t.Fatal(err)
	}
	logs, auth := &syncBuffer{}, newFakeAuth()
	s := New(Config{Logger: slog.New(slog.NewJSONHandler(logs, nil))}, Deps{Auth: auth, Reporting: out.svc})
	rs.testServer = &testServer{Server: s, auth: auth, logs: logs}
	return out
}
