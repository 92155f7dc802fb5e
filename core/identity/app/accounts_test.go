package app_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

func TestSignUpCreatesAnOrganizationItsOwnerAndALinkThatVerifiesOnce(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	secret := f.signUp(t, " Ada Lovelace ", "Ada@Example.com", "Acme Touring")

	o, err := f.b.Identity().FindOrganizationBySlug(ctx, "acme-touring")
	appMust(t, err)
	if o.Name != "Acme Touring" || o.Currency != "EUR" || o.TimeZone != "UTC" || !o.CreatedAt.Equal(appT0) {
		t.Errorf("organization = %+v, want Acme Touring in EUR and UTC", o)
	}
	u, err := f.b.Identity().FindUserByEmail(ctx, "ada@example.com")
	appMust(t, err)
	if u.Name != "Ada Lovelace" {
		t.Errorf("user's name = %q, want it trimmed", u.Name)
	}
	acct, err := f.acc.Account(ctx, u.ID)
	appMust(t, err)
	if acct.EmailVerified || len(acct.Organizations) != 1 || acct.Organizations[0].Role != identity.RoleOwner ||
		acct.Organizations[0].Organization.ID != o.ID || !acct.PasswordChangedAt.Equal(appT0) {
		t.Errorf("account = %+v, want an unverified owner of acme-touring", acct)
	}

	m := f.mails.last(t)
	if m.Kind != mail.KindVerification || m.Subject != "Verify your e-mail for Roadcase" || !m.From.IsZero() ||
		!m.OrgID.IsZero() || len(m.To) != 1 || m.To[0] != (mail.Address{Name: "Ada Lovelace", Email: "ada@example.com"}) {
		t.Errorf("mail = %+v", m)
	}
	link := "https://roadcase.example/verify?t=" + secret
	if !strings.HasPrefix(secret, identity.TicketPrefix) || !strings.Contains(m.HTML, link) ||
		!strings.Contains(m.Text, "48 hours") || !strings.Contains(m.HTML, "48 hours") {
		t.Errorf("the mail does not carry the link in both parts and its lifetime:\n%s\n%s", m.Text, m.HTML)
	}

	got, err := f.acc.VerifyEmail(ctx, secret)
	appMust(t, err)
	if got != u {
		t.Errorf("VerifyEmail() = %+v, want %+v", got, u)
	}
	acct, err = f.acc.Account(ctx, u.ID)
	appMust(t, err)
	if !acct.EmailVerified {
		t.Error("the address is not verified after the link was used")
	}
	_, err = f.acc.VerifyEmail(ctx, secret)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
}

func TestSignUpWithAKnownAddressCreatesNothingAndAnswersAlike(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.signUp(t, "Ada", "ada@example.com", "Acme Touring")

	err := f.acc.SignUp(ctx, identity.SignUp{Name: "Mallory", Email: " ADA@example.com", Password: "a fine long phrase",
		OrganizationName: "Other Org"})
	appMust(t, err)
	orgs, err := f.b.Identity().FindOrganizations(ctx)
	appMust(t, err)
	if len(orgs) != 1 {
		t.Errorf("%d organizations, want the first sign-up's only", len(orgs))
	}
	m := f.mails.last(t)
	if f.mails.count() != 2 || m.To[0].Email != "ada@example.com" || m.To[0].Name != "Ada" {
		t.Fatalf("%d mails, the last to %v; want a note to Ada", f.mails.count(), m.To)
	}
	if links := m.Links(); len(links) != 1 || links[0] != "https://roadcase.example/sign-in" ||
		!strings.Contains(m.Text, "Forgot your password?") {
		t.Errorf("the note should point to sign-in and the reset: %q", m.Text)
	}

	// Another try within five minutes mails nothing more; one after does.
	in := identity.SignUp{Name: "Mallory", Email: "ada@example.com", Password: "a fine long phrase", OrganizationName: "Org"}
	appMust(t, f.acc.SignUp(ctx, in))
	if f.mails.count() != 2 {
		t.Errorf("%d mails, want no second note within five minutes", f.mails.count())
	}
	f.clock.T = appT0.Add(5 * time.Minute)
	appMust(t, f.acc.SignUp(ctx, in))
	if f.mails.count() != 3 {
		t.Errorf("%d mails, want a second note five minutes later", f.mails.count())
	}
}

func TestSignUpSaysEveryBadFieldAtOnce(t *testing.T) {
	t.Parallel()
	good := identity.SignUp{Name: "Ada", Email: "ada@example.com", Password: goodPassword, OrganizationName: "Acme"}
	tests := []struct {
		name     string
		change   func(*identity.SignUp)
		pointers []string
	}{
		{"an empty name", func(s *identity.SignUp) { s.Name = "  " }, []string{"/name"}},
		{"a name too long", func(s *identity.SignUp) { s.Name = strings.Repeat("é", 101) }, []string{"/name"}},
		{"a name with a line break", func(s *identity.SignUp) { s.Name = "Ada\r\nBcc: x@example.com" }, []string{"/name"}},
		{"a bad address", func(s *identity.SignUp) { s.Email = "ada" }, []string{"/email"}},
		{"a short password", func(s *identity.SignUp) { s.Password = "short" }, []string{"/password"}},
		{"a common password", func(s *identity.SignUp) { s.Password = "password1234" }, []string{"/password"}},
		{"a password of the organization's name", func(s *identity.SignUp) { s.Password = "acme acme acme" }, []string{"/password"}},
		{"no organization name", func(s *identity.SignUp) { s.OrganizationName = "" }, []string{"/organization_name"}},
		{"an unknown currency", func(s *identity.SignUp) { s.Currency = "XYZ" }, []string{"/currency"}},
		{"an unknown time zone", func(s *identity.SignUp) { s.TimeZone = "Mars/Olympus" }, []string{"/time_zone"}},
		{"the server's zone", func(s *identity.SignUp) { s.TimeZone = "Local" }, []string{"/time_zone"}},
		{"everything wrong", func(s *identity.SignUp) {
			*s = identity.SignUp{Email: "@", Password: "x", Currency: "euro", TimeZone: "nowhere"}
		}, []string{"/name", "/email", "/organization_name", "/password", "/currency", "/time_zone"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := newAccountsFixture(t)
			in := good
			tt.change(&in)
			e := appWantErrorDetail(t, f.acc.SignUp(context.Background(), in), kernel.KindInvalid, "")
			var got []string
			for _, fe := range e.Fields {
				got = append(got, fe.Pointer)
			}
			slices.Sort(got)
			want := slices.Sorted(slices.Values(tt.pointers))
			if !slices.Equal(got, want) {
				t.Errorf("fields %v, want %v", got, want)
			}
			if f.mails.count() != 0 {
				t.Error("a refused sign-up sent mail")
			}
		})
	}
}

func TestSignUpTakesTheCurrencyAndZoneGiven(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	appMust(t, f.acc.SignUp(ctx, identity.SignUp{Name: "Ada", Email: "ada@example.com", Password: goodPassword,
		OrganizationName: "Acme", Currency: " usd", TimeZone: "America/New_York"}))
	o, err := f.b.Identity().FindOrganizationBySlug(ctx, "acme")
	appMust(t, err)
	if o.Currency != "USD" || o.TimeZone != "America/New_York" {
		t.Errorf("organization = %+v, want USD and America/New_York", o)
	}
}

func TestSignUpNumbersASlugThatIsTaken(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	for i, email := range []string{"a@example.com", "b@example.com", "c@example.com"} {
		f.signUp(t, "Someone", email, "Acme Touring")
		want := identity.NumberedSlug("acme-touring", i+1)
		if _, err := f.b.Identity().FindOrganizationBySlug(ctx, want); err != nil {
			t.Errorf("sign-up %d: no organization %q: %v", i+1, want, err)
		}
	}
	f.signUp(t, "Someone", "d@example.com", "東京ツアー")
	acct := f.account(t, "d@example.com")
	if slug := acct.Organizations[0].Organization.Slug; !regexp.MustCompile(`^org-[0-9a-f]{8}$`).MatchString(slug) {
		t.Errorf("a name without Latin letters got the slug %q, want org- and random characters", slug)
	}
}

func (f *accountsFixture) account(t *testing.T, email string) identity.Account {
	t.Helper()
	u, err := f.b.Identity().FindUserByEmail(context.Background(), email)
	appMust(t, err)
	a, err := f.acc.Account(context.Background(), u.ID)
	appMust(t, err)
	return a
}

func TestAMailFailureAfterSignUpKeepsTheAccountAndSaysToAskAgain(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.mails.fail = true
	in := identity.SignUp{Name: "Ada", Email: "ada@example.com", Password: goodPassword, OrganizationName: "Acme"}
	e := appWantErrorDetail(t, f.acc.SignUp(ctx, in), kernel.KindUnavailable, "")
	if !strings.Contains(e.Message, "created") || !strings.Contains(e.Message, "new link") {
		t.Errorf("message %q should say the account exists and how to get a link", e.Message)
	}
	if f.account(t, "ada@example.com").EmailVerified {
		t.Fatal("the account is verified without a link")
	}
	// A known address answers the same when the mail fails.
	e2 := appWantErrorDetail(t, f.acc.SignUp(ctx, in), kernel.KindUnavailable, "")
	if e2.Message != e.Message {
		t.Errorf("a known address answered %q, a new one %q", e2.Message, e.Message)
	}

	f.mails.fail = false
	appMust(t, f.acc.ResendVerification(ctx, "ada@example.com"))
	_, err := f.acc.VerifyEmail(ctx, f.mails.lastSecret(t, "verify"))
	appMust(t, err)
}

func TestAVerificationLinkExpires(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	secret := f.signUp(t, "Ada", "ada@example.com", "Acme")
	f.clock.T = appT0.Add(identity.VerifyEmailLifetime)
	_, err := f.acc.VerifyEmail(context.Background(), secret)
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
	_, err = f.acc.VerifyEmail(context.Background(), "not a ticket")
	appWantError(t, err, kernel.KindNotFound, "link_unusable")
}

func TestResendVerificationMailsOnlyUnverifiedAddressesAndNotTooOften(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	ctx := context.Background()
	f.verified(t, "Ada", "ada@example.com", "Acme")
	f.signUp(t, "Bob", "bob@example.com", "Bob's Band")
	sent := f.mails.count()

	appMust(t, f.acc.ResendVerification(ctx, "nobody@example.com"))
	appMust(t, f.acc.ResendVerification(ctx, "ada@example.com"))
	appMust(t, f.acc.ResendVerification(ctx, "bob@example.com")) // the sign-up mail is not five minutes old
	if n := f.mails.count() - sent; n != 0 {
		t.Fatalf("%d mails sent, want none", n)
	}
	f.clock.T = appT0.Add(5 * time.Minute)
	appMust(t, f.acc.ResendVerification(ctx, " BOB@example.com"))
	if n := f.mails.count() - sent; n != 1 {
		t.Fatalf("%d mails sent, want one", n)
	}
	_, err := f.acc.VerifyEmail(ctx, f.mails.lastSecret(t, "verify"))
	appMust(t, err)
	appWantError(t, f.acc.ResendVerification(ctx, "bob"), kernel.KindInvalid, "")
}

func TestTheMailsHTMLEscapesWhatPeopleTyped(t *testing.T) {
	t.Parallel()
	f := newAccountsFixture(t)
	f.signUp(t, `<script>alert("x")</script> & Co`, "ada@example.com", "Acme")
	m := f.mails.last(t)
	if strings.Contains(m.HTML, "<script>") || !strings.Contains(m.HTML, "&lt;script&gt;") {
		t.Errorf("the name is not escaped in the HTML part:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, `<script>alert("x")</script> & Co`) {
		t.Errorf("the plain part should hold the name as typed:\n%s", m.Text)
	}
}
