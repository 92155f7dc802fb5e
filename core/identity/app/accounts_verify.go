package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// VerifyEmail uses a verification link: it marks the user's address verified
// and returns the user. KindNotFound (code "link_unusable") for an unknown, used
// or expired link; of two concurrent uses, one succeeds.
func (a *Accounts) VerifyEmail(ctx context.Context, secret string) (identity.User, error) {
	var u identity.User
	err := a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		t, err := a.usableTicket(ctx, identity.TicketVerifyEmail, secret)
		if err != nil {
			return err
		}
		if err := a.useTicket(ctx, t); err != nil {
			return err
		}
		if u, err = a.d.Identity.FindUserByID(ctx, t.UserID); kernel.IsKind(err, kernel.KindNotFound) {
			return unusableLink()
		} else if err != nil {
			return err
		}
		return a.markVerified(ctx, u.ID)
	})
	return u, err
}

// markVerified records that user proved their address now, unless they had
// already; a user without credentials has nothing to mark.
func (a *Accounts) markVerified(ctx context.Context, user kernel.ID) error {
	c, err := a.d.Accounts.FindCredentials(ctx, user)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return nil
	}
	if err != nil || c.Verified() {
		return err
	}
	now := a.now()
	c.EmailVerifiedAt = &now
	return a.d.Accounts.PutCredentials(ctx, c)
}

// ResendVerification mails a new verification link to a user whose address is
// not verified; it does nothing, and says nothing, for an unknown or verified
// address, or when a link was mailed to the user in the last five minutes.
// KindInvalid (/email) for a malformed address; KindUnavailable when the mail
// could not be sent.
func (a *Accounts) ResendVerification(ctx context.Context, email string) error {
	var f fieldErrors
	email = f.email("/email", email)
	if err := f.err("the e-mail address is not valid"); err != nil {
		return err
	}
	u, exists, err := a.findUserByEmail(ctx, email)
	if err != nil || !exists {
		return err
	}
	c, err := a.d.Accounts.FindCredentials(ctx, u.ID)
	if kernel.IsKind(err, kernel.KindNotFound) || (err == nil && c.Verified()) {
		return nil
	}
	if err != nil {
		return err
	}
	return a.mailNewVerification(ctx, u)
}

// mailNewVerification stores a new verification ticket for u and mails its link,
// unless a link was mailed to u in the last mailInterval.
func (a *Accounts) mailNewVerification(ctx context.Context, u identity.User) error {
	if !a.mailed.allow(verifyMailKey(u.ID), a.now()) {
		return nil
	}
	secret, t := a.newTicket(identity.TicketVerifyEmail, u.Email, u.ID)
	if err := a.d.Accounts.CreateTicket(ctx, t); err != nil {
		return err
	}
	if err := a.sendVerification(ctx, u, secret); err != nil {
		return kernel.Unavailable("The mail with a new verification link could not be sent; try again in a few minutes.", err).WithCode(MailNotSent)
	}
	return nil
}

// sendVerification mails u the verification link of secret.
func (a *Accounts) sendVerification(ctx context.Context, u identity.User, secret string) error {
	err := a.send(ctx, verificationLetter(u, a.d.Links.VerifyEmail(secret)), mail.KindVerification,
		mail.Address{Name: u.Name, Email: u.Email}, "", subjectVerify)
	if err == nil {
		a.mailed.sent(verifyMailKey(u.ID), a.now())
	}
	return err
}

func verifyMailKey(user kernel.ID) string { return "verify:" + string(user) }
