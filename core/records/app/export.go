package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// Export returns every record of the organization with slug as one export
// document. KindNotFound for an unknown organization.
func (s *Service) Export(ctx context.Context, slug string) (exchange.Document, error) {
	org, err := s.d.Orgs.FindOrganizationBySlug(ctx, slug)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return exchange.Document{}, kernel.NotFound(fmt.Sprintf("organization %q", slug))
	}
	if err != nil {
		return exchange.Document{}, err
	}
	d, err := s.d.Records.LoadDataset(ctx, org.ID, records.DatasetFilter{})
	if err != nil {
		return exchange.Document{}, err
	}
	return exchange.Export(exchange.OrganizationOf(org), d), nil
}
