package app_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// A project exported by a manager imports into another organization by its
// admin, and exports from there as the same records; a member may not export
// and a manager may not import; importing it twice is refused.
func TestAProjectMovesBetweenOrganizationsThroughTheTransfer(t *testing.T) {
	clock := &kernel.FixedClock{T: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
	b := memory.New()
	ids, recs, tx := b.Identity(), b.Records(), b.Tx()
	people := identityapp.NewService(ids, tx, clock)
	svc, err := app.New(app.Deps{Records: recs, Log: recs, Orgs: ids, People: people, Tx: tx, Clock: clock})
	must(t, err)
	rep, err := svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument(), OwnerEmail: "ops@harbour.example"})
	must(t, err)
	harbour := member(t, people, rep.Organization, map[identity.Role]string{identity.RoleMember: "mo@harbour.example",
		identity.RoleManager: "mia@harbour.example"})
	other, err := people.EnsureOrganization(ctx, identity.Organization{ID: kernel.NewID(), Slug: "other-co",
		Name: "Other Co", Currency: "EUR", TimeZone: "Europe/Amsterdam", CreatedAt: clock.Now()})
	must(t, err)
	them := member(t, people, other, map[identity.Role]string{identity.RoleManager: "mia@other.example",
		identity.RoleAdmin: "al@other.example"})
	tr, err := app.NewTransfer(app.TransferDeps{Exchange: svc, Records: recs, Orgs: ids, Roles: storeRoles{ids}, Users: ids})
	must(t, err)
	projects, err := recs.FindProjects(ctx, rep.Organization.ID)
	must(t, err)

	_, err = tr.ExportRecords(ctx, harbour[identity.RoleMember], projects[0].ID)
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	_, err = tr.ExportRecords(ctx, harbour[identity.RoleManager], kernel.NewID())
	wantError(t, err, kernel.KindNotFound, "")
	doc, err := tr.ExportRecords(ctx, harbour[identity.RoleManager], projects[0].ID)
	must(t, err)
	if len(doc.Projects) != 1 || len(doc.Shows) == 0 || len(doc.Venues) == 0 {
		t.Fatalf("project export = %d projects, %d shows, %d venues; want one project with its shows and venues",
			len(doc.Projects), len(doc.Shows), len(doc.Venues))
	}

	_, err = tr.ImportRecords(ctx, them[identity.RoleManager], doc)
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	got, err := tr.ImportRecords(ctx, them[identity.RoleAdmin], doc)
	must(t, err)
	if got.Counts[records.KindShow] != len(doc.Shows) || got.Organization.ID != other.ID {
		t.Fatalf("report = %+v, want %d shows into %s", got, len(doc.Shows), other.Slug)
	}
	log, err := recs.FindActivity(ctx, other.ID, records.ActivityFilter{})
	must(t, err)
	if len(log) != 1 || log[0].Action != records.ActionImported || log[0].Ref.Kind != records.KindImport ||
		log[0].ActorID != them[identity.RoleAdmin].UserID || log[0].ActorName != "al@other.example" ||
		!strings.Contains(log[0].Label, fmt.Sprintf("%d show", len(doc.Shows))) {
		t.Fatalf("activity after the import = %+v; want one entry: the admin imported the document, its shows counted", log)
	}
	if _, err := tr.ImportRecords(ctx, them[identity.RoleAdmin], doc); !kernel.IsKind(err, kernel.KindConflict) {
		t.Fatalf("a second import: %v, want a conflict", err)
	}
	again, err := tr.ExportRecords(ctx, them[identity.RoleAdmin], "")
	must(t, err)
	doc.Organization, again.Organization = exchange.Organization{}, exchange.Organization{}
	if string(doc.MarshalIndent()) != string(again.MarshalIndent()) {
		t.Errorf("exported again:\n%s\nwant:\n%s", again.MarshalIndent(), doc.MarshalIndent())
	}
}

// member adds a user of each role to org and returns them as actors.
func member(t *testing.T, people *identityapp.Service, org identity.Organization, emails map[identity.Role]string) map[identity.Role]identity.Actor {
	t.Helper()
	out := map[identity.Role]identity.Actor{}
	for role, email := range emails {
		u, err := people.EnsureUser(ctx, identity.User{Email: email, Name: email})
		must(t, err)
		_, err = people.EnsureMembership(ctx, org, u, role)
		must(t, err)
		out[role] = identity.Actor{OrgID: org.ID, UserID: u.ID}
	}
	return out
}
