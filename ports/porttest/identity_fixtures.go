package porttest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// identityBase is the suite's "now": UTC with microseconds, the precision every
// store keeps.
var identityBase = time.Date(2026, 11, 22, 9, 30, 0, 123456000, time.UTC)

func identityOrg(slug string) identity.Organization {
	return identity.Organization{ID: kernel.NewID(), Slug: slug, Name: "Org " + slug,
		Currency: "EUR", TimeZone: "Europe/Berlin", CreatedAt: identityBase}
}

func identityUser(email string) identity.User {
	return identity.User{ID: kernel.NewID(), Email: email, Name: "User " + email, CreatedAt: identityBase}
}

func identityToken(org identity.Organization, u identity.User, name string, created time.Time) identity.Token {
	secret := identity.NewSecret()
	return identity.Token{ID: kernel.NewID(), OrgID: org.ID, UserID: u.ID, Name: name,
		Scopes: []identity.Scope{identity.ScopeDocumentsRead, identity.ScopeReportsRead},
		Hash:   identity.HashSecret(secret), Hint: identity.SecretHint(secret),
		CreatedAt: created, ExpiresAt: created.Add(identity.DefaultTokenLifetime)}
}

// identityMember creates an organization and a user and makes the user a member.
func identityMember(t *testing.T, ctx context.Context, s ports.IdentityStore, slug, email string,
	role identity.Role) (identity.Organization, identity.User) {
	t.Helper()
	o, u := identityOrg(slug), identityUser(email)
	identityMust(t, s.CreateOrganization(ctx, o))
	identityMust(t, s.CreateUser(ctx, u))
	identityMust(t, s.PutMembership(ctx, identity.Membership{OrgID: o.ID, UserID: u.ID, Role: role, CreatedAt: identityBase}))
	return o, u
}

func identityMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func identityWantKind(t *testing.T, what string, err error, k kernel.Kind) {
	t.Helper()
	if !kernel.IsKind(err, k) {
		t.Errorf("%s: error = %v (kind %v), want kind %v", what, err, kernel.KindOf(err), k)
	}
}

func identityWantEqual(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}
