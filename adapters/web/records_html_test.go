package web

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Every records page, in its plain, empty, error, stale and refused states,
// passes html-validate's recommended rules (skipped without html-validate).
func TestEveryRecordsPageIsValidHTML(t *testing.T) {
	validatePages(t, recordsPages(t))
}

// Every records page, as rendered for the HTML test, is audited by axe-core in
// Chromium under its CSP (skipped without Chromium unless
// ROADCASE_REQUIRE_BROWSER=1).
func TestEveryRecordsPageIsAccessible(t *testing.T) {
	auditPages(t, recordsPages(t), newRecordsFixture(t).handler)
}

// TestRecordsPagesScreenshots fills the directory ROADCASE_SHOTS names with
// PNGs of the records pages at 1280 and 375 px wide, for people to look at;
// unset, the test skips.
func TestRecordsPagesScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, recordsPages(t), newRecordsFixture(t).handler, shots{names: []string{
		"projects", "project", "project-errors", "venues", "project-stale", "venue-edit", "projects-empty"}})
}

// recordsPages renders every records template at least once, with errors
// where a form has them, the stale panel and the refusals.
func recordsPages(t *testing.T) map[string]string {
	return recordsPagesWith(t, func(*recordsFixture) {})
}

// recordsPagesWith is recordsPages after prepare has changed the fixture's
// records.
func recordsPagesWith(t *testing.T, prepare func(*recordsFixture)) map[string]string {
	f := newRecordsFixture(t)
	prepare(f)
	out, add := pageCollector(t)
	al, mia := f.signedIn("al@example.com"), f.signedIn("mia@example.com")
	f.recs.warnings = []records.Finding{{Pointer: "/status", Detail: "The project is confirmed but has no shows."}}
	al.post(f.projectPath()+"/edit", projectValues(f.recs.data.Projects[0], 1, "notes", "Changed"))
	add("project-saved-warnings", al.get(f.projectPath()), http.StatusOK)
	add("projects", al.get("/projects"), http.StatusOK)
	add("projects-none-match", al.get("/projects?q=zzz&status=cancelled"), http.StatusOK)
	add("project", mia.get(f.projectPath()), http.StatusOK)
	add("project-new", mia.get("/projects/new"), http.StatusOK)
	add("project-errors", mia.post("/projects/new", url.Values{"name": {""}, "starts_on": {"2026-05-10"},
		"ends_on": {"2026-05-01"}, "currency": {"EUR"}}), http.StatusUnprocessableEntity)
	add("project-stale", mia.post(f.projectPath()+"/edit", projectValues(f.recs.data.Projects[0], 1, "name", "Mia's tour")), http.StatusConflict)
	add("project-remove", al.get(f.projectPath()+"/remove"), http.StatusOK)
	f.recs.data.Expenses = []records.Expense{{ID: kernel.NewID(), OrgID: f.org.ID, ProjectID: f.project.ID,
		Description: "Van hire", Amount: 50000, Currency: "EUR", IncurredOn: "2026-04-02"}}
	add("project-remove-blocked", al.get(f.projectPath()+"/remove"), http.StatusOK)
	add("project-remove-refused", al.post(f.projectPath()+"/remove", url.Values{"version": {"2"}}), http.StatusConflict)
	add("venue-remove-blocked", al.get(f.venuePath()+"/remove"), http.StatusOK)
	add("venues", mia.get("/venues"), http.StatusOK)
	add("venue", mia.get(f.venuePath()), http.StatusOK)
	add("venue-edit", mia.get(f.venuePath()+"/edit"), http.StatusOK)
	add("venue-errors", mia.post("/venues/new", url.Values{"name": {""}, "capacity": {"lots"},
		"contacts/0/role": {"Runner"}}), http.StatusUnprocessableEntity)
	add("people", mia.get("/people"), http.StatusOK)
	add("person-edit", al.get(f.personPath()+"/edit"), http.StatusOK)
	add("person-errors", mia.post("/people/new", url.Values{}), http.StatusUnprocessableEntity)
	add("organization", mia.get("/settings/organization"), http.StatusOK)
	f.empty()
	add("projects-empty", mia.get("/projects"), http.StatusOK)
	add("projects-empty-viewer", f.signedIn("vi@example.com").get("/projects"), http.StatusOK)
	add("venues-empty", mia.get("/venues"), http.StatusOK)
	add("people-empty", mia.get("/people"), http.StatusOK)
	add("advancing-empty", mia.get("/advancing"), http.StatusOK)
	return out
}
