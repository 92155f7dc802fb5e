package app

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// MailNotSent is the code of the KindUnavailable error a use case returns when
// its mail could not be sent; its message, written for the person, says what
// was kept and what to do.
const MailNotSent = "mail_not_sent"

// AccountsDeps is what Accounts works with. Every field is required but Tokens,
// which defaults to a Service over Identity, Tx and Clock.
type AccountsDeps struct {
	Identity ports.IdentityStore
	Accounts ports.AccountStore
	Tx       ports.TxRunner
	Clock    kernel.Clock
	Hasher   ports.PasswordHasher
	Screen   ports.PasswordScreen
	Mailer   ports.Mailer
	Links    ports.AccountLinks
	// Tokens changes roles and removes members (revoking the member's tokens)
	// by the rules the command line follows too, such as keeping an owner. It
	// must work over the same Identity store and Tx, whose transactions its
	// calls join.
	Tokens *Service
}

// Accounts is the use cases of people's accounts on the platform (sign-up,
// sign-in, verification, passwords) and of an organization's team as its
// administrators manage it from the platform's pages. It implements
// ports.Accounts and ports.Team.
type Accounts struct {
	d AccountsDeps

	// dummyHash, made once, is a hash of no one's password, checked when an
	// address has no account, so that such a sign-in takes as long as a wrong
	// password.
	dummyOnce sync.Once
	dummyHash string

	// mailed spaces the link mails to one user; later runs the work done after
	// an answer; lastPrune is when this process last forgot old sign-in failures.
	mailed    mailGate
	later     *later
	pruneMu   sync.Mutex
	lastPrune time.Time
}

var (
	_ ports.Accounts = (*Accounts)(nil)
	_ ports.Team     = (*Accounts)(nil)
)

// NewAccounts returns the account and team use cases over d.
func NewAccounts(d AccountsDeps) *Accounts {
	if d.Tokens == nil {
		d.Tokens = NewService(d.Identity, d.Tx, d.Clock)
	}
	return &Accounts{d: d, mailed: mailGate{last: map[string]time.Time{}}, later: newLater()}
}

// now is the clock's time at the precision the stores keep.
func (a *Accounts) now() time.Time { return a.d.Clock.Now().UTC().Truncate(time.Microsecond) }

// newTicket returns a new ticket of purpose for email, and its secret, which is
// mailed and never stored.
func (a *Accounts) newTicket(purpose identity.TicketPurpose, email string, user kernel.ID) (string, identity.Ticket) {
	secret, now := kernel.NewSecret(identity.TicketPrefix), a.now()
	return secret, identity.Ticket{ID: kernel.NewID(), Purpose: purpose, Hash: kernel.HashSecret(secret),
		Email: email, UserID: user, CreatedAt: now, ExpiresAt: now.Add(purpose.Lifetime())}
}

// usableTicket returns the ticket of purpose behind secret if it may be used now.
// KindNotFound (code "link_unusable") for a malformed, unknown, used or expired
// secret alike, so that a link's page says the same whatever went wrong.
func (a *Accounts) usableTicket(ctx context.Context, purpose identity.TicketPurpose, secret string) (identity.Ticket, error) {
	if !strings.HasPrefix(secret, identity.TicketPrefix) {
		return identity.Ticket{}, unusableLink()
	}
	t, err := a.d.Accounts.FindTicket(ctx, purpose, kernel.HashSecret(secret))
	if kernel.IsKind(err, kernel.KindNotFound) || (err == nil && !t.Usable(a.now())) {
		return identity.Ticket{}, unusableLink()
	}
	return t, err
}

// useTicket marks t used now, inside the caller's transaction: of two concurrent
// uses, the second fails with the same error as a used link.
func (a *Accounts) useTicket(ctx context.Context, t identity.Ticket) error {
	err := a.d.Accounts.UseTicket(ctx, t.ID, a.now())
	if kernel.IsKind(err, kernel.KindConflict) || kernel.IsKind(err, kernel.KindNotFound) {
		return unusableLink()
	}
	return err
}

func unusableLink() error {
	return &kernel.Error{Kind: kernel.KindNotFound, Code: "link_unusable",
		Message: "This link is unknown, used or expired."}
}

// findUserByEmail returns the user with email, and whether there is one.
func (a *Accounts) findUserByEmail(ctx context.Context, email string) (identity.User, bool, error) {
	u, err := a.d.Identity.FindUserByEmail(ctx, email)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return u, false, nil
	}
	return u, err == nil, err
}

// mailGate remembers when this process last mailed a link of a kind to a user, so
// that sign-in attempts and requests for a new link cannot flood a mailbox.
type mailGate struct {
	mu   sync.Mutex
	last map[string]time.Time
}

// mailInterval is how long after one link mail the next of the same kind to the
// same user waits.
const mailInterval = 5 * time.Minute

// allow reports whether a mail under key may be sent at now.
func (g *mailGate) allow(key string, now time.Time) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if at, ok := g.last[key]; ok && now.Sub(at) < mailInterval {
		return false
	}
	return true
}

// sent records a mail under key at now, forgetting old entries now and then so
// that the map stays as small as the set of recent mails.
func (g *mailGate) sent(key string, now time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.last) >= 1024 {
		for k, at := range g.last {
			if now.Sub(at) >= mailInterval {
				delete(g.last, k)
			}
		}
	}
	g.last[key] = now
}
