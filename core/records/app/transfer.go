package app

import (
	"cmp"
	"context"
	"errors"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
	"github.com/roadcase/roadcase/ports"
)

// The lowest roles that export and import an organization's records.
const (
	ExportRole = identity.RoleManager
	ImportRole = identity.RoleAdmin
)

// TransferDeps are the ports the pages' export and import need; all are
// required. Exchange is the records use cases (Service), whose Import the
// pages' import runs.
type TransferDeps struct {
	Exchange ports.RecordsExchange
	Records  ports.DatasetLoader
	Orgs     ports.OrganizationFinder
	Roles    ports.MemberRoles
	// Users names the member who imports, in the activity log.
	Users ports.UserFinder
}

// Transfer is the pages' export and import of Roadcase's own document: it
// implements ports.RecordsTransfer over the command line's use cases, with
// the actor's role read at each call.
type Transfer struct{ d TransferDeps }

var _ ports.RecordsTransfer = (*Transfer)(nil)

// NewTransfer returns the pages' export and import over d.
func NewTransfer(d TransferDeps) (*Transfer, error) {
	if d.Exchange == nil || d.Records == nil || d.Orgs == nil || d.Roles == nil || d.Users == nil {
		return nil, errors.New("records transfer: every dependency is required")
	}
	return &Transfer{d: d}, nil
}

// ExportRecords returns the organization's records, or one project's, as an
// export document, to managers and above.
func (t *Transfer) ExportRecords(ctx context.Context, actor identity.Actor, project kernel.ID) (exchange.Document, error) {
	org, err := t.organization(ctx, actor, ExportRole, "Exporting records needs the manager role or above.")
	if err != nil {
		return exchange.Document{}, err
	}
	d, err := t.d.Records.LoadDataset(ctx, org.ID, records.DatasetFilter{ProjectID: project})
	if err != nil {
		return exchange.Document{}, err
	}
	return exchange.Export(exchange.OrganizationOf(org), d), nil
}

// ImportRecords loads doc into the actor's organization, for admins and
// owners, through the command line's import (all or nothing).
func (t *Transfer) ImportRecords(ctx context.Context, actor identity.Actor, doc exchange.Document) (exchange.ImportReport, error) {
	org, err := t.organization(ctx, actor, ImportRole, "Importing an export document needs the admin role or above.")
	if err != nil {
		return exchange.ImportReport{}, err
	}
	name := actor.UserID.String()
	if u, err := t.d.Users.FindUserByID(ctx, actor.UserID); err == nil {
		name = cmp.Or(u.Name, u.Email)
	}
	return t.d.Exchange.Import(ctx, exchange.ImportRequest{OrgSlug: org.Slug, Document: doc,
		ActorID: actor.UserID, ActorName: name})
}

// organization returns the actor's organization once their role, read now,
// is at least least; KindForbidden with refusal otherwise.
func (t *Transfer) organization(ctx context.Context, actor identity.Actor, least identity.Role, refusal string) (identity.Organization, error) {
	role, err := t.d.Roles.RoleOf(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return identity.Organization{}, kernel.NotFound("organization")
	}
	if err != nil {
		return identity.Organization{}, err
	}
	if !role.AtLeast(least) {
		return identity.Organization{}, kernel.Forbidden("insufficient_role", refusal)
	}
	return t.d.Orgs.FindOrganizationByID(ctx, actor.OrgID)
}
