package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

func TestANewOrganizationNeedsAnOwnerAndNothingIsWrittenWithout(t *testing.T) {
	f := newFixture(t)
	_, err := f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument()})
	wantError(t, err, kernel.KindInvalid, "owner_required")
	if _, err := f.identity.ListMembers(ctx, "harbour"); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Fatalf("the organization exists after a refused import: %v", err)
	}
}

func TestImportingIntoANewOrganizationMakesItsOwnerAbleToMint(t *testing.T) {
	f := newFixture(t)
	doc := harbourDocument()
	rep, err := f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: doc, OwnerEmail: "Ops@Harbour.example"})
	must(t, err)
	if !rep.Created || rep.Organization.Slug != "harbour" || rep.Owner.Email != "ops@harbour.example" {
		t.Fatalf("report = %+v, want harbour created with its owner", rep)
	}
	if rep.Counts[records.KindShow] != len(doc.Shows) || len(doc.Shows) == 0 {
		t.Errorf("%d shows imported, want %d", rep.Counts[records.KindShow], len(doc.Shows))
	}
	members, err := f.identity.ListMembers(ctx, "harbour")
	must(t, err)
	if len(members) != 1 || members[0].Role != identity.RoleOwner {
		t.Fatalf("members = %+v, want the owner alone", members)
	}
	_, _, err = f.identity.MintToken(ctx, identity.MintInput{OrgSlug: "harbour", Email: "ops@harbour.example",
		Scopes: []string{"documents:read"}})
	must(t, err)
}

func TestAnOwnerIsNotNamedForAnExistingOrganization(t *testing.T) {
	f := newFixture(t)
	_, err := f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument(), OwnerEmail: "a@example.com"})
	must(t, err)
	_, err = f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument(), OwnerEmail: "b@example.com"})
	wantError(t, err, kernel.KindInvalid, "owner_of_existing")
}

func TestReimportingTheSameRecordsConflictsAndChangesNothing(t *testing.T) {
	f := newFixture(t)
	rep, err := f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument(), OwnerEmail: "a@example.com"})
	must(t, err)
	before, err := f.svc.Export(ctx, "harbour")
	must(t, err)
	// One document imported twice into one organization gets the same ids twice.
	_, err = f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument()})
	wantError(t, err, kernel.KindConflict, "")
	after, err := f.svc.Export(ctx, "harbour")
	must(t, err)
	if string(before.MarshalIndent()) != string(after.MarshalIndent()) {
		t.Error("a refused import changed the organization's records")
	}
	if rep.Counts[records.KindProject] == 0 {
		t.Error("nothing was imported the first time")
	}
}

func TestAnExportImportsIntoAnotherOrganizationUnchanged(t *testing.T) {
	f := newFixture(t)
	_, err := f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument(), OwnerEmail: "a@example.com"})
	must(t, err)
	out, err := f.svc.Export(ctx, "harbour")
	must(t, err)
	_, err = f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "copy", Document: out, OwnerEmail: "b@example.com"})
	must(t, err)
	again, err := f.svc.Export(ctx, "copy")
	must(t, err)
	out.Organization.Slug = "copy"
	if string(out.MarshalIndent()) != string(again.MarshalIndent()) {
		t.Error("the copy's export differs from the original's")
	}
	_, err = f.svc.Export(ctx, "nowhere")
	wantError(t, err, kernel.KindNotFound, "")
}

func TestAnImportThatFailsHalfwayLeavesNoOrganizationBehind(t *testing.T) {
	f := newFixture(t)
	// The organization is created inside the transaction before the owner's
	// malformed email is refused; the rollback must take it away again.
	_, err := f.svc.Import(ctx, exchange.ImportRequest{OrgSlug: "harbour", Document: harbourDocument(), OwnerEmail: "not an email"})
	wantError(t, err, kernel.KindInvalid, "invalid_email")
	if _, err := f.identity.ListMembers(ctx, "harbour"); !kernel.IsKind(err, kernel.KindNotFound) {
		t.Fatalf("the organization outlived the failed import: %v", err)
	}
}
