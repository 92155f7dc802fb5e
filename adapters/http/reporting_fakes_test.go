package http

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
	"github.com/roadcase/roadcase/ports"
)

func init() {
	// The reporting wire types, held by the checks that walk wireTypes.
	wireTypes = append(wireTypes,
		MetricCatalog{}, MetricCatalogCategory{}, MetricCatalogUnit{}, MetricDefinition{}, MetricDefinitionInputs{},
		MetricParameter{}, MetricValues{}, MetricScope{}, MetricValue{}, MetricInput{}, MetricGroup{})
}

// fakeFacts is a ports.FactStore over hand-built facts per organization; an
// organization it does not know has no facts.
type fakeFacts map[kernel.ID]reporting.Facts

var _ ports.FactStore = fakeFacts(nil)

func (f fakeFacts) Facts(_ context.Context, scope reporting.Scope, _ reporting.Family) (reporting.Facts, error) {
	return f[scope.Org], nil
}

// fakeRefs is a reporting RecordFinder over the records of each organization.
type fakeRefs map[kernel.ID]map[kernel.ID]records.Ref

func (r fakeRefs) FindRef(_ context.Context, org, id kernel.ID) (records.Ref, error) {
	if ref, ok := r[org][id]; ok {
		return ref, nil
	}
	return records.Ref{}, kernel.NotFound("record")
}

// reportingServer is the whole API over the real reporting use cases, whose
// organization has one tour: a confirmed show in EUR and one in GBP, neither
// scanned yet.
type reportingServer struct {
	*testServer
	org                   kernel.ID
	project, euro, pounds kernel.ID

	docOnce sync.Once
	doc     *openapi3.T // the embedded document, which every answer is checked against
}

func newReportingServer(t *testing.T) *reportingServer {
	t.Helper()
	rs := &reportingServer{org: kernel.NewID(), project: kernel.NewID(), euro: kernel.NewID(), pounds: kernel.NewID()}
	show := func(id kernel.ID, date kernel.Date, cur string, allotment, comps, kills, sold, gross int64) reporting.ShowFact {
		return reporting.ShowFact{Show: id, Project: rs.project, Venue: kernel.NewID(), Date: date,
			Status: records.ShowConfirmed, Currency: cur, Capacity: allotment,
			Allotment: allotment, Comps: comps, Kills: kills, Sold: sold, Gross: gross}
	}
	facts := fakeFacts{rs.org: {
		Projects: []reporting.ProjectFact{{Project: rs.project, Name: "Winter Tour 2026", Currency: "EUR"}},
		Shows: []reporting.ShowFact{
			show(rs.euro, "2026-05-10", "EUR", 220, 10, 10, 150, 450_001),
			show(rs.pounds, "2026-05-20", "GBP", 50, 0, 0, 40, 120_000),
		},
	}}
	refs := fakeRefs{rs.org: {
		rs.project: {Kind: records.KindProject, ID: rs.project},
		rs.euro:    {Kind: records.KindShow, ID: rs.euro, ProjectID: rs.project},
		rs.pounds:  {Kind: records.KindShow, ID: rs.pounds, ProjectID: rs.project},
	}}
	svc, err := reportingapp.New(reportingapp.Deps{Facts: facts, Records: refs,
		Clock: &kernel.FixedClock{T: time.Date(2026, 5, 31, 9, 30, 0, 0, time.UTC)}})
	if err != nil {
		t.Fatal(err)
	}
	logs, auth := &syncBuffer{}, newFakeAuth()
	s := New(Config{Logger: slog.New(slog.NewJSONHandler(logs, nil))}, Deps{Auth: auth, Reporting: svc})
	rs.testServer = &testServer{Server: s, auth: auth, logs: logs}
	return rs
}

// tokenOf mints a token of org with the given scopes.
func (rs *reportingServer) tokenOf(org kernel.ID, scopes ...identity.Scope) string {
	secret, _ := rs.auth.mint(identity.RoleViewer, scopes...)
	rs.auth.update(secret, func(t *fakeToken) { t.principal.OrgID = org })
	return secret
}

// reader is a token of the server's organization with reports:read.
func (rs *reportingServer) reader() string { return rs.tokenOf(rs.org, identity.ScopeReportsRead) }
