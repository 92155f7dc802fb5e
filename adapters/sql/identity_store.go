package sql

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// IdentityStore keeps organizations, users, memberships and tokens in the identity
// tables. Every method runs on the transaction its context carries, if any.
type IdentityStore struct {
	db *DB
}

var _ ports.IdentityStore = (*IdentityStore)(nil)

// NewIdentityStore returns the identity store of db. db must be migrated.
func NewIdentityStore(db *DB) *IdentityStore { return &IdentityStore{db: db} }

// CreateOrganization stores o. KindConflict if the id or slug exists.
func (s *IdentityStore) CreateOrganization(ctx context.Context, o identity.Organization) error {
	row := toOrganizationRow(o)
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return identityErr(err, "an organization with this id or slug already exists", "organization")
}

// FindOrganizationByID returns an organization. KindNotFound if there is none.
func (s *IdentityStore) FindOrganizationByID(ctx context.Context, id kernel.ID) (identity.Organization, error) {
	if !CanonicalID(id) {
		return identity.Organization{}, kernel.NotFound("organization")
	}
	// Every render from a record looks its organization up: a prepared
	// statement (statements.go) spares Bun's building and the database's parsing.
	rows, err := s.db.queryRows(ctx, `SELECT id, slug, name, currency, time_zone, created_at
		FROM organizations WHERE id = $1`, id)
	if err != nil {
		return identity.Organization{}, err
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return identity.Organization{}, TranslateError(err)
		}
		return identity.Organization{}, kernel.NotFound("organization")
	}
	var row organizationRow
	if err := s.db.bun.ScanRow(ctx, rows, &row); err != nil {
		return identity.Organization{}, TranslateError(err)
	}
	return row.organization(), TranslateError(rows.Close())
}

// FindOrganizationBySlug returns an organization. KindNotFound if there is none.
func (s *IdentityStore) FindOrganizationBySlug(ctx context.Context, slug string) (identity.Organization, error) {
	var row organizationRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("slug = ?", slug).Scan(ctx)
	return row.organization(), identityErr(err, "", "organization")
}

// FindOrganizations returns every organization ordered by slug.
func (s *IdentityStore) FindOrganizations(ctx context.Context) ([]identity.Organization, error) {
	var rows []organizationRow
	if err := s.db.IDB(ctx).NewSelect().Model(&rows).Order("slug").Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]identity.Organization, len(rows))
	for i, r := range rows {
		out[i] = r.organization()
	}
	return out, nil
}

// CreateUser stores u with its email lower-cased and trimmed. KindConflict if the
// id or the email exists.
func (s *IdentityStore) CreateUser(ctx context.Context, u identity.User) error {
	row := toUserRow(u)
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return identityErr(err, "a user with this id or email already exists", "user")
}

// FindUserByEmail returns a user by email, compared case-insensitively (emails are
// stored lower-cased). KindNotFound if there is none.
func (s *IdentityStore) FindUserByEmail(ctx context.Context, email string) (identity.User, error) {
	var row userRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("email = ?", identityEmail(email)).Scan(ctx)
	return row.user(), identityErr(err, "", "user")
}

// FindUserByID returns a user. KindNotFound if there is none.
func (s *IdentityStore) FindUserByID(ctx context.Context, id kernel.ID) (identity.User, error) {
	if !CanonicalID(id) {
		return identity.User{}, kernel.NotFound("user")
	}
	var row userRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx)
	return row.user(), identityErr(err, "", "user")
}

// identityErr translates err and gives conflicts and missing rows the store's own
// caller-safe messages.
func identityErr(err error, conflict, what string) error {
	err = TranslateError(err)
	e, ok := kernel.AsError(err)
	if !ok {
		return err
	}
	switch {
	case e.Kind == kernel.KindConflict && conflict != "":
		return &kernel.Error{Kind: e.Kind, Code: e.Code, Message: conflict, Err: e.Err}
	case e.Kind == kernel.KindNotFound:
		nf := kernel.NotFound(what)
		nf.Err = e.Err
		return nf
	}
	return err
}
