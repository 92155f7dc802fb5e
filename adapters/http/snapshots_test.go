package http

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
)

// addSnapshot stores a snapshot of org taken minutes after midnight on
// 2026-05-01, with body as its document.
func (rs *reportsServer) addSnapshot(t *testing.T, org kernel.ID, kind reporting.SnapshotKind, keys []string,
	minutes int, body string) reporting.Snapshot {
	t.Helper()
	s := reporting.Snapshot{ID: kernel.NewID(), OrgID: org, Kind: kind, Keys: keys,
		Query: map[string]string{"from": "2026-05-01"}, Catalog: reporting.Default.Version(), Trigger: reporting.TriggerSchedule,
		TakenAt: time.Date(2026, 5, 1, 0, minutes, 0, 0, time.UTC), Body: []byte(body)}
	if err := rs.snaps.CreateSnapshot(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	return s
}

// snapshotsPage asks for a page of snapshots with the query q.
func (rs *reportsServer) snapshotsPage(t *testing.T, q string) (SnapshotPage, string) {
	t.Helper()
	rec := rs.get(t, "/api/v1/snapshots", "/api/v1/snapshots?"+q, rs.reader())
	if rec.Code != 200 {
		t.Fatalf("?%s = %d %s", q, rec.Code, rec.Body)
	}
	var p SnapshotPage
	decodeStrictly(t, rec, &p)
	return p, rec.Header().Get("Link")
}

func snapshotIDs(p SnapshotPage) []string {
	return mapSlice(p.Data, func(s SnapshotSummary) string { return s.ID })
}

func TestSnapshotsAreListedNewestFirstWithoutTheirDocuments(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	wrap := rs.addSnapshot(t, rs.org, reporting.SnapshotReport, []string{"daily_ticket_count"}, 1, `{"key":"daily_ticket_count"}`)
	kpis := rs.addSnapshot(t, rs.org, reporting.SnapshotMetrics, []string{"gross", "tickets_sold"}, 2, `{"data":[]}`)
	pnl := rs.addSnapshot(t, rs.org, reporting.SnapshotReport, []string{"tour_pnl"}, 3, `{"key":"tour_pnl"}`)
	rs.addSnapshot(t, kernel.NewID(), reporting.SnapshotReport, []string{"tour_pnl"}, 4, `{}`) // another organization's

	p, link := rs.snapshotsPage(t, "")
	if want := []string{string(pnl.ID), string(kpis.ID), string(wrap.ID)}; !slices.Equal(snapshotIDs(p), want) ||
		p.HasMore || p.NextCursor != nil || link != "" {
		t.Fatalf("snapshots %v (has_more %v, Link %q), want %v", snapshotIDs(p), p.HasMore, link, want)
	}
	got := p.Data[1]
	want := SnapshotSummary{ID: string(kpis.ID), Kind: "metrics", Keys: []string{"gross", "tickets_sold"},
		Query: map[string]string{"from": "2026-05-01"}, CatalogVersion: reporting.Default.Version(), Trigger: "schedule",
		TakenAt: kpis.TakenAt, URL: "/api/v1/snapshots/" + string(kpis.ID)}
	if a, b := mustJSON(t, got), mustJSON(t, want); a != b {
		t.Errorf("summary = %s, want %s", a, b)
	}
	// Narrowed to one report, or to the snapshots holding one metric.
	if p, _ := rs.snapshotsPage(t, "report=tour_pnl"); !slices.Equal(snapshotIDs(p), []string{string(pnl.ID)}) {
		t.Errorf("report=tour_pnl: %v", snapshotIDs(p))
	}
	if p, _ := rs.snapshotsPage(t, "metric=tickets_sold"); !slices.Equal(snapshotIDs(p), []string{string(kpis.ID)}) {
		t.Errorf("metric=tickets_sold: %v", snapshotIDs(p))
	}
	if p, _ := rs.snapshotsPage(t, "report=comps"); len(p.Data) != 0 {
		t.Errorf("report=comps: %v", snapshotIDs(p))
	}
}

func TestPagingThroughSnapshotsFollowsTheLink(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	var want []string
	for i := range 5 {
		s := rs.addSnapshot(t, rs.org, reporting.SnapshotReport, []string{"comps"}, 10-i, `{}`)
		want = append(want, string(s.ID))
	}
	rs.addSnapshot(t, rs.org, reporting.SnapshotReport, []string{"tour_pnl"}, 30, `{}`)
	link := regexp.MustCompile(`^</api/v1/snapshots\?([^>]+)>; rel="next"$`)
	var got []string
	q, pages := "report=comps&limit=2", 0
	for q != "" {
		p, header := rs.snapshotsPage(t, q)
		pages++
		got = append(got, snapshotIDs(p)...)
		q = ""
		if m := link.FindStringSubmatch(header); m != nil {
			q = m[1]
			if v, err := url.ParseQuery(q); err != nil || v.Get("report") != "comps" || !p.HasMore {
				t.Errorf("page %d: Link %s, has_more %v", pages, header, p.HasMore)
			}
		}
	}
	if pages != 3 || !slices.Equal(got, want) {
		t.Errorf("%d pages of %v, want 3 of %v", pages, got, want)
	}
}

func TestEveryMistakeOfASnapshotListHasItsPointer(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	tests := []struct{ query, pointer, code string }{
		{"report=tickets_eaten", "/report", "unknown_report"},
		{"metric=tickets_eaten", "/metric", "unknown_metric"},
		{"report=comps&metric=gross", "/metric", "exclusive"},
		{"limit=101", "/limit", "invalid_limit"},
		{"cursor=not-a-cursor", "/cursor", "invalid_cursor"},
	}
	for _, tt := range tests {
		rec := rs.get(t, "/api/v1/snapshots", "/api/v1/snapshots?"+tt.query, rs.reader())
		p := problemOf(t, rec)
		if rec.Code != 422 || len(p.Errors) != 1 || p.Errors[0].Pointer != tt.pointer || p.Errors[0].Code != tt.code {
			t.Errorf("?%s = %d %+v, want 422 %s %s", tt.query, rec.Code, p.Errors, tt.pointer, tt.code)
		}
	}
}

func TestASnapshotEmbedsItsDocumentByteForByte(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	// A document as no encoder of today writes it, spaced out and with
	// characters encoding/json would escape, comes back exactly as it was kept.
	body := "{\n  \"title\": \"Tour P&L <2026>\",\n  \"rows\": [ {\"gross\": 450001.0} ]\n}"
	snap := rs.addSnapshot(t, rs.org, reporting.SnapshotReport, []string{"tour_pnl"}, 1, body)
	rec := rs.get(t, "/api/v1/snapshots/{id}", "/api/v1/snapshots/"+string(snap.ID), rs.reader())
	var got Snapshot
	decodeStrictly(t, rec, &got)
	if !bytes.Equal(got.Document, []byte(body)) {
		t.Errorf("document = %s, want %s", got.Document, body)
	}
	if !bytes.HasSuffix(rec.Body.Bytes(), []byte(`,"document":`+body+`}`)) {
		t.Errorf("the answer does not end with the document as kept: %s", rec.Body)
	}
	summary, _ := rs.snapshotsPage(t, "")
	want := mustJSON(t, summary.Data[0])
	if head := rec.Body.String()[:len(want)-1]; head != want[:len(want)-1] {
		t.Errorf("the snapshot's members are not its summary's: %s, want %s", head, want)
	}
}

func TestAnotherOrganizationsMissingOrMalformedSnapshotIsNotFound(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 0)
	theirs := rs.addSnapshot(t, kernel.NewID(), reporting.SnapshotReport, []string{"comps"}, 1, `{}`)
	for _, id := range []string{string(theirs.ID), string(kernel.NewID()), "42", "not-an-id"} {
		rec := rs.get(t, "/api/v1/snapshots/{id}", "/api/v1/snapshots/"+id, rs.reader())
		if p := problemOf(t, rec); rec.Code != 404 || p.Code != "not_found" {
			t.Errorf("snapshot %s = %d %s", id, rec.Code, p.Code)
		}
	}
	// Its owner reads it.
	owner := rs.tokenOf(theirs.OrgID, identity.ScopeReportsRead)
	if rec := rs.get(t, "/api/v1/snapshots/{id}", "/api/v1/snapshots/"+string(theirs.ID), owner); rec.Code != 200 {
		t.Errorf("its owner = %d %s", rec.Code, rec.Body)
	}
}

func TestTheEncoderWritesWhatTheLiveEndpointsAnswer(t *testing.T) {
	t.Parallel()
	rs := newReportsServer(t, 3)
	ctx := context.Background()
	tests := []struct {
		name, live string
		query      url.Values
	}{
		{"a paged report, every row", "/api/v1/reports/daily_ticket_count?limit=100&",
			url.Values{"report": {"daily_ticket_count"}, "from": {"2026-05-01"}}},
		{"a report with a default", "/api/v1/reports/overdue_advances?",
			url.Values{"report": {"overdue_advances"}, "project_id": {string(rs.project)}}},
		{"metric values", "/api/v1/metrics/values?",
			url.Values{"key": {"gross", "sell_through"}, "group_by": {"show"}, "from": {"2026-05-01"}}},
	}
	for _, tt := range tests {
		req := reportingapp.SnapshotRequestOf(tt.query, reporting.TriggerCommand)
		snap, err := rs.svc.TakeSnapshot(ctx, rs.org, req)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		live := url.Values{}
		for k, v := range tt.query {
			if k != "report" {
				live[k] = v
			}
		}
		rec := rs.do("GET", tt.live+live.Encode(), rs.reader(), nil)
		if rec.Code != 200 || !bytes.Equal(snap.Body, rec.Body.Bytes()) {
			t.Errorf("%s: the snapshot holds\n%s\nthe live endpoint answered %d\n%s", tt.name, snap.Body, rec.Code, rec.Body)
		}
		// And reading the snapshot gives the same bytes back.
		read := rs.get(t, "/api/v1/snapshots/{id}", "/api/v1/snapshots/"+string(snap.ID), rs.reader())
		if !bytes.HasSuffix(read.Body.Bytes(), append(append([]byte(`,"document":`), rec.Body.Bytes()...), '}')) {
			t.Errorf("%s: GET the snapshot = %s", tt.name, read.Body)
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
