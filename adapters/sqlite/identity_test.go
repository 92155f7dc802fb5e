package sqlite_test

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestTheTokenSecretIsNeverWrittenToTheDatabaseFiles(t *testing.T) {
	t.Parallel()
	db := migrated(t)
	ctx := context.Background()
	store := sql.NewIdentityStore(db)
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	org := identity.Organization{ID: kernel.NewID(), Slug: "acme", Name: "Acme",
		Currency: "EUR", TimeZone: "Europe/Berlin", CreatedAt: now}
	user := identity.User{ID: kernel.NewID(), Email: "ada@example.com", Name: "Ada", CreatedAt: now}
	secret := identity.NewSecret()
	tok := identity.Token{ID: kernel.NewID(), OrgID: org.ID, UserID: user.ID, Name: "ci",
		Scopes: identity.Scopes, Hash: identity.HashSecret(secret), Hint: identity.SecretHint(secret),
		CreatedAt: now, ExpiresAt: now.Add(identity.DefaultTokenLifetime)}
	for _, err := range []error{
		store.CreateOrganization(ctx, org),
		store.CreateUser(ctx, user),
		store.PutMembership(ctx, identity.Membership{OrgID: org.ID, UserID: user.ID, Role: identity.RoleOwner, CreatedAt: now}),
		store.CreateToken(ctx, tok),
	} {
		if err != nil {
			t.Fatalf("store: %v", err)
		}
	}

	var files []byte
	path := dbPath(t, db)
	for _, name := range []string{path, path + "-wal"} {
		b, err := os.ReadFile(name)
		if err != nil && !os.IsNotExist(err) {
			t.Fatalf("read %s: %v", name, err)
		}
		files = append(files, b...)
	}
	// The hash must be there, which shows the bytes read are the token's home.
	if !bytes.Contains(files, []byte(tok.Hash)) {
		t.Fatal("the token's hash is not in the database files; the test reads the wrong files")
	}
	if bytes.Contains(files, []byte(secret)) {
		t.Error("the token's secret appears in the database files")
	}
}

// dbPath asks SQLite for the file of the main database.
func dbPath(t *testing.T, db *sql.DB) string {
	t.Helper()
	var seq int
	var name, file string
	if err := db.Bun().QueryRowContext(context.Background(), "PRAGMA database_list").Scan(&seq, &name, &file); err != nil {
		t.Fatalf("PRAGMA database_list: %v", err)
	}
	return file
}
