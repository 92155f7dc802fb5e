package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// SeedDemo loads the demo organizations idempotently: organizations, owners and
// records that exist are left as they are. With scale > 0 the demo organization
// gets scale times more generated projects. progress, when not nil, hears of each
// dataset written. The result lists what the store holds afterwards, read back from
// it. KindConflict if an organization has a demo slug but was not made by the seed.
func (s *Service) SeedDemo(ctx context.Context, scale int, progress func(demo.Progress)) ([]demo.Seeded, error) {
	if scale < 0 {
		return nil, kernel.InvalidField("/scale", "minimum", "scale must be 0 or more")
	}
	var out []demo.Seeded
	for _, o := range demo.Organizations() {
		org, err := s.ensureDemoOrganization(ctx, o)
		if err != nil {
			return out, err
		}
		sets := []records.Dataset{o.Data}
		if scale > 0 && o.Slug == "demo" {
			sets = append(sets, demo.Scaled(o, scale))
		}
		for _, d := range sets {
			started := s.d.Clock.Now()
			if err := s.d.Records.InsertDataset(ctx, org.ID, d, true); err != nil {
				return out, fmt.Errorf("seed %s: %w", o.Slug, err)
			}
			if progress != nil {
				progress(demo.Progress{Slug: o.Slug, Rows: demo.Rows(d), Elapsed: s.d.Clock.Now().Sub(started)})
			}
		}
		stored, err := s.d.Records.LoadDataset(ctx, org.ID, records.DatasetFilter{})
		if err != nil {
			return out, err
		}
		out = append(out, demo.Seeded{OrgID: org.ID, Slug: org.Slug, OwnerEmail: o.OwnerEmail, IDs: stored.IDs()})
	}
	return out, nil
}

// ensureDemoOrganization creates the organization, its owner and the owner's
// membership if they are missing. An organization with the demo's slug but another
// id was not made by the seed; the seed refuses to write into it.
func (s *Service) ensureDemoOrganization(ctx context.Context, o demo.Org) (identity.Organization, error) {
	org, err := s.d.People.EnsureOrganization(ctx, identity.Organization{
		ID: o.ID, Slug: o.Slug, Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt,
	})
	if err != nil {
		return org, err
	}
	if org.ID != o.ID {
		return org, kernel.Conflict(fmt.Sprintf("organization %q exists but was not created by the demo seed; "+
			"seed into a fresh database or rename that organization", o.Slug))
	}
	user, err := s.d.People.EnsureUser(ctx, identity.User{
		ID: kernel.NameID(kernel.Namespace, "demo/user/"+o.OwnerEmail), Email: o.OwnerEmail, Name: o.OwnerName,
		CreatedAt: demo.CreatedAt,
	})
	if err != nil {
		return org, err
	}
	_, err = s.d.People.EnsureMembership(ctx, org, user, identity.RoleOwner)
	return org, err
}
