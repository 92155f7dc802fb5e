package app

import (
	"context"
	"errors"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// ProfileEditorDeps are the ports the legal profile's use cases need; NewID
// defaults to kernel.NewID.
type ProfileEditorDeps struct {
	Profiles ports.LegalProfileStore
	Roles    ports.MemberRoles
	Users    ports.UserFinder
	Clock    kernel.Clock
	NewID    func() kernel.ID
}

// ProfileEditor is the use cases of the organization's legal profile, how the
// invoices present it as the seller: any member reads it, admins and owners
// change it (ProfileRole, read at the call), each change checked by
// records.LegalProfile.Validate, made at the version the admin started from
// and entered in the activity log.
type ProfileEditor struct{ d ProfileEditorDeps }

var _ ports.LegalProfileEditor = (*ProfileEditor)(nil)

// ProfileRole is the lowest role that may change the legal profile.
const ProfileRole = identity.RoleAdmin

// NewProfileEditor returns the legal profile's use cases over d.
func NewProfileEditor(d ProfileEditorDeps) (*ProfileEditor, error) {
	if d.Profiles == nil || d.Roles == nil || d.Users == nil || d.Clock == nil {
		return nil, errors.New("profile editor: every dependency but NewID is required")
	}
	if d.NewID == nil {
		d.NewID = kernel.NewID
	}
	return &ProfileEditor{d: d}, nil
}

// OpenProfile returns the actor's organization's legal profile, its version (0
// when none is recorded) and whether the actor may change it.
func (e *ProfileEditor) OpenProfile(ctx context.Context, actor identity.Actor) (records.LegalProfile, int, bool, error) {
	role, err := e.role(ctx, actor)
	if err != nil {
		return records.LegalProfile{}, 0, false, err
	}
	p, version, err := e.d.Profiles.LoadLegalProfile(ctx, actor.OrgID)
	return p, version, role.AtLeast(ProfileRole), err
}

// SaveProfile replaces the legal profile with p for an admin who started from
// version, and returns the new version. KindForbidden below ProfileRole,
// KindInvalid with pointers ("/iban") for a profile that fails its rules,
// KindConflict "stale_version" when someone changed it meanwhile.
func (e *ProfileEditor) SaveProfile(ctx context.Context, actor identity.Actor, p records.LegalProfile, version int) (int, error) {
	role, err := e.role(ctx, actor)
	if err != nil {
		return 0, err
	}
	if !role.AtLeast(ProfileRole) {
		return 0, kernel.Forbidden("insufficient_role", "Changing the legal profile needs the "+string(ProfileRole)+" role or above; yours is "+string(role))
	}
	if err := p.Validate(); err != nil {
		return 0, err
	}
	before, _, err := e.d.Profiles.LoadLegalProfile(ctx, actor.OrgID)
	if err != nil {
		return 0, err
	}
	a := records.Activity{ID: e.d.NewID(), OrgID: actor.OrgID, Ref: records.Ref{Kind: records.KindLegalProfile, ID: actor.OrgID},
		Label: "Legal profile", Action: records.ActionChange, Version: version + 1, ActorID: actor.UserID,
		ActorName: e.actorName(ctx, actor), At: e.d.Clock.Now().UTC().Truncate(time.Microsecond), Fields: profileChanges(before, p)}
	if version == 0 {
		a.Action = records.ActionCreate
	}
	if err := e.d.Profiles.WriteLegalProfile(ctx, actor.OrgID, p, version, a); err != nil {
		return 0, err
	}
	return version + 1, nil
}

// profileChanges are the fields that differ between two profiles, by their
// names in the export form.
func profileChanges(before, after records.LegalProfile) []records.FieldChange {
	var out []records.FieldChange
	pairs := []struct{ field, from, to string }{
		{"/legal_name", before.LegalName, after.LegalName}, {"/address", before.Address, after.Address},
		{"/country", before.Country, after.Country}, {"/vat_id", before.VATID, after.VATID},
		{"/company_number", before.CompanyNumber, after.CompanyNumber}, {"/email", before.Email, after.Email},
		{"/phone", before.Phone, after.Phone}, {"/bank_name", before.BankName, after.BankName},
		{"/account_name", before.AccountName, after.AccountName}, {"/iban", before.IBAN, after.IBAN},
		{"/bic", before.BIC, after.BIC}, {"/invoice_footer", before.InvoiceFooter, after.InvoiceFooter},
	}
	for _, p := range pairs {
		if p.from != p.to {
			out = append(out, records.FieldChange{Field: p.field, From: p.from, To: p.to})
		}
	}
	return out
}

// role reads the actor's role now; KindForbidden for someone not a member.
func (e *ProfileEditor) role(ctx context.Context, actor identity.Actor) (identity.Role, error) {
	role, err := e.d.Roles.RoleOf(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return "", kernel.Forbidden("not_a_member", "You are not a member of this organization.")
	}
	return role, err
}

// actorName is the actor's name as the log keeps it: their name, else their
// email, else their id.
func (e *ProfileEditor) actorName(ctx context.Context, actor identity.Actor) string {
	u, err := e.d.Users.FindUserByID(ctx, actor.UserID)
	switch {
	case err != nil:
		return string(actor.UserID)
	case u.Name != "":
		return u.Name
	}
	return u.Email
}
