// Package app holds the records domain's use cases: moving an organization's
// records in and out as an export document, and loading the demo organizations.
// The command line calls them through ports.RecordsExchange; they reach the stores
// and the identity domain only through the narrow ports they call.
package app

import (
	"errors"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// Deps are the ports the use cases need; all are required. People are the
// identity use cases (core/identity/app.Service), which make the organizations,
// users and memberships an import or the demo names exist.
type Deps struct {
	Records ports.DatasetStore
	// Log takes the activity log's entry of an import, whose records are
	// written in bulk.
	Log    ports.ActivityLog
	Orgs   ports.OrganizationSlugFinder
	People ports.IdentityProvisioner
	Tx     ports.TxRunner
	Clock  kernel.Clock
}

// Service is the records use cases. It implements ports.RecordsExchange.
type Service struct{ d Deps }

var _ ports.RecordsExchange = (*Service)(nil)

// New returns the use cases over d.
func New(d Deps) (*Service, error) {
	if d.Records == nil || d.Log == nil || d.Orgs == nil || d.People == nil || d.Tx == nil || d.Clock == nil {
		return nil, errors.New("records app: every dependency is required")
	}
	return &Service{d: d}, nil
}
