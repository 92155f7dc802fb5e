// Package app holds the reporting domain's use cases: publishing the KPI catalog
// and resolving KPI values for a scope of the calling organization's records. The
// HTTP adapter calls them through ports.Reporting; they reach the stores through
// the narrow parts of the store ports they call.
package app

import (
	"context"
	"errors"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/ports"
)

// Deps are what the use cases need. Catalog defaults to reporting.Default.
// Datasets and Batches serve the reports that list records and recipients.
type Deps struct {
	Facts    ports.FactStore
	Records  ports.RecordFinder
	Datasets ports.DatasetLoader
	Batches  ports.BatchReader
	Clock    kernel.Clock
	Cursors  kernel.CursorCodec
	Catalog  *reporting.Catalog
	// Snapshots and Encoder are needed to take snapshots; reading them needs
	// Snapshots only.
	Snapshots ports.SnapshotStore
	Encoder   ports.ReportEncoder
	NewID     func() kernel.ID
	// DeliveryReports says that a mail provider reports deliveries and bounces
	// to the service, as the advancing use cases' Deps.DeliveryReports does:
	// without it the funnel's delivery rate is null and its later rates are of
	// the recipients sent, as on the tracking board (reporting.Facts.DeliveriesReported).
	DeliveryReports bool
}

// Service is the reporting use cases. It implements ports.Reporting.
type Service struct{ d Deps }

var _ ports.Reporting = (*Service)(nil)

// New returns the use cases over d.
func New(d Deps) (*Service, error) {
	if d.Facts == nil || d.Records == nil || d.Clock == nil {
		return nil, errors.New("reporting app: Facts, Records and Clock are required")
	}
	if d.Catalog == nil {
		d.Catalog = reporting.Default
	}
	return &Service{d: d}, nil
}

// Metrics returns the KPI catalog in catalog order.
func (s *Service) Metrics() []reporting.Definition { return s.d.Catalog.Definitions() }

// Metric returns one KPI's definition. KindNotFound for an unknown key.
func (s *Service) Metric(key string) (reporting.Definition, error) {
	k, ok := s.d.Catalog.KPI(key)
	if !ok {
		return reporting.Definition{}, kernel.NotFound("metric")
	}
	return s.d.Catalog.Definition(k), nil
}

// Values checks q, makes sure its project and show are org's, asks the store for
// the fact families the KPIs read and resolves them.
func (s *Service) Values(ctx context.Context, org kernel.ID, q reporting.ValuesQuery) (reporting.Values, error) {
	now := s.d.Clock.Now()
	today := kernel.DateOf(now, time.UTC)
	scope, req, err := s.d.Catalog.Check(org, q, today)
	if err != nil {
		return reporting.Values{}, err
	}
	if err := s.checkScope(ctx, scope); err != nil {
		return reporting.Values{}, err
	}
	facts, err := s.d.Facts.Facts(ctx, scope, s.d.Catalog.FamiliesFor(req))
	if err != nil {
		return reporting.Values{}, err
	}
	facts.DeliveriesReported = s.d.DeliveryReports
	values := s.d.Catalog.Resolve(&facts, req)
	if !q.Explain {
		for i := range values {
			values[i].Inputs = nil
		}
	}
	asOf := today
	if v, ok := req.Args["as_of"]; ok {
		asOf = kernel.Date(v)
	}
	return reporting.Values{Scope: scope, GroupBy: req.GroupBy, AsOf: asOf, Values: values,
		ComputedAt: now.UTC().Format(time.RFC3339)}, nil
}

// checkScope answers a project or show that is not org's as not found, exactly
// like one that does not exist, and a show outside the scope's project as not
// found too: the pair names nothing.
func (s *Service) checkScope(ctx context.Context, scope reporting.Scope) error {
	if !scope.Project.IsZero() {
		ref, err := s.d.Records.FindRef(ctx, scope.Org, scope.Project)
		if err != nil {
			return err
		}
		if ref.Kind != records.KindProject {
			return kernel.NotFound("project")
		}
	}
	if !scope.Show.IsZero() {
		ref, err := s.d.Records.FindRef(ctx, scope.Org, scope.Show)
		if err != nil {
			return err
		}
		if ref.Kind != records.KindShow || (!scope.Project.IsZero() && ref.ProjectID != scope.Project) {
			return kernel.NotFound("show")
		}
	}
	return nil
}
