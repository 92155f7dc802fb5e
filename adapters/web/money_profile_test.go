package web

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
)

// profileStoreFake keeps one legal profile per organization with its version,
// as ports.LegalProfileStore says; the stores' own contract is in porttest.
type profileStoreFake struct {
	mu       sync.Mutex
	profiles map[kernel.ID]records.LegalProfile
	versions map[kernel.ID]int
}

func (f *profileStoreFake) LoadLegalProfile(_ context.Context, org kernel.ID) (records.LegalProfile, int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.profiles[org], f.versions[org], nil
}

func (f *profileStoreFake) WriteLegalProfile(_ context.Context, org kernel.ID, p records.LegalProfile, version int, _ records.Activity) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.versions[org] != version {
		return kernel.Conflict("stale").WithCode("stale_version")
	}
	f.profiles[org], f.versions[org] = p, version+1
	return nil
}

// newProfileFixture is the show fixture served with the legal profile's use
// cases over a fake store, and an admin, Al.
func newProfileFixture(t *testing.T) *showFixture {
	t.Helper()
	f := newShowFixture(t)
	f.platform.addUser("al@example.com", "Al Admin", password, f.org, identity.RoleAdmin)
	editor, err := recordsapp.NewEditor(recordsapp.EditorDeps{Records: f.rec, Roles: rolesFake{f.platform},
		Users: rolesFake{f.platform}, Tx: txFake{}, Clock: f.clock})
	if err != nil {
		t.Fatal(err)
	}
	profiles, err := recordsapp.NewProfileEditor(recordsapp.ProfileEditorDeps{Profiles: &profileStoreFake{profiles: map[kernel.ID]records.LegalProfile{}, versions: map[kernel.ID]int{}},
		Roles: rolesFake{f.platform}, Users: rolesFake{f.platform}, Clock: f.clock})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: f.clock}, Deps{Accounts: f.platform,
		Team: f.platform, Tokens: f.platform, Sessions: f.sessions,
		Records: editor, RecordList: f.rec, RecordData: f.rec, Profiles: profiles})
	if err != nil {
		t.Fatal(err)
	}
	f.server, f.handler = s, s.Handler()
	return f
}

// profilePost is a whole legal profile as its form posts it.
func profilePost(version string, changes ...string) map[string][]string {
	v := formOf("version", version, "legal_name", "Acme Touring B.V.", "address", "Keizersgracht 1\nAmsterdam",
		"country", "nl", "vat_id", "NL123456789B01", "iban", "nl91 abna 0417 1643 00", "bic", "ABNANL2A",
		"invoice_footer", "Payment within 14 days.")
	for i := 0; i+1 < len(changes); i += 2 {
		v.Set(changes[i], changes[i+1])
	}
	return v
}

// Admins change the legal profile; a wrong IBAN is refused beside its input;
// a manager gets no form and cannot post one; a stale save shows both.
func TestAdminsKeepTheLegalProfile(t *testing.T) {
	t.Parallel()
	f := newProfileFixture(t)
	mia := f.signedIn("mia@example.com")
	wantStatus(t, mia.get("/settings/legal-profile"), http.StatusForbidden)
	wantStatus(t, mia.post("/settings/legal-profile", profilePost("0")), http.StatusForbidden)
	al := f.signedIn("al@example.com")
	wantContains(t, al.get("/settings/legal-profile"), "Legal name", "IBAN", "Invoice footer")
	r := al.post("/settings/legal-profile", profilePost("0", "iban", "NL92 ABNA 0417 1643 00", "legal_name", ""))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if !strings.Contains(fieldError(r.body, "iban"), "check digits") || fieldError(r.body, "legal_name") == "" {
		t.Errorf("errors beside the IBAN and the legal name:\n%s", r.body)
	}
	wantStatus(t, al.post("/settings/legal-profile", profilePost("0")), http.StatusSeeOther)
	wantContains(t, al.get("/settings/legal-profile"), "NL91 ABNA 0417 1643 00", `name="version" value="1"`)
	r = f.signedIn("ada@example.com").post("/settings/legal-profile", profilePost("0", "invoice_footer", "Net 7."))
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "Someone changed the legal profile")
}
