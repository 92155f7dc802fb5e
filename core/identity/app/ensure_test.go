package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

func TestEnsuringTwiceReturnsTheStoredRecords(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	f.clock.T = appT0.Add(time.Hour)

	o, err := f.svc.EnsureOrganization(ctx, identity.Organization{Slug: "acme", Name: "Renamed",
		Currency: "USD", TimeZone: "UTC"})
	appMust(t, err)
	if o != f.org {
		t.Errorf("EnsureOrganization again = %+v, want the stored %+v", o, f.org)
	}
	u, err := f.svc.EnsureUser(ctx, identity.User{Email: " ADA@Example.com ", Name: "Someone else"})
	appMust(t, err)
	if u != f.user {
		t.Errorf("EnsureUser again = %+v, want the stored %+v", u, f.user)
	}
	m, err := f.svc.EnsureMembership(ctx, f.org, f.user, identity.RoleViewer)
	appMust(t, err)
	want := identity.Membership{OrgID: f.org.ID, UserID: f.user.ID, Role: identity.RoleOwner, CreatedAt: appT0}
	if m != want {
		t.Errorf("EnsureMembership again = %+v, want the stored %+v", m, want)
	}
	orgs, err := f.store.FindOrganizations(ctx)
	appMust(t, err)
	if len(orgs) != 1 {
		t.Errorf("%d organizations after ensuring one twice", len(orgs))
	}
}

func TestEnsureFillsInIdsAndTimesAndNormalisesEmails(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	if f.org.ID.IsZero() || !f.org.CreatedAt.Equal(appT0) {
		t.Errorf("organization = %+v, want an id and the clock's time", f.org)
	}
	u, err := f.svc.EnsureUser(context.Background(), identity.User{Email: "  Grace@Example.COM", Name: " Grace "})
	appMust(t, err)
	if u.ID.IsZero() || u.Email != "grace@example.com" || u.Name != "Grace" || !u.CreatedAt.Equal(appT0) {
		t.Errorf("user = %+v", u)
	}
}

func TestEnsureRefusesInvalidInput(t *testing.T) {
	t.Parallel()
	f := newAppFixture(t)
	ctx := context.Background()
	tests := []struct {
		name string
		err  error
		kind kernel.Kind
	}{
		{"an organization with a bad slug", appErrOf(f.svc.EnsureOrganization(ctx, identity.Organization{
			Slug: "Bad Slug", Name: "x", Currency: "EUR", TimeZone: "UTC"})), kernel.KindInvalid},
		{"a user without a name", appErrOf(f.svc.EnsureUser(ctx, identity.User{Email: "x@example.com"})), kernel.KindInvalid},
		{"a user with a bad email", appErrOf(f.svc.EnsureUser(ctx, identity.User{Email: "x", Name: "X"})), kernel.KindInvalid},
		{"a membership with an unknown role", appErrOf(f.svc.EnsureMembership(ctx, f.org, f.user, "boss")), kernel.KindInvalid},
		{"a membership in an unknown organization", appErrOf(f.svc.EnsureMembership(ctx,
			identity.Organization{ID: kernel.NewID()}, f.user, identity.RoleMember)), kernel.KindNotFound},
	}
	for _, tt := range tests {
		if !kernel.IsKind(tt.err, tt.kind) {
			t.Errorf("%s: error = %v, want kind %v", tt.name, tt.err, tt.kind)
		}
	}
}

func appErrOf[T any](_ T, err error) error { return err }

func TestNormalizeEmailAcceptsOnlyOneAtWithTwoParts(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"ada@example.com", "ada@example.com"},
		{" Ada@Example.COM\t", "ada@example.com"},
		{"ada", ""},
		{"@example.com", ""},
		{"ada@", ""},
		{"a@b@c", ""},
		{"ada lovelace@example.com", ""},
	}
	for _, tt := range tests {
		got, err := app.NormalizeEmail(tt.in)
		if tt.want == "" {
			if !kernel.IsKind(err, kernel.KindInvalid) {
				t.Errorf("NormalizeEmail(%q) = %q, %v; want KindInvalid", tt.in, got, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("NormalizeEmail(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

// appRacingStore reports an organization missing on the first lookup, as if another
// caller created it between the lookup and the insert.
type appRacingStore struct {
	ports.IdentityStore
	looked bool
}

func (r *appRacingStore) FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error) {
	if !r.looked {
		r.looked = true
		return identity.Organization{}, kernel.NotFound("organization")
	}
	return r.IdentityStore.FindOrganizationBySlug(ctx, slug)
}

func TestAConcurrentCreationIsReturnedNotReportedAsAConflict(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := memory.New()
	inner := b.Identity()
	existing := identity.Organization{ID: kernel.NewID(), Slug: "acme", Name: "Acme",
		Currency: "EUR", TimeZone: "UTC", CreatedAt: appT0}
	appMust(t, inner.CreateOrganization(ctx, existing))
	svc := app.NewService(&appRacingStore{IdentityStore: inner}, b.Tx(), &kernel.FixedClock{T: appT0})
	got, err := svc.EnsureOrganization(ctx, identity.Organization{Slug: "acme", Name: "Mine",
		Currency: "EUR", TimeZone: "UTC"})
	appMust(t, err)
	if got != existing {
		t.Errorf("EnsureOrganization() = %+v, want the concurrently created %+v", got, existing)
	}
}
