package sql

import (
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// The identity tables' row models. They are private to the adapter: the core's
// types carry no tags, and these never leave this package.

type organizationRow struct {
	bun.BaseModel `bun:"table:organizations"`

	ID        kernel.ID `bun:"id,pk"`
	Slug      string    `bun:"slug"`
	Name      string    `bun:"name"`
	Currency  string    `bun:"currency"`
	TimeZone  string    `bun:"time_zone"`
	CreatedAt time.Time `bun:"created_at"`
}

type userRow struct {
	bun.BaseModel `bun:"table:users"`

	ID        kernel.ID `bun:"id,pk"`
	Email     string    `bun:"email"`
	Name      string    `bun:"name"`
	CreatedAt time.Time `bun:"created_at"`
}

type membershipRow struct {
	bun.BaseModel `bun:"table:memberships"`

	OrgID     kernel.ID `bun:"org_id,pk"`
	UserID    kernel.ID `bun:"user_id,pk"`
	Role      string    `bun:"role"`
	CreatedAt time.Time `bun:"created_at"`
}

type tokenRow struct {
	bun.BaseModel `bun:"table:tokens"`

	ID         kernel.ID  `bun:"id,pk"`
	OrgID      kernel.ID  `bun:"org_id"`
	UserID     kernel.ID  `bun:"user_id"`
	Name       string     `bun:"name"`
	Scopes     string     `bun:"scopes"` // comma-separated scope names
	Hash       string     `bun:"hash"`
	Hint       string     `bun:"hint"`
	CreatedAt  time.Time  `bun:"created_at"`
	ExpiresAt  time.Time  `bun:"expires_at"`
	RevokedAt  *time.Time `bun:"revoked_at"`
	LastUsedAt *time.Time `bun:"last_used_at"`
}

func toOrganizationRow(o identity.Organization) organizationRow {
	return organizationRow{ID: o.ID, Slug: o.Slug, Name: o.Name, Currency: o.Currency,
		TimeZone: o.TimeZone, CreatedAt: StorageTime(o.CreatedAt)}
}

func (r organizationRow) organization() identity.Organization {
	return identity.Organization{ID: r.ID, Slug: r.Slug, Name: r.Name, Currency: r.Currency,
		TimeZone: r.TimeZone, CreatedAt: r.CreatedAt.UTC()}
}

func toUserRow(u identity.User) userRow {
	return userRow{ID: u.ID, Email: identityEmail(u.Email), Name: u.Name, CreatedAt: StorageTime(u.CreatedAt)}
}

func (r userRow) user() identity.User {
	return identity.User{ID: r.ID, Email: r.Email, Name: r.Name, CreatedAt: r.CreatedAt.UTC()}
}

func toMembershipRow(m identity.Membership) membershipRow {
	return membershipRow{OrgID: m.OrgID, UserID: m.UserID, Role: string(m.Role), CreatedAt: StorageTime(m.CreatedAt)}
}

func (r membershipRow) membership() identity.Membership {
	return identity.Membership{OrgID: r.OrgID, UserID: r.UserID, Role: identity.Role(r.Role),
		CreatedAt: r.CreatedAt.UTC()}
}

func toTokenRow(t identity.Token) tokenRow {
	names := make([]string, len(t.Scopes))
	for i, s := range t.Scopes {
		names[i] = string(s)
	}
	return tokenRow{ID: t.ID, OrgID: t.OrgID, UserID: t.UserID, Name: t.Name,
		Scopes: strings.Join(names, ","), Hash: t.Hash, Hint: t.Hint,
		CreatedAt: StorageTime(t.CreatedAt), ExpiresAt: StorageTime(t.ExpiresAt),
		RevokedAt: identityTimePtr(t.RevokedAt), LastUsedAt: identityTimePtr(t.LastUsedAt)}
}

func (r tokenRow) token() identity.Token {
	var scopes []identity.Scope
	for n := range strings.SplitSeq(r.Scopes, ",") {
		if n != "" {
			scopes = append(scopes, identity.Scope(n))
		}
	}
	return identity.Token{ID: r.ID, OrgID: r.OrgID, UserID: r.UserID, Name: r.Name,
		Scopes: scopes, Hash: r.Hash, Hint: r.Hint,
		CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(),
		RevokedAt: identityTimePtr(r.RevokedAt), LastUsedAt: identityTimePtr(r.LastUsedAt)}
}

func identityEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

func identityTimePtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := StorageTime(*t)
	return &u
}
