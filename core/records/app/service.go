// Package app holds the records domain's use cases: moving an organization's
// records in and out as an export document, and loading the demo organizations.
// The command line calls them through ports.RecordsExchange; they reach the stores
// and the identity domain only through the small interfaces declared here.
package app

import (
	"context"
	"errors"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// RecordStore is the part of ports.RecordStore the use cases call.
type RecordStore interface {
	InsertDataset(ctx context.Context, org kernel.ID, d records.Dataset, skipExisting bool) error
	LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error)
}

// OrgFinder finds an organization by its slug; KindNotFound if there is none.
type OrgFinder interface {
	FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error)
}

// People is what the use cases ask of the identity domain: organizations, users and
// memberships that exist afterwards, created if missing. The identity use cases
// (core/identity/app.Service) provide it.
type People interface {
	EnsureOrganization(ctx context.Context, o identity.Organization) (identity.Organization, error)
	EnsureUser(ctx context.Context, u identity.User) (identity.User, error)
	EnsureMembership(ctx context.Context, org identity.Organization, user identity.User,
		role identity.Role) (identity.Membership, error)
}

// Deps are the ports the use cases need; all are required.
type Deps struct {
	Records RecordStore
	Orgs    OrgFinder
	People  People
	Tx      ports.TxRunner
	Clock   kernel.Clock
}

// Service is the records use cases. It implements ports.RecordsExchange.
type Service struct{ d Deps }

var _ ports.RecordsExchange = (*Service)(nil)

// New returns the use cases over d.
func New(d Deps) (*Service, error) {
	if d.Records == nil || d.Orgs == nil || d.People == nil || d.Tx == nil || d.Clock == nil {
		return nil, errors.New("records app: every dependency is required")
	}
	return &Service{d: d}, nil
}
