package web

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
)

// reportsFixture is a server over fakes with the records pages and the
// reporting use cases mounted: the reporting service is the real one
// (core/reporting/app) over fixed facts of one project ("Spring tour", EUR)
// with three confirmed shows, so that the pages show what the API computes.
type reportsFixture struct {
	*fixture
	reporting *reportingapp.Service
	facts     *fixedFacts
	viewer    identity.User
	project   records.Project
	shows     []kernel.ID
}

// fixedFacts is a FactStore over fixed facts: every scope gets the projects,
// and the shows dated within its from and to.
type fixedFacts struct{ f reporting.Facts }

func (s *fixedFacts) Facts(_ context.Context, scope reporting.Scope, _ reporting.Family) (reporting.Facts, error) {
	out := s.f
	out.Shows = nil
	for _, sh := range s.f.Shows {
		if (scope.From.IsZero() || !sh.Date.Before(scope.From)) && (scope.To.IsZero() || !scope.To.Before(sh.Date)) {
			out.Shows = append(out.Shows, sh)
		}
	}
	return out, nil
}

// projectRefs finds the fixture's project and shows, in its organization only.
type projectRefs struct {
	org  kernel.ID
	refs map[kernel.ID]records.Ref
}

func (p projectRefs) FindRef(_ context.Context, org, id kernel.ID) (records.Ref, error) {
	if ref, ok := p.refs[id]; ok && org == p.org {
		return ref, nil
	}
	return records.Ref{}, kernel.NotFound("record")
}

func newReportsFixture(t *testing.T) *reportsFixture {
	t.Helper()
	clock := &kernel.FixedClock{T: time.Now().UTC()}
	base := &fixture{t: t, clock: clock, platform: newPlatform(clock), sessions: newSessions()}
	base.org = base.platform.addOrg("acme", "Acme Touring")
	base.owner = base.platform.addUser("ada@example.com", "Ada Owner", password, base.org, identity.RoleOwner)
	base.member = base.platform.addUser("mo@example.com", "Mo Member", password, base.org, identity.RoleMember)
	f := &reportsFixture{fixture: base, facts: &fixedFacts{}}
	f.viewer = base.platform.addUser("vi@example.com", "Vi Viewer", password, base.org, identity.RoleViewer)
	f.project = records.Project{ID: kernel.NewID(), OrgID: base.org.ID, Name: "Spring tour", Code: "SPR26",
		Kind: records.ProjectTour, Status: records.ProjectConfirmed, Currency: "EUR", StartsOn: "2026-04-01", EndsOn: "2026-04-20"}
	refs := projectRefs{org: base.org.ID, refs: map[kernel.ID]records.Ref{
		f.project.ID: {Kind: records.KindProject, ID: f.project.ID, ProjectID: f.project.ID}}}
	f.facts.f.Projects = []reporting.ProjectFact{{Project: f.project.ID, Name: f.project.Name, Currency: "EUR",
		Kind: records.ProjectTour, Status: records.ProjectConfirmed, StartsOn: f.project.StartsOn, EndsOn: f.project.EndsOn}}
	for i := range 3 {
		id := kernel.NewID()
		f.shows = append(f.shows, id)
		refs.refs[id] = records.Ref{Kind: records.KindShow, ID: id, ProjectID: f.project.ID}
		f.facts.f.Shows = append(f.facts.f.Shows, reporting.ShowFact{Show: id, Project: f.project.ID,
			Date: kernel.Date("2026-04-03").AddDays(i * 4), Status: records.ShowConfirmed, Currency: "EUR", Capacity: 1000,
			Allotment: 1000, Sold: int64(400 + 150*i), Gross: int64(400+150*i) * 3550, Potential: 1000 * 3550})
	}
	codec, err := kernel.NewCursorCodec(make([]byte, kernel.MinCursorKeyBytes))
	if err != nil {
		t.Fatal(err)
	}
	f.reporting, err = reportingapp.New(reportingapp.Deps{Facts: f.facts, Records: refs, Cursors: codec,
		Clock: &kernel.FixedClock{T: time.Date(2026, 4, 10, 12, 0, 0, 0, time.UTC)}})
	if err != nil {
		t.Fatal(err)
	}
	recs := newRecordsFake(clock, base.platform, base.org)
	recs.data = records.Dataset{Projects: []records.Project{f.project}}
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: clock}, Deps{Accounts: base.platform,
		Team: base.platform, Tokens: base.platform, Sessions: base.sessions,
		Records: recs, RecordList: recs, RecordData: recs, Reporting: f.reporting})
	if err != nil {
		t.Fatal(err)
	}
	base.server, base.handler = s, s.Handler()
	return f
}
