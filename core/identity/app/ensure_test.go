package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestEnsuringTwiceReturnsTheStoredRecords(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	f.clock.T = t0.Add(time.Hour)

	o, err := f.svc.EnsureOrganization(ctx, identity.Organization{Slug: "acme", Name: "Renamed",
		Currency: "USD", TimeZone: "UTC"})
	must(t, err)
	if o != f.org {
		t.Errorf("EnsureOrganization again = %+v, want the stored %+v", o, f.org)
	}
	u, err := f.svc.EnsureUser(ctx, identity.User{Email: " ADA@Example.com ", Name: "Someone else"})
	must(t, err)
	if u != f.user {
		t.Errorf("EnsureUser again = %+v, want the stored %+v", u, f.user)
	}
	m, err := f.svc.EnsureMembership(ctx, f.org, f.user, identity.RoleViewer)
	must(t, err)
	want := identity.Membership{OrgID: f.org.ID, UserID: f.user.ID, Role: identity.RoleOwner, CreatedAt: t0}
	if m != want {
		t.Errorf("EnsureMembership again = %+v, want the stored %+v", m, want)
	}
	orgs, err := f.store.FindOrganizations(ctx)
	must(t, err)
	if len(orgs) != 1 {
		t.Errorf("%d organizations after ensuring one twice", len(orgs))
	}
}

func TestEnsureFillsInIdsAndTimesAndNormalisesEmails(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	if f.org.ID.IsZero() || !f.org.CreatedAt.Equal(t0) {
		t.Errorf("organization = %+v, want an id and the clock's time", f.org)
	}
	u, err := f.svc.EnsureUser(context.Background(), identity.User{Email: "  Grace@Example.COM", Name: " Grace "})
	must(t, err)
	if u.ID.IsZero() || u.Email != "grace@example.com" || u.Name != "Grace" || !u.CreatedAt.Equal(t0) {
		t.Errorf("user = %+v", u)
	}
}

func TestEnsureRefusesInvalidInput(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	tests := []struct {
		name string
		err  error
		kind kernel.Kind
	}{
		{"an organization with a bad slug", first(f.svc.EnsureOrganization(ctx, identity.Organization{
			Slug: "Bad Slug", Name: "x", Currency: "EUR", TimeZone: "UTC"})), kernel.KindInvalid},
		{"a user without a name", first(f.svc.EnsureUser(ctx, identity.User{Email: "x@example.com"})), kernel.KindInvalid},
		{"a user with a bad email", first(f.svc.EnsureUser(ctx, identity.User{Email: "x", Name: "X"})), kernel.KindInvalid},
		{"a membership with an unknown role", first(f.svc.EnsureMembership(ctx, f.org, f.user, "boss")), kernel.KindInvalid},
		{"a membership in an unknown organization", first(f.svc.EnsureMembership(ctx,
			identity.Organization{ID: kernel.NewID()}, f.user, identity.RoleMember)), kernel.KindNotFound},
	}
	for _, tt := range tests {
		if !kernel.IsKind(tt.err, tt.kind) {
			t.Errorf("%s: error = %v, want kind %v", tt.name, tt.err, tt.kind)
		}
	}
}

func first[T any](_ T, err error) error { return err }

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

// racingStore reports an organization missing on the first lookup, as if another
// caller created it between the lookup and the insert.
type racingStore struct {
	*memory.IdentityStore
	looked bool
}

func (r *racingStore) FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error) {
	if !r.looked {
		r.looked = true
		return identity.Organization{}, kernel.NotFound("organization")
	}
	return r.IdentityStore.FindOrganizationBySlug(ctx, slug)
}

func TestAConcurrentCreationIsReturnedNotReportedAsAConflict(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	inner := memory.NewIdentityStore()
	existing := identity.Organization{ID: kernel.NewID(), Slug: "acme", Name: "Acme",
		Currency: "EUR", TimeZone: "UTC", CreatedAt: t0}
	must(t, inner.CreateOrganization(ctx, existing))
	svc := app.NewService(&racingStore{IdentityStore: inner}, memory.NewTxRunner(), &kernel.FixedClock{T: t0})
	got, err := svc.EnsureOrganization(ctx, identity.Organization{Slug: "acme", Name: "Mine",
		Currency: "EUR", TimeZone: "UTC"})
	must(t, err)
	if got != existing {
		t.Errorf("EnsureOrganization() = %+v, want the concurrently created %+v", got, existing)
	}
}
