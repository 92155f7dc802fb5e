package porttest

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

var identityOrganizationCases = []contractCase{
	{name: "an organization is found by id and by slug as it was created",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o := identityOrg("acme")
			identityMust(t, s.CreateOrganization(ctx, o))
			byID, err := s.FindOrganizationByID(ctx, o.ID)
			identityMust(t, err)
			identityWantEqual(t, "by id", byID, o)
			bySlug, err := s.FindOrganizationBySlug(ctx, "acme")
			identityMust(t, err)
			identityWantEqual(t, "by slug", bySlug, o)
		}},
	{name: "times come back in UTC at microsecond precision",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o := identityOrg("zoned")
			o.CreatedAt = time.Date(2026, 3, 1, 23, 59, 59, 987654321, time.FixedZone("X", -5*3600))
			identityMust(t, s.CreateOrganization(ctx, o))
			got, err := s.FindOrganizationByID(ctx, o.ID)
			identityMust(t, err)
			want := time.Date(2026, 3, 2, 4, 59, 59, 987654000, time.UTC)
			if !got.CreatedAt.Equal(want) || got.CreatedAt.Location() != time.UTC {
				t.Errorf("CreatedAt = %v, want %v", got.CreatedAt, want)
			}
		}},
	{name: "organizations are listed by slug",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			for _, slug := range []string{"mid", "zed", "alpha"} {
				identityMust(t, s.CreateOrganization(ctx, identityOrg(slug)))
			}
			orgs, err := s.FindOrganizations(ctx)
			identityMust(t, err)
			var slugs []string
			for _, o := range orgs {
				slugs = append(slugs, o.Slug)
			}
			identityWantEqual(t, "slugs", slugs, []string{"alpha", "mid", "zed"})
		}},
	{name: "a second organization with the same slug or id is a conflict",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o := identityOrg("acme")
			identityMust(t, s.CreateOrganization(ctx, o))
			identityWantKind(t, "same slug", s.CreateOrganization(ctx, identityOrg("acme")), kernel.KindConflict)
			sameID := identityOrg("other")
			sameID.ID = o.ID
			identityWantKind(t, "same id", s.CreateOrganization(ctx, sameID), kernel.KindConflict)
			orgs, err := s.FindOrganizations(ctx)
			identityMust(t, err)
			identityWantEqual(t, "organizations after the conflicts", orgs, []identity.Organization{o})
		}},
	{name: "an unknown organization id or slug is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			identityMust(t, s.CreateOrganization(ctx, identityOrg("acme")))
			_, err := s.FindOrganizationByID(ctx, kernel.NewID())
			identityWantKind(t, "unknown id", err, kernel.KindNotFound)
			_, err = s.FindOrganizationByID(ctx, "not-a-uuid")
			identityWantKind(t, "malformed id", err, kernel.KindNotFound)
			_, err = s.FindOrganizationBySlug(ctx, "nobody")
			identityWantKind(t, "unknown slug", err, kernel.KindNotFound)
		}},
	{name: "a store without organizations lists none",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			orgs, err := s.FindOrganizations(ctx)
			identityMust(t, err)
			if len(orgs) != 0 {
				t.Errorf("FindOrganizations() = %v, want none", orgs)
			}
		}},
}

var identityUserCases = []contractCase{
	{name: "a user is found by id and by email in any case",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			u := identityUser("ada@example.com")
			identityMust(t, s.CreateUser(ctx, u))
			byID, err := s.FindUserByID(ctx, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "by id", byID, u)
			for _, email := range []string{"ada@example.com", "ADA@Example.COM", " Ada@example.com "} {
				got, err := s.FindUserByEmail(ctx, email)
				identityMust(t, err)
				identityWantEqual(t, "by email "+email, got, u)
			}
		}},
	{name: "a user's email is stored lower-cased",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			u := identityUser("Grace.Hopper@Example.com")
			identityMust(t, s.CreateUser(ctx, u))
			got, err := s.FindUserByID(ctx, u.ID)
			identityMust(t, err)
			if got.Email != "grace.hopper@example.com" {
				t.Errorf("Email = %q, want it lower-cased", got.Email)
			}
		}},
	{name: "a second user with the same email in another case or the same id is a conflict",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			u := identityUser("ada@example.com")
			identityMust(t, s.CreateUser(ctx, u))
			identityWantKind(t, "same email", s.CreateUser(ctx, identityUser("ADA@example.com")), kernel.KindConflict)
			sameID := identityUser("other@example.com")
			sameID.ID = u.ID
			identityWantKind(t, "same id", s.CreateUser(ctx, sameID), kernel.KindConflict)
			_, err := s.FindUserByEmail(ctx, "other@example.com")
			identityWantKind(t, "the refused user", err, kernel.KindNotFound)
		}},
	{name: "an unknown user is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			identityMust(t, s.CreateUser(ctx, identityUser("ada@example.com")))
			_, err := s.FindUserByID(ctx, kernel.NewID())
			identityWantKind(t, "unknown id", err, kernel.KindNotFound)
			_, err = s.FindUserByID(ctx, "42")
			identityWantKind(t, "malformed id", err, kernel.KindNotFound)
			_, err = s.FindUserByEmail(ctx, "grace@example.com")
			identityWantKind(t, "unknown email", err, kernel.KindNotFound)
		}},
}
