package app_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// TestSetPasswordLetsACommandLineUserSignIn sets the first password of a user the
// command line made (no credentials, address unverified) and signs in with it.
func TestSetPasswordLetsACommandLineUserSignIn(t *testing.T) {
	f := newAccountsFixture(t)
	ctx := context.Background()
	if _, err := f.svc.EnsureUser(ctx, identity.User{Email: "cli@example.com", Name: "Cli"}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.signIn("cli@example.com", goodPassword, "192.0.2.1"); !kernel.IsKind(err, kernel.KindUnauthenticated) {
		t.Fatalf("sign-in before a password: %v, want unauthenticated", err)
	}
	if err := f.acc.SetPassword(ctx, "CLI@example.com", goodPassword); err != nil {
		t.Fatal(err)
	}
	if u, err := f.signIn("cli@example.com", goodPassword, "192.0.2.1"); err != nil || u.Email != "cli@example.com" {
		t.Fatalf("sign-in after SetPassword: %v %v", u, err)
	}
	if err := f.acc.SetPassword(ctx, "nobody@example.com", goodPassword); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Errorf("unknown address: %v, want not found", err)
	}
	if err := f.acc.SetPassword(ctx, "cli@example.com", "short"); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("short password: %v, want invalid", err)
	}
}
