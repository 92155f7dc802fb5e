package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

func TestAPasswordResetSetsTheFirstPasswordOfAUserMadeByTheCommandLine(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	u, err := f.svc.EnsureUser(ctx, identity.User{Email: "cli@example.com", Name: "Cli"})
	appMust(t, err)

	f.requestReset(t, " CLI@example.com")
	m := f.mails.last(t)
	if m.Kind != mail.KindPasswordReset || m.Subject != "Reset your Roadcase password" || m.To[0].Email != u.Email ||
		!strings.Contains(m.Text, "one hour") {
		t.Errorf("mail = %+v", m)
	}
	secret := f.mails.lastSecret(t, "reset")
	appMust(t, f.acc.CheckPasswordReset(ctx, secret))

	f.clock.T = appT0.Add(time.Minute)
	got, err := f.acc.ResetPassword(ctx, secret, goodPassword)
	appMust(t, err)
	if got != u {
		t.Errorf("ResetPassword() = %+v, want %+v", got, u)
	}
	acct := f.account(t, "cli@example.com")
	if !acct.EmailVerified || !acct.PasswordChangedAt.Equal(f.clock.T) {
		t.Errorf("account = %+v, want verified with the password changed now", acct)
	}
	_, err = f.signIn("cli@example.com", goodPassword, "")
	appMust(t, err)

	appWantError(t, f.acc.CheckPasswordReset(ctx, secret), kernel.KindNotFound, "link_unusable")
	_, err = f.acc.ResetPassword(ctx, secret, "another fine phrase")
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
}

func TestAResetLinkExpiresAfterAnHour(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.verified(t, "Ada", "ada@example.com", "Acme")
	f.requestReset(t, "ada@example.com")
	secret := f.mails.lastSecret(t, "reset")
	f.clock.T = appT0.Add(identity.ResetPasswordLifetime)
	appWantError(t, f.acc.CheckPasswordReset(ctx, secret), kernel.KindNotFound, "link_unusable")
	_, err := f.acc.ResetPassword(ctx, secret, "another fine phrase")
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
}

func TestAResetIsSilentForAnUnknownAddressAndNotMailedTooOften(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.verified(t, "Ada", "ada@example.com", "Acme")
	sent := f.mails.count()
	f.requestReset(t, "nobody@example.com")
	f.requestReset(t, "ada@example.com")
	f.requestReset(t, "ada@example.com")
	if n := f.mails.count() - sent; n != 1 {
		t.Errorf("%d mails, want one", n)
	}
	appWantError(t, f.acc.RequestPasswordReset(ctx, "not an address"), kernel.KindInvalid, "")
}

func TestAResetRefusesAWeakPasswordAndKeepsTheLink(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.verified(t, "Ada Lovelace", "ada@example.com", "Acme")
	f.requestReset(t, "ada@example.com")
	secret := f.mails.lastSecret(t, "reset")
	for _, pw := range []string{"short", "password1234", "lovelace1815!"} {
		_, err := f.acc.ResetPassword(ctx, secret, pw)
		if e := appWantErrorDetail(t, err, kernel.KindInvalid, ""); e.Fields[0].Pointer != "/password" {
			t.Errorf("%q: fields %+v, want /password", pw, e.Fields)
		}
	}
	appMust(t, f.acc.CheckPasswordReset(ctx, secret))
}

func TestAResetForgetsTheAccountsFailedSignIns(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.verified(t, "Ada", "ada@example.com", "Acme")
	for range app.MaxAccountFailures {
		_, err := f.signIn("ada@example.com", "wrong password", "")
		appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
	}
	f.requestReset(t, "ada@example.com")
	_, err := f.acc.ResetPassword(ctx, f.mails.lastSecret(t, "reset"), "a brand new phrase")
	appMust(t, err)
	_, err = f.signIn("ada@example.com", "a brand new phrase", "")
	appMust(t, err)
}

func TestChangePasswordChecksTheCurrentOne(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	ada := f.verified(t, "Ada", "ada@example.com", "Acme")

	e := appWantErrorDetail(t, f.acc.ChangePassword(ctx, ada.ID, "wrong password", "a brand new phrase"), kernel.KindInvalid, "")
	if e.Fields[0].Pointer != "/current_password" || e.Fields[0].Code != "wrong_password" {
		t.Errorf("fields %+v, want /current_password", e.Fields)
	}
	e = appWantErrorDetail(t, f.acc.ChangePassword(ctx, ada.ID, goodPassword, "password1234"), kernel.KindInvalid, "")
	if e.Fields[0].Pointer != "/new_password" {
		t.Errorf("fields %+v, want /new_password", e.Fields)
	}
	f.clock.T = appT0.Add(time.Hour)
	appMust(t, f.acc.ChangePassword(ctx, ada.ID, goodPassword, "a brand new phrase"))
	if acct := f.account(t, "ada@example.com"); !acct.PasswordChangedAt.Equal(f.clock.T) || !acct.EmailVerified {
		t.Errorf("account = %+v, want the change time now and still verified", acct)
	}
	_, err := f.signIn("ada@example.com", goodPassword, "")
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_credentials")
	_, err = f.signIn("ada@example.com", "a brand new phrase", "")
	appMust(t, err)
	appWantError(t, f.acc.ChangePassword(ctx, kernel.NewID(), goodPassword, "a brand new phrase"), kernel.KindNotFound, "")
}

func TestAccountListsTheOrganizationsByName(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	ada := f.verified(t, "Ada", "ada@example.com", "Zeta Tours")
	o, err := f.svc.EnsureOrganization(ctx, identity.Organization{Slug: "alpha", Name: "Alpha", Currency: "EUR", TimeZone: "UTC"})
	appMust(t, err)
	_, err = f.svc.EnsureMembership(ctx, o, ada, identity.RoleViewer)
	appMust(t, err)
	acct, err := f.acc.Account(ctx, ada.ID)
	appMust(t, err)
	if len(acct.Organizations) != 2 || acct.Organizations[0].Organization.Slug != "alpha" ||
		acct.Organizations[0].Role != identity.RoleViewer || acct.Organizations[1].Role != identity.RoleOwner {
		t.Errorf("organizations = %+v", acct.Organizations)
	}
	_, err = f.acc.Account(ctx, kernel.NewID())
	appWantError(t, err, kernel.KindNotFound, "")
}
