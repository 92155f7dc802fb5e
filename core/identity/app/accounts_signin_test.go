package app_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestSignInReturnsTheUserOfTheRightPassword(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ada := f.verified(t, "Ada", "ada@example.com", "Acme")
	got, err := f.signIn(" Ada@Example.com ", goodPassword, "192.0.2.1")
	appMust(t, err)
	if got != ada {
		t.Errorf("SignIn() = %+v, want %+v", got, ada)
	}
}

func TestSignInRefusesAnUnknownAddressANoPasswordUserAndAWrongPasswordAlike(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	f.verified(t, "Ada", "ada@example.com", "Acme")
	_, err := f.svc.EnsureUser(context.Background(), identity.User{Email: "cli@example.com", Name: "Made by the CLI"})
	appMust(t, err)
	tests := []struct{ name, email, password string }{
		{"an unknown address", "nobody@example.com", goodPassword},
		{"a user without a password", "cli@example.com", goodPassword},
		{"a wrong password", "ada@example.com", "not the password"},
		{"a malformed address", "ada", goodPassword},
	}
	var first *kernel.Error
	for _, tt := range tests {
		before := f.hasher.count()
		_, err := f.signIn(tt.email, tt.password, "")
		e := appWantErrorDetail(t, err, kernel.KindUnauthenticated, "invalid_credentials")
		if first == nil {
			first = e
		} else if e.Message != first.Message {
			t.Errorf("%s: message %q, the first was %q", tt.name, e.Message, first.Message)
		}
		if f.hasher.count() != before+1 {
			t.Errorf("%s: the hasher checked %d passwords, want one so that it takes as long", tt.name, f.hasher.count()-before)
		}
	}
}

func TestSignInIsThrottledPerAccountUntilTheOldestFailureLeavesTheWindow(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	f.verified(t, "Ada", "ada@example.com", "Acme")
	for i := range app.MaxAccountFailures {
		f.clock.T = appT0.Add(time.Duration(i) * time.Minute)
		_, err := f.signIn("ada@example.com", "wrong password", fmt.Sprintf("198.51.100.%d", i))
		appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
	}
	checks := f.hasher.count()
	f.clock.T = appT0.Add(5 * time.Minute)
	_, err := f.signIn("ada@example.com", goodPassword, "203.0.113.9")
	e := appWantErrorDetail(t, err, kernel.KindTooMany, "too_many_attempts")
	if e.RetryAfter != 10*time.Minute {
		t.Errorf("RetryAfter = %v, want 10m (the oldest failure leaves the window then)", e.RetryAfter)
	}
	if f.hasher.count() != checks {
		t.Error("the password was checked while the account is throttled")
	}
	f.clock.T = appT0.Add(app.SignInWindow - time.Second)
	_, err = f.signIn("ada@example.com", goodPassword, "203.0.113.9")
	e = appWantErrorDetail(t, err, kernel.KindTooMany, "too_many_attempts")
	if e.RetryAfter != time.Second {
		t.Errorf("RetryAfter = %v a second before the window passes, want 1s", e.RetryAfter)
	}
	f.clock.T = appT0.Add(app.SignInWindow)
	_, err = f.signIn("ada@example.com", goodPassword, "203.0.113.9")
	appMust(t, err)
}

func TestASuccessfulSignInForgetsTheAccountsFailures(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	f.verified(t, "Ada", "ada@example.com", "Acme")
	for round := range 3 {
		for range app.MaxAccountFailures - 1 {
			_, err := f.signIn("ada@example.com", "wrong password", "")
			appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
		}
		if _, err := f.signIn("ada@example.com", goodPassword, ""); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
	}
}

func TestSignInIsThrottledPerAddress(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	f.verified(t, "Ada", "ada@example.com", "Acme")
	const from = "192.0.2.66"
	for i := range app.MaxAddressFailures {
		_, err := f.signIn(fmt.Sprintf("guess%d@example.com", i), "wrong password", from)
		appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
	}
	_, err := f.signIn("ada@example.com", goodPassword, from)
	e := appWantErrorDetail(t, err, kernel.KindTooMany, "too_many_attempts")
	if e.RetryAfter != app.SignInWindow {
		t.Errorf("RetryAfter = %v, want the whole window", e.RetryAfter)
	}
	_, err = f.signIn("ada@example.com", goodPassword, "192.0.2.67")
	appMust(t, err)
}

func TestAnUnverifiedSignInMailsALinkAtMostEveryFiveMinutes(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	f.signUp(t, "Ada", "ada@example.com", "Acme")
	sent := f.mails.count()
	_, err := f.signIn("ada@example.com", goodPassword, "")
	appWantError(t, err, kernel.KindForbidden, "email_unverified")
	if f.mails.count() != sent {
		t.Error("a link was mailed again within five minutes of the sign-up's")
	}
	f.clock.T = appT0.Add(5 * time.Minute)
	_, err = f.signIn("ada@example.com", goodPassword, "")
	appWantError(t, err, kernel.KindForbidden, "email_unverified")
	if f.mails.count() != sent+1 {
		t.Fatal("no new link was mailed five minutes later")
	}
	_, err = f.acc.VerifyEmail(context.Background(), f.mails.lastSecret(t, "verify"))
	appMust(t, err)
	_, err = f.signIn("ada@example.com", goodPassword, "")
	appMust(t, err)
}

func TestSignInReplacesAHashMadeWithOldCosts(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	ada := f.verified(t, "Ada", "ada@example.com", "Acme")
	c, err := f.b.Accounts().FindCredentials(ctx, ada.ID)
	appMust(t, err)
	c.PasswordHash = "old:" + goodPassword
	appMust(t, f.b.Accounts().PutCredentials(ctx, c))

	_, err = f.signIn("ada@example.com", goodPassword, "")
	appMust(t, err)
	got, err := f.b.Accounts().FindCredentials(ctx, ada.ID)
	appMust(t, err)
	if got.PasswordHash != "plain:"+goodPassword || !got.PasswordChangedAt.Equal(c.PasswordChangedAt) {
		t.Errorf("credentials = %+v, want a new hash and the same change time", got)
	}
}

func TestOldSignInFailuresArePruned(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	_, err := f.signIn("nobody@example.com", "wrong password", "")
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
	f.clock.T = appT0.Add(2 * time.Hour)
	_, err = f.signIn("someone@example.com", "wrong password", "")
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
	n, _, err := f.b.Accounts().CountSignInFailures(ctx, "account:nobody@example.com", time.Time{})
	appMust(t, err)
	if n != 0 {
		t.Errorf("%d failures of two hours ago are kept, want them pruned", n)
	}
}
