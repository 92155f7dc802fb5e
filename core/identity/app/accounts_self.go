package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// ChangePassword sets a signed-in user's password after checking their current
// one. A wrong current password counts as a failed sign-in of the account, so
// that a left-open session cannot be used to guess it. KindInvalid at
// /current_password (code "wrong_password") when it is wrong, at /new_password
// when the new one is too short, too long or too easily guessed; KindTooMany as
// SignIn; KindNotFound if the user no longer exists.
func (a *Accounts) ChangePassword(ctx context.Context, user kernel.ID, current, next string) error {
	u, err := a.d.Identity.FindUserByID(ctx, user)
	if err != nil {
		return err
	}
	key := throttle{"account:" + u.Email, MaxAccountFailures}
	now := a.now()
	if err := a.throttled(ctx, []throttle{key}, now); err != nil {
		return err
	}
	c, err := a.d.Accounts.FindCredentials(ctx, u.ID)
	if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
		return err
	}
	if err != nil || !a.d.Hasher.Matches(current, c.PasswordHash) {
		if err := a.d.Accounts.RecordSignInFailure(ctx, key.key, now); err != nil {
			return err
		}
		return kernel.InvalidField("/current_password", "wrong_password", "The current password is not right.")
	}
	var f fieldErrors
	a.password(&f, "/new_password", next, u.Name, u.Email)
	if err := f.err("the new password is not acceptable"); err != nil {
		return err
	}
	hash, err := a.d.Hasher.Hash(next)
	if err != nil {
		return kernel.Internal(err)
	}
	return a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		return a.setPassword(ctx, u.ID, hash, false)
	})
}

// Account returns a signed-in user with whether their address is verified, when
// their password last changed and the organizations they belong to.
// KindNotFound if the user no longer exists.
func (a *Accounts) Account(ctx context.Context, user kernel.ID) (identity.Account, error) {
	u, err := a.d.Identity.FindUserByID(ctx, user)
	if err != nil {
		return identity.Account{}, err
	}
	c, err := a.d.Accounts.FindCredentials(ctx, u.ID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		c = identity.Credentials{} // made by the command line: no password yet
	} else if err != nil {
		return identity.Account{}, err
	}
	orgs, err := a.d.Accounts.FindAffiliations(ctx, u.ID)
	if err != nil {
		return identity.Account{}, err
	}
	return identity.Account{User: u, EmailVerified: c.Verified(), PasswordChangedAt: c.PasswordChangedAt,
		Organizations: orgs}, nil
}
