package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// Sign-in throttling (OWASP's authentication advice): an account, or a network
// address, that failed too often within the window is refused until its oldest
// failure leaves the window. The account limit stops guessing one person's
// password; the higher address limit stops one client trying many accounts.
const (
	SignInWindow       = 15 * time.Minute
	MaxAccountFailures = 5
	MaxAddressFailures = 20
)

// pruneInterval is how often, at most, a process forgets old sign-in failures.
const pruneInterval = time.Hour

// throttle is one key under which failed sign-ins are counted, and its limit.
type throttle struct {
	key   string
	limit int
}

// SignIn checks an e-mail and password and returns the user. The throttle is
// checked before the password, so that a refused attempt learns nothing.
// KindTooMany (code "too_many_attempts", with RetryAfter) when the account or the
// address has failed too often within SignInWindow; KindUnauthenticated (code
// "invalid_credentials") alike for an unknown address, a user without a password
// and a wrong password, in about the same time; KindForbidden (code
// "email_unverified") for the right password of an unverified address, after
// mailing a new link (at most one every five minutes).
func (a *Accounts) SignIn(ctx context.Context, in identity.SignIn) (identity.User, error) {
	email := strings.ToLower(strings.TrimSpace(in.Email))
	keys := []throttle{{"account:" + email, MaxAccountFailures}}
	if addr := strings.TrimSpace(in.Address); addr != "" {
		keys = append(keys, throttle{"address:" + addr, MaxAddressFailures})
	}
	now := a.now()
	a.pruneFailures(ctx, now)
	if err := a.throttled(ctx, keys, now); err != nil {
		return identity.User{}, err
	}
	u, c, ok, err := a.checkCredentials(ctx, email, in.Password)
	if err != nil {
		return identity.User{}, err
	}
	if !ok {
		for _, k := range keys {
			if err := a.d.Accounts.RecordSignInFailure(ctx, k.key, now); err != nil {
				return identity.User{}, err
			}
		}
		return identity.User{}, kernel.Unauthenticated("invalid_credentials", "The e-mail or password is not right.")
	}
	if err := a.d.Accounts.ClearSignInFailures(ctx, keys[0].key); err != nil {
		return identity.User{}, err
	}
	a.rehash(ctx, c, in.Password)
	if !c.Verified() {
		e := kernel.Forbidden("email_unverified",
			"Your e-mail address is not verified yet: we have mailed you a link to verify it.")
		if err := a.mailNewVerification(ctx, u); err != nil {
			e = kernel.Forbidden("email_unverified",
				"Your e-mail address is not verified yet, and the mail with a new link could not be sent; try again later.")
			e.Err = err
		}
		return identity.User{}, e
	}
	return u, nil
}

// throttled returns KindTooMany if any key has reached its limit of failures
// within the window, with the wait until its oldest failure leaves the window.
func (a *Accounts) throttled(ctx context.Context, keys []throttle, now time.Time) error {
	// A failure leaves the window SignInWindow after it happened: the count starts
	// one microsecond (the stores' precision) after now-SignInWindow.
	since := now.Add(-SignInWindow + time.Microsecond)
	var wait time.Duration
	for _, k := range keys {
		n, oldest, err := a.d.Accounts.CountSignInFailures(ctx, k.key, since)
		if err != nil {
			return err
		}
		if n >= k.limit {
			// Whole seconds, rounded up, as a Retry-After header carries them.
			left := oldest.Add(SignInWindow).Sub(now)
			wait = max(wait, (left + time.Second - 1).Truncate(time.Second), time.Second)
		}
	}
	if wait == 0 {
		return nil
	}
	minutes := int((wait + time.Minute - 1) / time.Minute)
	return kernel.TooMany("too_many_attempts", fmt.Sprintf(
		"Too many failed sign-ins. Try again in %d minute%s, or reset your password.", minutes, plural(minutes)), wait)
}

// checkCredentials reports whether password is email's. An address without a
// user or without credentials is checked against a dummy hash, so that it takes
// as long as a wrong password.
func (a *Accounts) checkCredentials(ctx context.Context, email, password string) (identity.User, identity.Credentials, bool, error) {
	u, exists, err := a.findUserByEmail(ctx, email)
	if err != nil {
		return u, identity.Credentials{}, false, err
	}
	var c identity.Credentials
	if exists {
		c, err = a.d.Accounts.FindCredentials(ctx, u.ID)
		if kernel.IsKind(err, kernel.KindNotFound) {
			exists = false
		} else if err != nil {
			return u, c, false, err
		}
	}
	if !exists {
		a.d.Hasher.Matches(password, a.dummy())
		return u, c, false, nil
	}
	return u, c, a.d.Hasher.Matches(password, c.PasswordHash), nil
}

// dummy returns a hash of a password nobody has, made by the hasher once.
func (a *Accounts) dummy() string {
	a.dummyOnce.Do(func() {
		a.dummyHash, _ = a.d.Hasher.Hash("not anyone's password " + randomWord())
	})
	return a.dummyHash
}

// rehash replaces c's hash after a successful sign-in when the hasher's costs
// changed, unless the password changed meanwhile. A failure is not the person's:
// the next sign-in tries again.
func (a *Accounts) rehash(ctx context.Context, c identity.Credentials, password string) {
	if !a.d.Hasher.NeedsRehash(c.PasswordHash) {
		return
	}
	h, err := a.d.Hasher.Hash(password)
	if err != nil {
		return
	}
	_ = a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		now, err := a.d.Accounts.FindCredentials(ctx, c.UserID)
		if err != nil || now.PasswordHash != c.PasswordHash {
			return err
		}
		now.PasswordHash = h
		return a.d.Accounts.PutCredentials(ctx, now)
	})
}

// pruneFailures forgets failures older than the window, at most once per
// pruneInterval in this process. It is bookkeeping: a failure is left for the
// next time.
func (a *Accounts) pruneFailures(ctx context.Context, now time.Time) {
	a.pruneMu.Lock()
	due := now.Sub(a.lastPrune) >= pruneInterval
	if due {
		a.lastPrune = now
	}
	a.pruneMu.Unlock()
	if due {
		_ = a.d.Accounts.PruneSignInFailures(ctx, now.Add(-SignInWindow))
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
