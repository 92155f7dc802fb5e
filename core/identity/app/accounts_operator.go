package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// SetPassword sets the password of the user with email and marks their address
// verified, as an operator does from the command line (or `serve --demo` for the
// demo owner), who vouches for the address. The password follows the length rule
// but is not screened: a generated one is random. It ends the user's sessions.
// KindNotFound for an unknown address; KindInvalid (/password) for a password out
// of the length rule.
func (a *Accounts) SetPassword(ctx context.Context, email, password string) error {
	var f fieldErrors
	email = f.email("/email", email)
	if err := identity.CheckPassword(password); err != nil {
		f.add("/password", "invalid_password", err.Error())
	}
	if err := f.err("the password cannot be set"); err != nil {
		return err
	}
	u, exists, err := a.findUserByEmail(ctx, email)
	if err != nil {
		return err
	}
	if !exists {
		return kernel.NotFound(fmt.Sprintf("user %q", email))
	}
	hash, err := a.d.Hasher.Hash(password)
	if err != nil {
		return kernel.Internal(err)
	}
	return a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := a.setPassword(ctx, u.ID, hash, true); err != nil {
			return err
		}
		return a.d.Accounts.ClearSignInFailures(ctx, "account:"+u.Email)
	})
}
