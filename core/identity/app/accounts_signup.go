package app

import (
	"context"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// SignUp creates an organization, its owner, their credentials and a verification
// ticket in one transaction, then mails the ticket's link. For an address that
// already has a user it creates nothing and mails that person a note that points
// to sign-in and the password reset instead (at most once every five minutes),
// answering alike (the password is hashed either way, so that the time taken
// does not tell them apart).
// KindInvalid with a field error per bad value (/name, /email, /password,
// /organization_name, /currency, /time_zone); KindUnavailable when the mail could
// not be sent, the account then existing (its owner asks for a new link).
func (a *Accounts) SignUp(ctx context.Context, in identity.SignUp) error {
	var f fieldErrors
	name := f.name("/name", "name", in.Name)
	email := f.email("/email", in.Email)
	orgName := f.name("/organization_name", "organization name", in.OrganizationName)
	a.password(&f, "/password", in.Password, name, email, orgName)
	o := identity.Organization{ID: kernel.NewID(), Name: orgName, Currency: f.currency("/currency", in.Currency),
		TimeZone: f.timeZone("/time_zone", in.TimeZone), CreatedAt: a.now()}
	if err := f.err("the sign-up is not valid"); err != nil {
		return err
	}
	hash, err := a.d.Hasher.Hash(in.Password)
	if err != nil {
		return kernel.Internal(err)
	}
	for attempt := 1; ; attempt++ {
		u, exists, err := a.findUserByEmail(ctx, email)
		if err != nil {
			return err
		}
		if exists {
			return signUpMailed(a.noteAccountExists(ctx, u))
		}
		u = identity.User{ID: kernel.NewID(), Email: email, Name: name, CreatedAt: a.now()}
		secret, err := a.createAccount(ctx, o, u, hash)
		if kernel.IsKind(err, kernel.KindConflict) && attempt < 3 {
			continue // another sign-up took the address or the slug meanwhile
		}
		if err != nil {
			return err
		}
		return signUpMailed(a.sendVerification(ctx, u, secret))
	}
}

// noteAccountExists mails u that someone tried to sign up with their address,
// at most once every five minutes, so that the sign-up form cannot be used to
// flood a mailbox. The note is about the account's address, hence its kind.
func (a *Accounts) noteAccountExists(ctx context.Context, u identity.User) error {
	key := "exists:" + string(u.ID)
	if !a.mailed.allow(key, a.now()) {
		return nil
	}
	err := a.send(ctx, accountExistsLetter(u, a.d.Links.SignIn()), mail.KindVerification,
		mail.Address{Name: u.Name, Email: u.Email}, "", subjectExists)
	if err == nil {
		a.mailed.sent(key, a.now())
	}
	return err
}

// signUpMailed turns a failure to send a sign-up's mail into the answer the person
// sees; it is the same whether the address was new or not.
func signUpMailed(err error) error {
	if err == nil {
		return nil
	}
	return kernel.Unavailable("Your account was created, but the mail with its verification link could not be sent. "+
		"Ask for a new link from the sign-in page in a few minutes.", err).WithCode(MailNotSent)
}

// createAccount stores o (under a free slug), u as its owner, u's credentials
// and a verification ticket in one transaction, and returns the ticket's secret.
func (a *Accounts) createAccount(ctx context.Context, o identity.Organization, u identity.User, hash string) (string, error) {
	secret, t := a.newTicket(identity.TicketVerifyEmail, u.Email, u.ID)
	err := a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		if o.Slug, err = a.freeSlug(ctx, o.Name); err != nil {
			return err
		}
		if err := o.Validate(); err != nil {
			return kernel.Internal(err) // every field was checked before
		}
		if err := a.d.Identity.CreateOrganization(ctx, o); err != nil {
			return err
		}
		if err := a.d.Identity.CreateUser(ctx, u); err != nil {
			return err
		}
		m := identity.Membership{OrgID: o.ID, UserID: u.ID, Role: identity.RoleOwner, CreatedAt: o.CreatedAt}
		if err := a.d.Identity.PutMembership(ctx, m); err != nil {
			return err
		}
		c := identity.Credentials{UserID: u.ID, PasswordHash: hash, PasswordChangedAt: o.CreatedAt}
		if err := a.d.Accounts.PutCredentials(ctx, c); err != nil {
			return err
		}
		return a.d.Accounts.CreateTicket(ctx, t)
	})
	return secret, err
}

// maxSlugTries is how many numbered slugs are tried before a random one.
const maxSlugTries = 50

// freeSlug returns a slug for an organization named name that no organization
// has: the name's slug, numbered from -2 when taken (then random characters after
// maxSlugTries); "org-" and random characters for a name that gives no slug.
func (a *Accounts) freeSlug(ctx context.Context, name string) (string, error) {
	base := identity.SlugOf(name)
	if base == "" {
		base = "org-" + randomWord()
	}
	for n := 1; n <= maxSlugTries; n++ {
		slug := identity.NumberedSlug(base, n)
		_, err := a.d.Identity.FindOrganizationBySlug(ctx, slug)
		if kernel.IsKind(err, kernel.KindNotFound) {
			return slug, nil
		}
		if err != nil {
			return "", err
		}
	}
	// A clash of the random slug is left to CreateOrganization's conflict, which
	// SignUp retries.
	if n := identity.MaxSlugLength - 9; len(base) > n {
		base = strings.TrimRight(base[:n], "-")
	}
	return base + "-" + randomWord(), nil
}

// randomWord returns 8 random lower-case hexadecimal characters.
func randomWord() string { return string(kernel.NewID())[:8] }
