package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// RequestPasswordReset mails a link to set a new password, valid for
// identity.ResetPasswordLifetime. It works for a user without a password too (one
// made by the command line or the demo): the reset sets their first. It does
// nothing, and says nothing, for an unknown address, or when a reset link was
// mailed to the user in the last five minutes.
//
// It checks the address and returns: the lookup, the ticket and the mail are
// done later (see later), whatever the address, so that the answer takes the
// same time and does the same work for a registered address and an unknown one
// and cannot tell them apart. A failure of that work is reported (see
// ReportLaterFailures), never returned. KindInvalid (/email) for a malformed
// address.
func (a *Accounts) RequestPasswordReset(ctx context.Context, email string) error {
	var f fieldErrors
	email = f.email("/email", email)
	if err := f.err("the e-mail address is not valid"); err != nil {
		return err
	}
	a.later.run(ctx, "password reset", func(ctx context.Context) error { return a.mailReset(ctx, email) })
	return nil
}

// mailReset mails a reset link to the user of email, if there is one and no
// reset link was mailed to them lately.
func (a *Accounts) mailReset(ctx context.Context, email string) error {
	u, exists, err := a.findUserByEmail(ctx, email)
	if err != nil || !exists || !a.mailed.allow(resetMailKey(u.ID), a.now()) {
		return err
	}
	secret, t := a.newTicket(identity.TicketResetPassword, u.Email, u.ID)
	if err := a.d.Accounts.CreateTicket(ctx, t); err != nil {
		return err
	}
	err = a.send(ctx, resetLetter(u, a.d.Links.ResetPassword(secret)), mail.KindPasswordReset,
		mail.Address{Name: u.Name, Email: u.Email}, "", subjectReset)
	if err != nil {
		return kernel.Unavailable("The mail with the reset link could not be sent.", err).WithCode(MailNotSent)
	}
	a.mailed.sent(resetMailKey(u.ID), a.now())
	return nil
}

func resetMailKey(user kernel.ID) string { return "reset:" + string(user) }

// CheckPasswordReset reports whether a reset link may still be used.
// KindNotFound (code "link_unusable") for an unknown, used or expired link.
func (a *Accounts) CheckPasswordReset(ctx context.Context, secret string) error {
	_, err := a.usableTicket(ctx, identity.TicketResetPassword, secret)
	return err
}

// ResetPassword sets the password of a reset link's user and uses the link, in
// one transaction; the link proves the address, which is marked verified. The
// password's change time ends every session signed in before it, and the
// account's failed sign-ins are forgotten. KindNotFound (code "link_unusable")
// for an unknown, used or expired link; KindInvalid (/password) for a password
// that is too short, too long or too easily guessed.
func (a *Accounts) ResetPassword(ctx context.Context, secret, password string) (identity.User, error) {
	t, err := a.usableTicket(ctx, identity.TicketResetPassword, secret)
	if err != nil {
		return identity.User{}, err
	}
	u, err := a.d.Identity.FindUserByID(ctx, t.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return identity.User{}, unusableLink()
	} else if err != nil {
		return identity.User{}, err
	}
	var f fieldErrors
	a.password(&f, "/password", password, u.Name, u.Email)
	if err := f.err("the password is not acceptable"); err != nil {
		return identity.User{}, err
	}
	hash, err := a.d.Hasher.Hash(password)
	if err != nil {
		return identity.User{}, kernel.Internal(err)
	}
	err = a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if t, err = a.usableTicket(ctx, identity.TicketResetPassword, secret); err != nil {
			return err
		}
		if err := a.useTicket(ctx, t); err != nil {
			return err
		}
		if err := a.setPassword(ctx, u.ID, hash, true); err != nil {
			return err
		}
		return a.d.Accounts.ClearSignInFailures(ctx, "account:"+u.Email)
	})
	return u, err
}

// setPassword stores hash as user's password, changed now, creating their
// credentials if they have none, and marks the address verified if verify.
func (a *Accounts) setPassword(ctx context.Context, user kernel.ID, hash string, verify bool) error {
	c, err := a.d.Accounts.FindCredentials(ctx, user)
	if kernel.IsKind(err, kernel.KindNotFound) {
		c, err = identity.Credentials{UserID: user}, nil
	}
	if err != nil {
		return err
	}
	now := a.now()
	c.PasswordHash, c.PasswordChangedAt = hash, now
	if verify && !c.Verified() {
		c.EmailVerifiedAt = &now
	}
	return a.d.Accounts.PutCredentials(ctx, c)
}
