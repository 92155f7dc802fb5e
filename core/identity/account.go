package identity

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Credentials is what a user signs in to the platform with. A user created by the
// command line or by an invitation has none until they set a password (through a
// password reset or by accepting the invitation).
type Credentials struct {
	UserID kernel.ID
	// PasswordHash records its own algorithm and costs (ports.PasswordHasher), so
	// that costs can be raised and old hashes replaced at the next sign-in.
	PasswordHash string
	// PasswordChangedAt ends every session signed in before it.
	PasswordChangedAt time.Time
	// EmailVerifiedAt is when the user proved the address is theirs; nil until then.
	EmailVerifiedAt *time.Time
}

// Verified reports whether the user's e-mail address has been verified.
func (c Credentials) Verified() bool { return c.EmailVerifiedAt != nil }

// TicketPurpose says what a ticket's link does.
type TicketPurpose string

// The purposes of a ticket.
const (
	TicketVerifyEmail   TicketPurpose = "verify_email"   // confirms a new account's address
	TicketResetPassword TicketPurpose = "reset_password" // lets a person set a new password
	TicketInvitation    TicketPurpose = "invitation"     // lets a person join an organization
)

// TicketPurposes lists every purpose.
var TicketPurposes = []TicketPurpose{TicketVerifyEmail, TicketResetPassword, TicketInvitation}

// Ticket lifetimes: short for a password reset (OWASP's forgot-password advice),
// long enough for a person to find the mail for the others.
const (
	VerifyEmailLifetime   = 48 * time.Hour
	ResetPasswordLifetime = time.Hour
	InvitationLifetime    = 7 * 24 * time.Hour
)

// Lifetime returns how long a ticket of purpose p stays usable.
func (p TicketPurpose) Lifetime() time.Duration {
	switch p {
	case TicketResetPassword:
		return ResetPasswordLifetime
	case TicketInvitation:
		return InvitationLifetime
	default:
		return VerifyEmailLifetime
	}
}

// TicketPrefix starts every ticket secret, so that people and secret scanners can
// recognise one in a link.
const TicketPrefix = "rc_tkt_"

// Ticket is a single-use secret mailed to a person as a link: e-mail verification,
// password reset or an invitation. Only its hash is stored (kernel.HashSecret).
type Ticket struct {
	ID      kernel.ID
	Purpose TicketPurpose
	Hash    string
	// Email is the address the link was mailed to, normalized.
	Email string
	// UserID is the user the ticket is for; zero for an invitation of a person who
	// has no account yet.
	UserID kernel.ID
	// OrgID and Role are the organization and role an invitation offers; zero
	// otherwise.
	OrgID kernel.ID
	Role  Role
	// CreatedBy is the member who sent an invitation; zero otherwise.
	CreatedBy kernel.ID
	CreatedAt time.Time
	ExpiresAt time.Time
	UsedAt    *time.Time
}

// Usable reports whether t may still be used at now: not used and not expired.
func (t Ticket) Usable(now time.Time) bool {
	return t.UsedAt == nil && now.Before(t.ExpiresAt)
}

// Affiliation is one organization a user belongs to, with their role there: the
// organization switcher lists them.
type Affiliation struct {
	Organization Organization
	Role         Role
}

// Account is what the platform's pages know of a signed-in person.
type Account struct {
	User              User
	EmailVerified     bool
	PasswordChangedAt time.Time
	// Organizations lists the user's memberships, ordered by organization name.
	Organizations []Affiliation
}

// Actor is the signed-in person acting in one organization from the platform's
// pages. Their role is read from the membership at every call, never carried.
type Actor struct {
	OrgID  kernel.ID
	UserID kernel.ID
}

// SignUp is what a new person gives to create an account and an organization.
// Currency (ISO 4217) and TimeZone (IANA) are the organization's; empty means
// EUR and UTC, which its settings can change later.
type SignUp struct {
	Name             string
	Email            string
	Password         string
	OrganizationName string
	Currency         string
	TimeZone         string
}

// SignIn is a sign-in attempt: the e-mail and password given, and the network
// address it came from, by which attempts are throttled.
type SignIn struct {
	Email    string
	Password string
	Address  string
}

// Invitation is what the invitation page shows before a person accepts it.
type Invitation struct {
	ID            kernel.ID
	Email         string
	Role          Role
	Organization  Organization
	InvitedByName string
	ExpiresAt     time.Time
	// HasAccount says whether a user with the invited address exists: they sign in
	// to accept, others choose a name and password.
	HasAccount bool
}

// Invite is what an administrator gives to invite a person by e-mail.
type Invite struct {
	Email string
	Role  Role
}
