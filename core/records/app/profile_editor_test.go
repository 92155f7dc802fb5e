package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/ports"
)

// Admins change the legal profile at the version they read, checked by its
// rules and logged; a manager may read it but not change it; a stale save is
// refused and leaves the profile as the first admin saved it.
func TestOnlyAdminsChangeTheLegalProfile(t *testing.T) {
	f := newEditFixture(t)
	pe, err := app.NewProfileEditor(app.ProfileEditorDeps{Profiles: f.store.(ports.LegalProfileStore),
		Roles: storeRoles{f.ids}, Users: f.ids, Clock: f.clock})
	must(t, err)
	profile := records.LegalProfile{LegalName: "Crew Co B.V.", Address: "Keizersgracht 1\nAmsterdam", Country: "NL",
		VATID: "NL123456789B01", IBAN: "NL91 ABNA 0417 1643 00", BIC: "ABNANL2A", InvoiceFooter: "Payment within 14 days."}
	_, _, may, err := pe.OpenProfile(ctx, f.actors[identity.RoleManager])
	must(t, err)
	if may {
		t.Error("a manager is offered the legal profile's form")
	}
	_, err = pe.SaveProfile(ctx, f.actors[identity.RoleManager], profile, 0)
	wantError(t, err, kernel.KindForbidden, "insufficient_role")
	bad := profile
	bad.IBAN = "NL92 ABNA 0417 1643 00"
	_, err = pe.SaveProfile(ctx, f.actors[identity.RoleAdmin], bad, 0)
	wantError(t, err, kernel.KindInvalid, "invalid")
	if ke, _ := kernel.AsError(err); ke == nil || len(ke.Fields) != 1 || ke.Fields[0].Pointer != "/iban" {
		t.Errorf("a wrong IBAN's error: %v", err)
	}
	version, err := pe.SaveProfile(ctx, f.actors[identity.RoleAdmin], profile, 0)
	must(t, err)
	later := profile
	later.InvoiceFooter = "Payment within 7 days."
	_, err = pe.SaveProfile(ctx, f.actors[identity.RoleOwner], later, 0)
	wantError(t, err, kernel.KindConflict, "stale_version")
	got, v, may, err := pe.OpenProfile(ctx, f.actors[identity.RoleAdmin])
	must(t, err)
	if got != profile || v != version || version != 1 || !may {
		t.Errorf("profile %+v at %d (may %v), want the admin's at 1", got, v, may)
	}
	_, err = pe.SaveProfile(ctx, f.actors[identity.RoleOwner], later, 1)
	must(t, err)
	log, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{RecordID: f.org.ID})
	must(t, err)
	if len(log) != 2 || log[0].ActorName != "The owner" || log[0].Fields[0].Field != "/invoice_footer" || log[1].Action != records.ActionCreate {
		t.Errorf("the profile's activity: %+v", log)
	}
}
