package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// AccountStore keeps credentials, tickets and sign-in failures in the accounts
// tables. Every method runs on the transaction its context carries, if any.
type AccountStore struct {
	db *DB
}

var _ ports.AccountStore = (*AccountStore)(nil)

// NewAccountStore returns the account store of db. db must be migrated.
func NewAccountStore(db *DB) *AccountStore { return &AccountStore{db: db} }

type credentialsRow struct {
	bun.BaseModel `bun:"table:credentials"`

	UserID            kernel.ID  `bun:"user_id,pk"`
	PasswordHash      string     `bun:"password_hash"`
	PasswordChangedAt time.Time  `bun:"password_changed_at"`
	EmailVerifiedAt   *time.Time `bun:"email_verified_at"`
}

// affiliationRow is an organization joined to one user's membership in it, as
// FindAffiliations reads it.
type affiliationRow struct {
	organizationRow `bun:",extend"`

	Role string `bun:"role"`
}

// PutCredentials creates or replaces a user's credentials. KindNotFound if the
// user does not exist.
func (s *AccountStore) PutCredentials(ctx context.Context, c identity.Credentials) error {
	// The user is checked first so that a missing one does not abort the caller's
	// PostgreSQL transaction with a foreign key violation.
	if _, err := NewIdentityStore(s.db).FindUserByID(ctx, c.UserID); err != nil {
		return err
	}
	row := credentialsRow{UserID: c.UserID, PasswordHash: c.PasswordHash,
		PasswordChangedAt: StorageTime(c.PasswordChangedAt), EmailVerifiedAt: identityTimePtr(c.EmailVerifiedAt)}
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).
		On("CONFLICT (user_id) DO UPDATE").
		Set("password_hash = EXCLUDED.password_hash").
		Set("password_changed_at = EXCLUDED.password_changed_at").
		Set("email_verified_at = EXCLUDED.email_verified_at").Exec(ctx)
	if kernel.IsKind(TranslateError(err), kernel.KindInvalid) {
		// The user was deleted between the check and the insert.
		return kernel.NotFound("user")
	}
	return identityErr(err, "", "credentials")
}

// FindCredentials returns a user's credentials. KindNotFound if they have none.
func (s *AccountStore) FindCredentials(ctx context.Context, user kernel.ID) (identity.Credentials, error) {
	if !CanonicalID(user) {
		return identity.Credentials{}, kernel.NotFound("credentials")
	}
	var row credentialsRow
	if err := s.db.IDB(ctx).NewSelect().Model(&row).Where("user_id = ?", user).Scan(ctx); err != nil {
		return identity.Credentials{}, identityErr(err, "", "credentials")
	}
	return identity.Credentials{UserID: row.UserID, PasswordHash: row.PasswordHash,
		PasswordChangedAt: row.PasswordChangedAt.UTC(), EmailVerifiedAt: identityTimePtr(row.EmailVerifiedAt)}, nil
}

// FindAffiliations returns the organizations a user belongs to with their role
// in each, ordered by organization name then slug, byte by byte (COLLATE "C" on
// PostgreSQL, SQLite's default) as the memory store orders them.
func (s *AccountStore) FindAffiliations(ctx context.Context, user kernel.ID) ([]identity.Affiliation, error) {
	out := []identity.Affiliation{}
	if !CanonicalID(user) {
		return out, nil
	}
	db := s.db.IDB(ctx)
	var rows []affiliationRow
	err := db.NewSelect().Model(&rows).
		ColumnExpr("organization_row.*, m.role").
		Join("JOIN memberships AS m ON m.org_id = organization_row.id").
		Where("m.user_id = ?", user).
		OrderExpr(ForDialect(db, `organization_row.name COLLATE "C", organization_row.slug COLLATE "C"`,
			"organization_row.name, organization_row.slug")).Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	for _, r := range rows {
		out = append(out, identity.Affiliation{Organization: r.organization(), Role: identity.Role(r.Role)})
	}
	return out, nil
}
