package app_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/core/reporting/app"
)

// facts is a FactStore over fixed facts that remembers what it was asked.
type facts struct {
	f        reporting.Facts
	scope    reporting.Scope
	families reporting.Family
}

func (s *facts) Facts(_ context.Context, scope reporting.Scope, families reporting.Family) (reporting.Facts, error) {
	s.scope, s.families = scope, families
	return s.f, nil
}

// refs knows the records of one organization.
type refs map[kernel.ID]records.Ref

func (r refs) FindRef(_ context.Context, org, id kernel.ID) (records.Ref, error) {
	if ref, ok := r[id]; ok && org == "org" {
		return ref, nil
	}
	return records.Ref{}, kernel.NotFound("record")
}

const (
	projectID = kernel.ID("0b9f3c1e-5d7a-4c2b-9e8f-1a2b3c4d5e6f")
	otherID   = kernel.ID("1b9f3c1e-5d7a-4c2b-9e8f-1a2b3c4d5e6f")
)

// service returns the use cases over n confirmed shows of one project, a day apart.
func service(t *testing.T, n int) (*app.Service, *facts) {
	t.Helper()
	f := &facts{f: reporting.Facts{Projects: []reporting.ProjectFact{{Project: projectID, Name: "Tour", Currency: "EUR"}}}}
	for i := range n {
		f.f.Shows = append(f.f.Shows, reporting.ShowFact{Show: kernel.ID(fmt.Sprintf("show-%03d", i)), Project: projectID,
			Date: kernel.Date("2026-06-01").AddDays(i), Status: records.ShowConfirmed, Currency: "EUR",
			Allotment: 100, Sold: int64(i), Gross: int64(i) * 1000, Potential: 100_000})
	}
	s, err := app.New(app.Deps{Facts: f, Records: refs{projectID: {Kind: records.KindProject, ID: projectID}},
		Clock: &kernel.FixedClock{T: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}, Cursors: codec(t)})
	if err != nil {
		t.Fatal(err)
	}
	return s, f
}

func TestALongReportPagesThroughEveryRowOnce(t *testing.T) {
	s, _ := service(t, 7)
	ctx, seen := context.Background(), 0
	page := &kernel.PageRequest{Limit: 3}
	for pages := 0; ; pages++ {
		res, err := s.RunReport(ctx, "org", "daily_ticket_count", reporting.ReportQuery{}, page)
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range res.Rows {
			if want := fmt.Sprintf("show-%03d", seen); row[1] != want { // row[0] is the row kind
				t.Fatalf("row %d is %v, want %s", seen, row[1], want)
			}
			seen++
		}
		if len(res.Totals) != 1 {
			t.Errorf("page %d has %d totals rows, want the scope's one", pages, len(res.Totals))
		}
		if res.NextCursor == "" {
			break
		}
		page.Cursor = res.NextCursor
	}
	if seen != 7 {
		t.Errorf("saw %d rows, want 7", seen)
	}
	all, err := s.RunReport(ctx, "org", "daily_ticket_count", reporting.ReportQuery{}, nil)
	if err != nil || len(all.Rows) != 7 || all.NextCursor != "" {
		t.Errorf("unpaged: %d rows, cursor %q, err %v; want all 7", len(all.Rows), all.NextCursor, err)
	}
}

func TestAReportRefusesAnotherReportsCursor(t *testing.T) {
	s, _ := service(t, 5)
	ctx := context.Background()
	res, err := s.RunReport(ctx, "org", "daily_ticket_count", reporting.ReportQuery{}, &kernel.PageRequest{Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.RunReport(ctx, "org", "comps", reporting.ReportQuery{}, &kernel.PageRequest{Limit: 2, Cursor: res.NextCursor})
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("err = %v, want KindInvalid", err)
	}
}

func TestAReportOfAnotherOrganizationsProjectIsNotFound(t *testing.T) {
	s, store := service(t, 1)
	ctx := context.Background()
	for _, id := range []kernel.ID{otherID, projectID} {
		_, err := s.RunReport(ctx, "someone-else", "comps", reporting.ReportQuery{ProjectID: string(id)}, nil)
		if !kernel.IsKind(err, kernel.KindNotFound) {
			t.Errorf("project %s of another organization: err = %v, want KindNotFound", id, err)
		}
	}
	if _, err := s.RunReport(ctx, "org", "comps", reporting.ReportQuery{ProjectID: string(projectID)}, nil); err != nil {
		t.Fatal(err)
	}
	if store.scope.Project != projectID || !store.families.Has(reporting.FamilyShows) {
		t.Errorf("asked the store for %+v, families %b", store.scope, store.families)
	}
	if _, err := s.RunReport(ctx, "org", "nope", reporting.ReportQuery{}, nil); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Errorf("unknown report: err = %v, want KindNotFound", err)
	}
}

func codec(t *testing.T) kernel.CursorCodec {
	t.Helper()
	c, err := kernel.NewCursorCodec(make([]byte, kernel.MinCursorKeyBytes))
	if err != nil {
		t.Fatal(err)
	}
	return c
}
