package ports

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// IdentityStore keeps organizations, users, memberships and personal access tokens.
type IdentityStore interface {
	// CreateOrganization stores a new organization. KindConflict if the id or slug exists.
	CreateOrganization(ctx context.Context, o identity.Organization) error
	// FindOrganizationByID returns an organization. KindNotFound if there is none.
	FindOrganizationByID(ctx context.Context, id kernel.ID) (identity.Organization, error)
	// FindOrganizationBySlug returns an organization. KindNotFound if there is none.
	FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error)
	// FindOrganizations returns every organization ordered by slug.
	FindOrganizations(ctx context.Context) ([]identity.Organization, error)

	// CreateUser stores a new user. KindConflict if the id or the email exists.
	CreateUser(ctx context.Context, u identity.User) error
	// FindUserByEmail returns a user by email, compared case-insensitively.
	// KindNotFound if there is none.
	FindUserByEmail(ctx context.Context, email string) (identity.User, error)
	// FindUserByID returns a user. KindNotFound if there is none.
	FindUserByID(ctx context.Context, id kernel.ID) (identity.User, error)

	// PutMembership creates or replaces the membership of m.UserID in m.OrgID.
	// KindNotFound if the organization or the user does not exist.
	PutMembership(ctx context.Context, m identity.Membership) error
	// FindMembership returns a user's membership in an organization. KindNotFound if
	// the user is not a member.
	FindMembership(ctx context.Context, org, user kernel.ID) (identity.Membership, error)

	// FindMembers returns every member of org with the user's email and name,
	// ordered by email. An organization without members, or one that does not
	// exist, has none.
	FindMembers(ctx context.Context, org kernel.ID) ([]identity.Member, error)
	// DeleteMembership removes user's membership in org. KindNotFound if the user is
	// not a member of org.
	DeleteMembership(ctx context.Context, org, user kernel.ID) error

	// CreateToken stores a minted token (its hash, never its secret). KindConflict if
	// the id or hash exists.
	CreateToken(ctx context.Context, t identity.Token) error
	// FindTokenByHash returns the token whose secret hashes to hash, whatever its
	// organization: authentication learns the organization from the token.
	// KindNotFound if there is none.
	FindTokenByHash(ctx context.Context, hash string) (identity.Token, error)
	// FindTokenHashes returns the hashes of every token created at or after
	// since, whatever its organization or state, in no particular order, so that
	// authentication can keep in memory which hashes were ever issued and refuse
	// any other without a lookup (see app.Service.MayBeIssued).
	FindTokenHashes(ctx context.Context, since time.Time) ([]string, error)
	// FindTokens returns a user's tokens in an organization, newest first, revoked
	// and expired ones included.
	FindTokens(ctx context.Context, org, user kernel.ID) ([]identity.Token, error)
	// RevokeToken marks a token of org revoked at the given time. KindNotFound if org
	// has no such token; revoking a revoked token keeps the first revocation time.
	RevokeToken(ctx context.Context, org, id kernel.ID, at time.Time) error
	// TouchToken records that a token was used at the given time.
	// KindNotFound if there is no such token.
	TouchToken(ctx context.Context, id kernel.ID, at time.Time) error
}

// Authenticator is the driving port the HTTP adapter uses to turn a bearer secret
// into the caller, and to check the caller's current role.
type Authenticator interface {
	// Authenticate resolves a token secret. KindUnauthenticated (code
	// "invalid_token") if it is malformed, unknown, expired or revoked.
	Authenticate(ctx context.Context, secret string) (identity.Principal, error)
	// CurrentRole returns the caller's role in its organization now, read from the
	// membership at call time so that a demoted user loses rights at once.
	// KindForbidden if the user is no longer a member.
	CurrentRole(ctx context.Context, p identity.Principal) (identity.Role, error)
}

// Pinger reports whether a backing service can be reached; /readyz uses it.
type Pinger interface {
	// Ping returns KindUnavailable when the service does not answer.
	Ping(ctx context.Context) error
}

// Tokens is the driving port of personal access tokens: the command line and the
// platform's API settings pages (/settings/tokens) both mint through it.
type Tokens interface {
	// MintToken mints a token and returns its secret, shown once and never stored.
	MintToken(ctx context.Context, in identity.MintInput) (string, identity.Token, error)
	// ReplaceToken mints a token and revokes the member's other live tokens of the
	// same name in the organization, in one transaction.
	ReplaceToken(ctx context.Context, in identity.MintInput) (string, identity.Token, error)
	// ListTokens returns a member's tokens, newest first, revoked and expired included.
	ListTokens(ctx context.Context, orgSlug, email string) ([]identity.Token, error)
	// RevokeToken revokes one of an organization's tokens.
	RevokeToken(ctx context.Context, orgSlug string, tokenID kernel.ID) error
}

// Members is the driving port of an organization's people and their roles.
type Members interface {
	// AddMember adds a person (created if missing) to an organization with a role.
	AddMember(ctx context.Context, in identity.NewMember) (identity.Member, error)
	// ListMembers returns an organization's members by email.
	ListMembers(ctx context.Context, orgSlug string) ([]identity.Member, error)
	// SetRole changes a member's role; the only owner cannot be demoted.
	SetRole(ctx context.Context, orgSlug, email string, role identity.Role) (identity.Member, error)
	// RemoveMember ends a membership and revokes the member's tokens there; the
	// only owner cannot be removed.
	RemoveMember(ctx context.Context, orgSlug, email string) error
}

// PasswordHasher hashes the passwords people sign in with, and checks them.
type PasswordHasher interface {
	// Hash returns a hash of password that records how it was made.
	Hash(password string) (string, error)
	// Matches reports, in constant time, whether password hashes to hash.
	Matches(password, hash string) bool
	// NeedsRehash reports whether hash was made with other costs than new hashes
	// are, so that it is replaced at the next successful sign-in.
	NeedsRehash(hash string) bool
}

// PasswordScreen refuses passwords that attackers guess first: those of breached
// and common-password lists, and those built from the person's own name, address
// or organization (NIST SP 800-63B §3.1.1.2). The length rule is the core's
// (identity.CheckPassword); this port adds what needs a dictionary.
type PasswordScreen interface {
	// Screen returns a sentence saying why password is refused, or "" when it is
	// acceptable. context holds words of the person's (name, e-mail, organization).
	Screen(password string, context []string) string
}

// MemberRoles tells a member's role, read at every call. The composition root
// adapts the identity store's FindMembership to it.
type MemberRoles interface {
	// RoleOf returns user's role in org. KindNotFound when the user is not a
	// member of the organization.
	RoleOf(ctx context.Context, org, user kernel.ID) (identity.Role, error)
}

// IdentityProvisioner makes organizations, users and memberships exist, created
// if missing, for the records use cases' import and demo seed. The identity use
// cases (core/identity/app.Service) implement it.
type IdentityProvisioner interface {
	// EnsureOrganization returns the stored organization with o's slug, creating
	// it from o if there is none. KindInvalid if o is not valid; KindConflict if
	// o's id belongs to an organization with another slug.
	EnsureOrganization(ctx context.Context, o identity.Organization) (identity.Organization, error)
	// EnsureUser returns the stored user with u's e-mail, creating it from u if
	// there is none. KindInvalid for a malformed e-mail or an empty name;
	// KindConflict if u's id belongs to a user with another e-mail.
	EnsureUser(ctx context.Context, u identity.User) (identity.User, error)
	// EnsureMembership returns user's membership in org, creating it with role
	// if there is none; an existing one keeps its role. KindInvalid for an
	// unknown role; KindNotFound if the organization or the user does not exist.
	EnsureMembership(ctx context.Context, org identity.Organization, user identity.User,
		role identity.Role) (identity.Membership, error)
}
