package sqlite_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
)

// TestAuthenticationSucceedsWhileAnImportHoldsTheWriteLock stands for issue 9: a
// request authenticated while a long write transaction (an import, a seed) holds
// SQLite's write lock must succeed, and not wait out busy_timeout for the write of
// the token's last use and then fail with SQLITE_BUSY.
func TestAuthenticationSucceedsWhileAnImportHoldsTheWriteLock(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	store := sql.NewIdentityStore(db)
	svc := identityapp.NewService(store, db, kernel.SystemClock{})
	ctx := context.Background()
	org, err := svc.EnsureOrganization(ctx, identity.Organization{Slug: "acme", Name: "Acme",
		Currency: "EUR", TimeZone: "UTC"})
	must(t, err)
	user, err := svc.EnsureUser(ctx, identity.User{Email: "ada@example.com", Name: "Ada"})
	must(t, err)
	_, err = svc.EnsureMembership(ctx, org, user, identity.RoleOwner)
	must(t, err)
	secret, tok, err := svc.MintToken(ctx, identity.MintInput{OrgSlug: "acme",
		Email: "ada@example.com", Name: "ci", Scopes: []string{"reports:read"}})
	must(t, err)

	locked, release, done := make(chan struct{}), make(chan struct{}), make(chan error)
	go func() {
		done <- db.WithinTx(ctx, func(ctx context.Context) error {
			// An IMMEDIATE transaction holds the write lock from BEGIN.
			close(locked)
			<-release
			return nil
		})
	}()
	<-locked
	_, authErr := svc.Authenticate(ctx, secret)
	close(release)
	must(t, <-done)
	if authErr != nil {
		t.Fatalf("Authenticate during another write transaction: %v", authErr)
	}
	must(t, svc.FlushTouches(ctx))
	stored, err := store.FindTokenByHash(ctx, tok.Hash)
	must(t, err)
	if stored.LastUsedAt == nil {
		t.Error("the last use was not written once the lock was free")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
