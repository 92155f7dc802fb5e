package app_test

// The identity use cases are tested on the in-memory store, the core's test double.

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var appT0 = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

// appFixture is a service over a memory backend, with one organization "acme"
// whose owner is ada@example.com, and a fixed clock at appT0.
type appFixture struct {
	svc   *app.Service
	store *appCountingStore
	tx    ports.TxRunner
	clock *kernel.FixedClock
	org   identity.Organization
	user  identity.User
}

func newAppFixture(t *testing.T) *appFixture {
	t.Helper()
	b := memory.New()
	f := &appFixture{store: &appCountingStore{IdentityStore: b.Identity()}, tx: b.Tx(), clock: &kernel.FixedClock{T: appT0}}
	f.svc = app.NewService(f.store, f.tx, f.clock)
	ctx := context.Background()
	var err error
	f.org, err = f.svc.EnsureOrganization(ctx, identity.Organization{Slug: "acme", Name: "Acme Touring",
		Currency: "EUR", TimeZone: "Europe/Berlin"})
	appMust(t, err)
	f.user, err = f.svc.EnsureUser(ctx, identity.User{Email: "ada@example.com", Name: "Ada"})
	appMust(t, err)
	_, err = f.svc.EnsureMembership(ctx, f.org, f.user, identity.RoleOwner)
	appMust(t, err)
	return f
}

// mint mints a token for ada in acme with the given scopes and lifetime.
func (f *appFixture) mint(t *testing.T, expiresIn time.Duration, scopes ...string) (string, identity.Token) {
	t.Helper()
	secret, tok, err := f.svc.MintToken(context.Background(), identity.MintInput{OrgSlug: "acme",
		Email: "ada@example.com", Name: "ci", Scopes: scopes, ExpiresIn: expiresIn})
	appMust(t, err)
	return secret, tok
}

func appMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// appWantError fails the test unless err is a kernel error of kind, with code when
// code is not empty.
func appWantError(t *testing.T, err error, kind kernel.Kind, code string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kind || (code != "" && e.Code != code) {
		t.Fatalf("error = %v, want kind %v with code %q", err, kind, code)
	}
}

// appWantErrorDetail checks err as appWantError does and returns the kernel error,
// for a test that goes on to read its message or fields.
func appWantErrorDetail(t *testing.T, err error, kind kernel.Kind, code string) *kernel.Error {
	t.Helper()
	appWantError(t, err, kind, code)
	e, _ := kernel.AsError(err) // appWantError has failed the test unless it is one
	return e
}

// appCountingStore counts every call that reaches the store, and TouchToken calls apart.
type appCountingStore struct {
	ports.IdentityStore
	calls, touches atomic.Int64
}

func (c *appCountingStore) CreateOrganization(ctx context.Context, o identity.Organization) error {
	c.calls.Add(1)
	return c.IdentityStore.CreateOrganization(ctx, o)
}

func (c *appCountingStore) FindOrganizationByID(ctx context.Context, id kernel.ID) (identity.Organization, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindOrganizationByID(ctx, id)
}

func (c *appCountingStore) FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindOrganizationBySlug(ctx, slug)
}

func (c *appCountingStore) FindOrganizations(ctx context.Context) ([]identity.Organization, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindOrganizations(ctx)
}

func (c *appCountingStore) CreateUser(ctx context.Context, u identity.User) error {
	c.calls.Add(1)
	return c.IdentityStore.CreateUser(ctx, u)
}

func (c *appCountingStore) FindUserByEmail(ctx context.Context, email string) (identity.User, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindUserByEmail(ctx, email)
}

func (c *appCountingStore) FindUserByID(ctx context.Context, id kernel.ID) (identity.User, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindUserByID(ctx, id)
}

func (c *appCountingStore) PutMembership(ctx context.Context, m identity.Membership) error {
	c.calls.Add(1)
	return c.IdentityStore.PutMembership(ctx, m)
}

func (c *appCountingStore) FindMembership(ctx context.Context, org, user kernel.ID) (identity.Membership, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindMembership(ctx, org, user)
}

func (c *appCountingStore) CreateToken(ctx context.Context, t identity.Token) error {
	c.calls.Add(1)
	return c.IdentityStore.CreateToken(ctx, t)
}

func (c *appCountingStore) FindTokenByHash(ctx context.Context, hash string) (identity.Token, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindTokenByHash(ctx, hash)
}

func (c *appCountingStore) FindTokenHashes(ctx context.Context, since time.Time) ([]string, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindTokenHashes(ctx, since)
}

func (c *appCountingStore) FindTokens(ctx context.Context, org, user kernel.ID) ([]identity.Token, error) {
	c.calls.Add(1)
	return c.IdentityStore.FindTokens(ctx, org, user)
}

func (c *appCountingStore) RevokeToken(ctx context.Context, org, id kernel.ID, at time.Time) error {
	c.calls.Add(1)
	return c.IdentityStore.RevokeToken(ctx, org, id, at)
}

func (c *appCountingStore) TouchToken(ctx context.Context, id kernel.ID, at time.Time) error {
	c.calls.Add(1)
	c.touches.Add(1)
	return c.IdentityStore.TouchToken(ctx, id, at)
}
