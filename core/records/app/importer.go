package app

import (
	"context"
	"errors"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// ImporterDeps are the ports the spreadsheet import needs. NewID defaults to
// kernel.NewID, MaxRows to DefaultImportRows and MaxFileSize to
// DefaultImportFileSize; every other field is required.
type ImporterDeps struct {
	Imports     ports.ImportStore
	Tables      ports.TableReader
	Queue       ports.ImportQueue
	Records     ports.ImportRecordStore
	Roles       ports.MemberRoles
	Users       ports.UserFinder
	Orgs        ports.OrganizationFinder
	Tx          ports.TxRunner
	Clock       kernel.Clock
	NewID       func() kernel.ID
	MaxRows     int
	MaxFileSize int64
}

// The import's default limits.
const (
	DefaultImportRows     = 100_000
	DefaultImportFileSize = 32 << 20
)

// Importer is the spreadsheet import's use cases (ports.Importer): a file
// uploaded, its columns mapped, its rows checked by a job, the check's preview
// confirmed, the rows written by a job in one transaction, and the import
// undone. Managers and above import, confirm, cancel and undo; any member
// reads. The write and the undo are logged as the person who uploaded the file
// (the job has no actor of its own) and in the import's own activity entry.
type Importer struct{ d ImporterDeps }

var _ ports.Importer = (*Importer)(nil)

// NewImporter returns the import's use cases over d.
func NewImporter(d ImporterDeps) (*Importer, error) {
	if d.Imports == nil || d.Tables == nil || d.Queue == nil || d.Records == nil || d.Roles == nil ||
		d.Users == nil || d.Orgs == nil || d.Tx == nil || d.Clock == nil {
		return nil, errors.New("records importer: every dependency but NewID, MaxRows and MaxFileSize is required")
	}
	if d.NewID == nil {
		d.NewID = kernel.NewID
	}
	if d.MaxRows <= 0 {
		d.MaxRows = DefaultImportRows
	}
	if d.MaxFileSize <= 0 {
		d.MaxFileSize = DefaultImportFileSize
	}
	return &Importer{d: d}, nil
}

// Specs returns the importable kinds.
func (im *Importer) Specs() []tabular.Spec { return specs() }

// Open returns one of the actor's organization's imports with its progress.
func (im *Importer) Open(ctx context.Context, actor identity.Actor, id kernel.ID) (tabular.Import, error) {
	if _, err := im.role(ctx, actor, identity.RoleViewer); err != nil {
		return tabular.Import{}, err
	}
	return im.d.Imports.FindImport(ctx, actor.OrgID, id)
}

// List returns the organization's imports, newest first, at most limit
// (1–100; anything else is 100).
func (im *Importer) List(ctx context.Context, actor identity.Actor, limit int) ([]tabular.Import, error) {
	if _, err := im.role(ctx, actor, identity.RoleViewer); err != nil {
		return nil, err
	}
	if limit <= 0 || limit > 100 {
		limit = 100
	}
	return im.d.Imports.ListImports(ctx, actor.OrgID, limit)
}

// role reads the actor's role now and checks that it is at least need.
// KindForbidden for someone who is not a member or whose role is below need.
func (im *Importer) role(ctx context.Context, actor identity.Actor, need identity.Role) (identity.Role, error) {
	role, err := im.d.Roles.RoleOf(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return "", kernel.Forbidden("not_a_member", "You are not a member of this organization.")
	}
	if err != nil {
		return "", err
	}
	if !role.AtLeast(need) {
		return "", kernel.Forbidden("insufficient_role",
			"Importing needs the "+string(need)+" role or above; yours is "+string(role)+".")
	}
	return role, nil
}

// actorName is how the activity log names user: their name, else their
// e-mail, else their id.
func (im *Importer) actorName(ctx context.Context, user kernel.ID) string {
	u, err := im.d.Users.FindUserByID(ctx, user)
	switch {
	case err != nil:
		return string(user)
	case u.Name != "":
		return u.Name
	}
	return u.Email
}
