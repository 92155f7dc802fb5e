package web

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// Every import and export page, in each of its states, passes html-validate's
// recommended rules (skipped without html-validate).
func TestEveryImportPageIsValidHTML(t *testing.T) {
	validatePages(t, importPages(t))
}

// Every import and export page is audited by axe-core in Chromium under its
// CSP (skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1).
func TestEveryImportPageIsAccessible(t *testing.T) {
	auditPages(t, importPages(t), newImportsFixture(t).handler)
}

// TestImportPagesScreenshots fills the directory ROADCASE_SHOTS names with
// PNGs of every import page at 1280 and 375 px wide; unset, the test skips.
func TestImportPagesScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, importPages(t), newImportsFixture(t).handler, shots{prefix: "import-"})
}

// importPages renders the import and export templates in each of their states.
func importPages(t *testing.T) map[string]string {
	f := newImportsFixture(t)
	out, add := pageCollector(t)
	mia := f.signedIn(f.manager.Email)
	add("list-empty", mia.get("/imports"), http.StatusOK)
	add("list-member", f.signedIn(f.member.Email).get("/imports"), http.StatusOK)
	add("upload-errors", mia.upload("/imports", url.Values{"kind": {"shows"}}, "file", "notes.pdf", []byte("x")), http.StatusUnprocessableEntity)
	path := f.uploadRouting(t, mia)
	add("mapping", mia.get(path), http.StatusOK)
	add("mapping-errors", mia.post(path+"/mapping", url.Values{"version": {"1"}, "columns": {"4"},
		"column-0": {"date"}, "column-1": {"date"}}), http.StatusUnprocessableEntity)
	f.imports.set(f.idOf(path), func(imp *tabular.Import) {
		imp.Sheets = []string{"Routing", "Crew"}
		imp.Format, imp.Encoding, imp.Delimiter = "csv", "Windows-1252", ";"
	})
	add("mapping-sheets", mia.get(path), http.StatusOK)
	f.imports.set(f.idOf(path), func(imp *tabular.Import) { imp.Status, imp.Checked = tabular.StatusChecking, 1 })
	add("checking", mia.get(path), http.StatusOK)
	add("stale", mia.post(path+"/cancel", url.Values{"version": {"1"}}), http.StatusConflict)
	f.checked(path, withErrors)
	add("preview-errors", mia.get(path), http.StatusOK)
	add("preview-refused", mia.post(path+"/confirm", url.Values{"version": {"5"}}), http.StatusConflict)
	f.checked(path, func(imp *tabular.Import) { imp.Errors, imp.Problems = 0, nil; withUpdate(imp) })
	add("preview", mia.get(path), http.StatusOK)
	add("remap", mia.get(path+"?change=mapping"), http.StatusOK)
	f.imports.set(f.idOf(path), func(imp *tabular.Import) { imp.Status, imp.Written = tabular.StatusWriting, 1 })
	add("writing", mia.get(path), http.StatusOK)
	f.imports.set(f.idOf(path), func(imp *tabular.Import) {
		imp.Status, imp.WrittenAt, imp.Outcome = tabular.StatusDone, f.now(), "Imported 1 show and updated 1 from routing.csv."
	})
	add("done", mia.get(path), http.StatusOK)
	f.imports.undoRefusal = refusal()
	add("undo-refused", mia.post(path+"/undo", url.Values{"version": {"8"}}), http.StatusConflict)
	f.imports.undoRefusal = nil
	mia.post(path+"/undo", url.Values{"version": {"8"}})
	add("undone", mia.get(path), http.StatusOK)
	add("list", mia.get("/imports"), http.StatusOK)
	add("exports-manager", mia.get("/exports"), http.StatusOK)
	al := f.signedIn(f.admin.Email)
	add("exports-admin", al.get("/exports"), http.StatusOK)
	doc := mia.get("/exports/organization.json").body
	al.upload("/exports/import", nil, "document", "acme.json", []byte(doc))
	add("exports-problems", al.upload("/exports/import", nil, "document", "acme.json", []byte(doc)), http.StatusUnprocessableEntity)
	add("project-exports", mia.get(f.projectPath()), http.StatusOK)
	return out
}
