package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// Import loads an export document into an organization, creating the organization
// and its owner when it does not exist. Everything is decoded and validated before
// anything is written, and the writes run in one transaction: on any error nothing
// changes. KindInvalid (pointer /owner_email, code "owner_required") for a new
// organization without an owner, and (code "owner_of_existing") for an owner named
// for an organization that exists; KindInvalid for records that are not valid;
// KindConflict for records whose ids the organization already has.
func (s *Service) Import(ctx context.Context, req exchange.ImportRequest) (exchange.ImportReport, error) {
	var rep exchange.ImportReport
	org, err := s.d.Orgs.FindOrganizationBySlug(ctx, req.OrgSlug)
	rep.Created = kernel.IsKind(err, kernel.KindNotFound)
	if err != nil && !rep.Created {
		return rep, err
	}
	owner := strings.TrimSpace(req.OwnerEmail)
	switch {
	case rep.Created && owner == "":
		return rep, kernel.InvalidField("/owner_email", "owner_required", fmt.Sprintf(
			"organization %q does not exist yet: name its owner, who will be able to mint tokens", req.OrgSlug)).
			WithCode("owner_required")
	case !rep.Created && owner != "":
		return rep, kernel.InvalidField("/owner_email", "owner_of_existing", fmt.Sprintf(
			"organization %q exists: add or change its people as members instead", req.OrgSlug)).
			WithCode("owner_of_existing")
	}
	if rep.Created {
		block := req.Document.Organization
		block.Slug = req.OrgSlug
		org = block.Identity(kernel.NewID(), s.d.Clock.Now().UTC())
		if err := org.Validate(); err != nil {
			return rep, err
		}
	}
	data, err := req.Document.ToDataset(org.ID)
	if err != nil {
		return rep, err
	}
	err = s.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if rep.Created {
			stored, err := s.d.People.EnsureOrganization(ctx, org)
			if err != nil {
				return err
			}
			if stored.ID != org.ID {
				return kernel.Conflict(fmt.Sprintf("organization %q was created by someone else meanwhile", org.Slug))
			}
			if rep.Owner, err = s.ensureOwner(ctx, org, owner); err != nil {
				return err
			}
		}
		if err := s.d.Records.InsertDataset(ctx, org.ID, data, false); err != nil {
			return err
		}
		return s.d.Log.AppendActivity(ctx, org.ID, importActivity(org.ID, req, data, s.d.Clock.Now()))
	})
	if err != nil {
		return rep, err
	}
	rep.Organization, rep.Counts = org, data.Count()
	rep.Warnings = data.Warnings(kernel.DateOf(s.d.Clock.Now(), time.UTC))
	return rep, nil
}

// ensureOwner makes the user with email (created if missing, named after the email)
// an owner of org.
func (s *Service) ensureOwner(ctx context.Context, org identity.Organization, email string) (identity.User, error) {
	u, err := s.d.People.EnsureUser(ctx, identity.User{Email: email, Name: email})
	if err != nil {
		return u, err
	}
	_, err = s.d.People.EnsureMembership(ctx, org, u, identity.RoleOwner)
	return u, err
}

// commandLine is the activity log's name for an operator's `roadcase import`.
const commandLine = "roadcase import (command line)"

// importActivity is the activity log's entry of a whole export document
// imported into org: who imported it and how many records of each kind, the
// records themselves being written in bulk, without entries of their own.
func importActivity(org kernel.ID, req exchange.ImportRequest, data records.Dataset, at time.Time) records.Activity {
	counts := data.Count()
	parts := make([]string, 0, len(counts))
	for _, k := range records.Kinds {
		if n := counts[k]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, strings.ReplaceAll(string(k), "_", " ")))
		}
	}
	label := "An export document"
	if len(parts) > 0 {
		label += ": " + strings.Join(parts, ", ")
	}
	name := req.ActorName
	if name == "" {
		name = commandLine
	}
	return records.Activity{ID: kernel.NewID(), OrgID: org, Ref: records.Ref{Kind: records.KindImport, ID: kernel.NewID()},
		Label: label, Action: records.ActionImported, Version: 1, ActorID: req.ActorID, ActorName: name, At: at.UTC()}
}
