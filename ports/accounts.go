package ports

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// AccountStore keeps what people sign in to the platform with: credentials,
// single-use tickets (verification, password reset, invitation) and the record of
// failed sign-ins by which sign-in is throttled. Credentials and tickets belong to
// a user, not an organization; invitations are read and revoked only through
// their organization.
type AccountStore interface {
	// PutCredentials creates or replaces a user's credentials. KindNotFound if the
	// user does not exist.
	PutCredentials(ctx context.Context, c identity.Credentials) error
	// FindCredentials returns a user's credentials. KindNotFound if they have none.
	FindCredentials(ctx context.Context, user kernel.ID) (identity.Credentials, error)

	// CreateTicket stores a ticket (its hash, never its secret). KindConflict if
	// the id or the hash exists; KindInvalid if it names a user, organization or
	// sender that does not exist.
	CreateTicket(ctx context.Context, t identity.Ticket) error
	// FindTicket returns the ticket of purpose whose secret hashes to hash, used or
	// expired included. KindNotFound if there is none.
	FindTicket(ctx context.Context, purpose identity.TicketPurpose, hash string) (identity.Ticket, error)
	// UseTicket marks a ticket used at the given time, once: KindConflict if it was
	// used already (so that two concurrent uses cannot both succeed), KindNotFound
	// if there is no such ticket.
	UseTicket(ctx context.Context, id kernel.ID, at time.Time) error
	// FindInvitations returns org's invitations that are not used and expire after
	// now, newest first.
	FindInvitations(ctx context.Context, org kernel.ID, now time.Time) ([]identity.Ticket, error)
	// DeleteInvitation removes one of org's invitations. KindNotFound if org has
	// no such invitation.
	DeleteInvitation(ctx context.Context, org, id kernel.ID) error

	// RecordSignInFailure records a failed sign-in under key (an account or an
	// address, as the caller builds it) at the given time.
	RecordSignInFailure(ctx context.Context, key string, at time.Time) error
	// CountSignInFailures returns how many failures key has since the given time,
	// and the oldest of them (zero when there are none).
	CountSignInFailures(ctx context.Context, key string, since time.Time) (int, time.Time, error)
	// ClearSignInFailures forgets key's failures (after a successful sign-in).
	ClearSignInFailures(ctx context.Context, key string) error
	// PruneSignInFailures forgets every failure before the given time.
	PruneSignInFailures(ctx context.Context, before time.Time) error

	// FindAffiliations returns the organizations a user belongs to with their role
	// in each, ordered by organization name then slug.
	FindAffiliations(ctx context.Context, user kernel.ID) ([]identity.Affiliation, error)
}

// SessionStore keeps the platform's browser sessions (the web adapter's session
// manager stores its encoded data here). Key is the hash of the session cookie,
// never the cookie itself, so that a database dump opens no session.
type SessionStore interface {
	// FindSession returns a session's data if it exists and expires after now.
	FindSession(ctx context.Context, key string, now time.Time) ([]byte, bool, error)
	// CommitSession creates or replaces a session.
	CommitSession(ctx context.Context, key string, data []byte, expiry time.Time) error
	// DeleteSession removes a session; removing a missing one is not an error.
	DeleteSession(ctx context.Context, key string) error
	// DeleteExpiredSessions removes every session that expired at or before now and
	// returns how many there were.
	DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error)
}

// AccountLinks builds the absolute addresses that account mails carry. The web
// adapter, which serves them, supplies it.
type AccountLinks interface {
	VerifyEmail(secret string) string
	ResetPassword(secret string) string
	Invitation(secret string) string
	SignIn() string
}

// Accounts is the driving port of people's accounts on the platform: the web
// adapter's sign-up, sign-in and password pages call it.
type Accounts interface {
	// SignUp creates a user, their credentials and an organization they own, and
	// mails a verification link. When the address already has an account it
	// creates nothing and mails that person a note instead, answering alike so
	// that sign-up does not reveal who has an account. KindInvalid for a bad name,
	// address, password or organization name (each error points at its field).
	SignUp(ctx context.Context, in identity.SignUp) error
	// VerifyEmail uses a verification ticket. KindNotFound for an unknown, used or
	// expired link.
	VerifyEmail(ctx context.Context, secret string) (identity.User, error)
	// ResendVerification mails a new verification link to an unverified account;
	// silent for any other address.
	ResendVerification(ctx context.Context, email string) error
	// SignIn checks an e-mail and password. KindUnauthenticated (code
	// invalid_credentials) alike for an unknown address and a wrong password;
	// KindForbidden (code email_unverified) for a right password on an unverified
	// address (a new link is mailed); KindTooMany when the account or the address
	// failed too often lately.
	SignIn(ctx context.Context, in identity.SignIn) (identity.User, error)
	// RequestPasswordReset mails a reset link; silent for an unknown address.
	RequestPasswordReset(ctx context.Context, email string) error
	// CheckPasswordReset reports whether a reset link is still usable (KindNotFound
	// if not), so that the page can say so before the person types a password.
	CheckPasswordReset(ctx context.Context, secret string) error
	// ResetPassword sets a new password through a reset link, which also verifies
	// the address. It ends the user's other sessions.
	ResetPassword(ctx context.Context, secret, password string) (identity.User, error)
	// ChangePassword changes a signed-in user's password after checking the
	// current one (KindInvalid at /current_password when wrong).
	ChangePassword(ctx context.Context, user kernel.ID, current, next string) error
	// Account returns what the pages show of a signed-in user. KindNotFound if the
	// user no longer exists.
	Account(ctx context.Context, user kernel.ID) (identity.Account, error)
}

// Team is the driving port of an organization's people as its administrators
// manage them from the platform's pages. Every call names the acting person and
// checks their role at call time: owners and admins manage; nobody raises
// themselves or grants a role above their own; an organization always keeps an
// owner. KindForbidden when the actor may not; KindNotFound for a member,
// invitation or organization the actor cannot see.
type Team interface {
	// Members lists the actor's organization's members (admin or above).
	Members(ctx context.Context, actor identity.Actor) ([]identity.Member, error)
	// Invite mails an invitation link that expires (admin or above, for a role up
	// to the actor's own). KindConflict if the person is already a member.
	Invite(ctx context.Context, actor identity.Actor, in identity.Invite) (identity.Ticket, error)
	// Invitations lists the organization's pending invitations (admin or above).
	Invitations(ctx context.Context, actor identity.Actor) ([]identity.Ticket, error)
	// RevokeInvitation withdraws a pending invitation (admin or above).
	RevokeInvitation(ctx context.Context, actor identity.Actor, id kernel.ID) error
	// ChangeRole sets a member's role.
	ChangeRole(ctx context.Context, actor identity.Actor, user kernel.ID, role identity.Role) (identity.Member, error)
	// RemoveMember ends a membership and revokes the member's tokens there. A
	// member may also remove themselves (leave), unless they are the last owner.
	RemoveMember(ctx context.Context, actor identity.Actor, user kernel.ID) error
	// Invitation returns what an invitation link offers. KindNotFound for an
	// unknown, used, revoked or expired link.
	Invitation(ctx context.Context, secret string) (identity.Invitation, error)
	// AcceptInvitation makes the signed-in user a member, if the invitation was
	// sent to their address (KindForbidden otherwise).
	AcceptInvitation(ctx context.Context, secret string, user kernel.ID) (identity.Affiliation, error)
	// AcceptInvitationWithSignUp creates the invited person's account (the link
	// proves the address) and membership.
	AcceptInvitationWithSignUp(ctx context.Context, secret, name, password string) (identity.User, error)
}
