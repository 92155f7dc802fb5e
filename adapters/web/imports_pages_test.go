package web

import (
	"bytes"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// A manager uploads a CSV file and lands on its mapping: how it was read, each
// column with its first values and its guessed field, the required field no
// column holds flagged; the list shows the import.
func TestAnUploadOpensItsMapping(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	page := mia.get("/imports")
	wantStatus(t, page, http.StatusOK)
	wantContains(t, page, `enctype="multipart/form-data"`, `<option value="shows">Shows (routing)</option>`,
		`href="/imports/templates/shows.xlsx"`, `href="/imports/templates/shows.csv"`, "Spring tour")
	path := f.uploadRouting(t, mia)
	mapping := mia.get(path)
	wantStatus(t, mapping, http.StatusOK)
	wantContains(t, mapping, "Read as CSV, UTF-8, comma-separated.", "Columbiahalle", "Docks",
		`<option value="date" selected>Date (required)</option>`, "Ignore this column",
		"No column holds <strong>Venue</strong> yet")
	list := mia.get("/imports")
	wantContains(t, list, `href="`+path+`">routing.csv</a>`, "Shows (routing)", "Waiting for its mapping", "2 rows")
}

// Members read the imports but are offered no upload, and a posted upload is
// refused naming the role it needs.
func TestAMemberReadsImportsButMayNotUpload(t *testing.T) {
	f := newImportsFixture(t)
	mo := f.signedIn(f.member.Email)
	page := mo.get("/imports")
	wantStatus(t, page, http.StatusOK)
	if strings.Contains(page.body, `action="/imports"`) {
		t.Error("a member is offered the upload form")
	}
	r := mo.upload("/imports", url.Values{"kind": {"venues"}}, "file", "venues.csv", []byte("Name,City\n"))
	wantStatus(t, r, http.StatusForbidden)
	wantContains(t, r, "manager role or above")
}

// An upload without a file, of a file that is not a spreadsheet, or over 32
// MiB is shown again with the mistake beside the file field.
func TestAMistakenUploadIsSaidBesideTheFile(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	mia.get("/imports")
	r := mia.upload("/imports", url.Values{"kind": {"venues"}}, "file", "", nil)
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="file-error"`, "Choose an .xlsx workbook or a .csv file to upload.", `href="#file"`)
	r = mia.upload("/imports", url.Values{"kind": {"venues"}}, "file", "notes.pdf", []byte("%PDF"))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, "notes.pdf is neither")
	r = mia.upload("/imports", url.Values{"kind": {"shows"}}, "file", "routing.csv", []byte(routing))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="project_id-error"`, "Choose the project the rows go into.")
	r = mia.upload("/imports", url.Values{"kind": {"venues"}}, "file", "big.csv", bytes.Repeat([]byte("a,b\n"), MaxUploadBytes/4+1<<18))
	wantStatus(t, r, http.StatusRequestEntityTooLarge)
	wantContains(t, r, `id="file-error"`, "larger than 32 MiB")
	if len(f.imports.order) != 0 {
		t.Errorf("%d imports stored from refused uploads", len(f.imports.order))
	}
}

// A file posted without the session's token, or to a form that takes no
// file, is refused before anything reads it.
func TestAnUploadCarriesTheFormToken(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	r := mia.upload("/imports", url.Values{csrfField: {"forged"}, "kind": {"venues"}}, "file", "v.csv", []byte("Name,City\n"))
	wantStatus(t, r, http.StatusForbidden)
	r = mia.upload(f.projectPath()+"/remove", url.Values{}, "file", "v.csv", []byte("x"))
	wantStatus(t, r, http.StatusBadRequest)
	if len(f.imports.order) != 0 || len(f.recs.data.Projects) != 1 {
		t.Error("a refused upload changed something")
	}
}

// The mapping chosen is sent as the import's mapping; a refused one is shown
// again with the mistake beside its column; while the rows are checked the
// page refreshes itself and offers to cancel.
func TestTheMappingStartsTheCheck(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	path := f.uploadRouting(t, mia)
	mia.get(path)
	r := mia.post(path+"/mapping", url.Values{"version": {"1"}, "sheet": {"Sheet1"}, "columns": {"4"},
		"column-0": {"date"}, "column-1": {"date"}, "column-2": {"guarantee"}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="column-1-error"`, "Column B holds a field another column holds.", `href="#column-1"`)
	r = mia.post(path+"/mapping", url.Values{"version": {"1"}, "sheet": {"Sheet1"}, "columns": {"4"},
		"column-0": {"date"}, "column-1": {"venue"}, "column-2": {"guarantee"}, "column-3": {""}})
	wantStatus(t, r, http.StatusSeeOther)
	if got := strings.Join(f.imports.choice.Mapping, ","); got != "date,venue,guarantee," {
		t.Errorf("mapping sent = %q", got)
	}
	checking := mia.get(path)
	wantContains(t, checking, "<div data-poll>", "Checking rows", "0 of 2 rows checked",
		"Cancel this import")
	r = mia.post(path+"/cancel", url.Values{"version": {"1"}})
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "This import changed while you were looking at it", "Mia Manager changed this import")
	r = mia.post(path+"/cancel", url.Values{"version": {"2"}})
	wantStatus(t, r, http.StatusSeeOther)
	wantContains(t, mia.get(path), "Cancelled", "nothing was written")
}

// A checked import with errors shows them by row and column and cannot be
// confirmed; the page says how to fix them.
func TestAPreviewWithErrorsCannotBeConfirmed(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	path := f.uploadRouting(t, mia)
	f.checked(path, withErrors)
	page := mia.get(path)
	wantStatus(t, page, http.StatusOK)
	wantContains(t, page, "<strong>1</strong> new", "<strong>1</strong> error", `<td class="num">3</td><td>B (Where)</td>`,
		"<code>Dokks</code>", "a venue of the organization, by name", "Correct the file and upload it again, or change the mapping",
		` disabled aria-describedby="confirm-why"`, `href="`+path+`?change=mapping"`, "Checked: rows to fix")
	if strings.Contains(page.body, "Ready to confirm") {
		t.Error("a preview with an error says it is ready to confirm")
	}
	r := mia.post(path+"/confirm", url.Values{"version": {"2"}})
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "Errors remain in row 3")
	remap := mia.get(path + "?change=mapping")
	wantContains(t, remap, "Which column holds what", `<option value="venue" selected>`)
}

// A clean preview lists each row's action and an update's changes; the
// confirmation leaves out the updates unticked, or every update.
func TestConfirmingLeavesOutTheUntickedUpdates(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	path := f.uploadRouting(t, mia)
	f.checked(path, withUpdate)
	page := mia.get(path)
	wantContains(t, page, `name="update" value="3" checked`, "Capacity: 1,500 → 1,400", "Import only new rows",
		`<input type="hidden" name="updates" value="3">`)
	r := mia.post(path+"/confirm", url.Values{"version": {"2"}, "updates": {"3"}})
	wantStatus(t, r, http.StatusSeeOther)
	if c := f.imports.confirmed; c.SkipUpdates || len(c.SkipRows) != 1 || c.SkipRows[0] != 3 {
		t.Errorf("confirmed %+v, want row 3 left out", c)
	}
	wantContains(t, mia.get(path), "Writing records", "<div data-poll>")
}

// A done import links to its records and offers its undo for a day; a
// refused undo lists its reasons.
func TestADoneImportIsUndoneOrSaysWhyNot(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	path := f.uploadRouting(t, mia)
	f.checked(path, func(imp *tabular.Import) {
		imp.Status, imp.WrittenAt, imp.Outcome = tabular.StatusDone, f.now(), "Imported 2 shows from routing.csv."
	})
	page := mia.get(path)
	wantContains(t, page, "Imported 2 shows from routing.csv.", `href="`+f.projectPath()+`"`, "Undo this import")
	f.imports.undoRefusal = refusal()
	r := mia.post(path+"/undo", url.Values{"version": {"2"}})
	wantStatus(t, r, http.StatusConflict)
	wantContains(t, r, "This import cannot be undone:", "<li>Berlin, 1 May 2026 was changed by Al Admin</li>")
	f.imports.undoRefusal = nil
	wantStatus(t, mia.post(path+"/undo", url.Values{"version": {"2"}}), http.StatusSeeOther)
	wantContains(t, mia.get(path), "Undone", "3 shows removed")
}

// Each kind's template downloads as an attachment of its format.
func TestTemplatesDownloadAsAttachments(t *testing.T) {
	f := newImportsFixture(t)
	mo := f.signedIn(f.member.Email)
	for file, ct := range map[string]string{"shows.xlsx": contentXLSX, "venues.csv": contentCSV} {
		r := mo.get("/imports/templates/" + file)
		wantStatus(t, r, http.StatusOK)
		if r.header.Get("Content-Type") != ct || !strings.HasPrefix(r.header.Get("Content-Disposition"), "attachment;") {
			t.Errorf("%s: %q, %q", file, r.header.Get("Content-Type"), r.header.Get("Content-Disposition"))
		}
	}
	wantStatus(t, mo.get("/imports/templates/budget.pdf"), http.StatusNotFound)
}

// Managers download the organization and a project as JSON and as a
// workbook; members may not; an admin imports a document, and a second
// import of it lists its problems where they are, importing nothing.
func TestExportsAndTheDocumentImport(t *testing.T) {
	f := newImportsFixture(t)
	mia := f.signedIn(f.manager.Email)
	page := mia.get("/exports")
	wantContains(t, page, `href="/exports/organization.json"`, `href="/exports/organization.xlsx"`,
		"Importing an export needs the admin role or above.")
	org := mia.get("/exports/organization.json")
	wantStatus(t, org, http.StatusOK)
	wantContains(t, org, `"format"`, "Columbiahalle")
	if org.header.Get("Content-Type") != contentJSON || !strings.Contains(org.header.Get("Content-Disposition"), `acme-`) {
		t.Errorf("headers %v", org.header)
	}
	project := mia.get(f.projectPath() + "/export/project.xlsx")
	wantStatus(t, project, http.StatusOK)
	wantContains(t, project, "PK workbook of", "Spring tour")
	if !strings.Contains(project.header.Get("Content-Disposition"), "acme-spr26-") {
		t.Errorf("project file named %q", project.header.Get("Content-Disposition"))
	}
	wantContains(t, mia.get(f.projectPath()), `href="`+f.projectPath()+`/export/project.json"`)
	wantStatus(t, f.signedIn(f.member.Email).get("/exports/organization.json"), http.StatusForbidden)

	al := f.signedIn(f.admin.Email)
	al.get("/exports")
	r := al.upload("/exports/import", nil, "document", "spr26.xlsx", []byte(project.body))
	wantStatus(t, r, http.StatusSeeOther)
	wantContains(t, al.get("/exports"), "Imported spr26.xlsx: 1 project, 2 shows.")
	if len(f.transfer.imported) != 1 || f.transfer.imported[0].Projects[0].Name != "Spring tour" {
		t.Fatalf("imported %+v", f.transfer.imported)
	}
	r = al.upload("/exports/import", nil, "document", "spr26.json", []byte(org.body))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, "<code>/projects/0</code>", "the organization already has this record", "Nothing was imported: the file has 1 problem, listed below.")
	r = al.upload("/exports/import", nil, "document", "broken.json", []byte(`{"format": 9`))
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `id="document-error"`)
}

func withErrors(imp *tabular.Import) {
	imp.New, imp.Errors, imp.Mapping = 1, 1, tabular.Mapping{"date", "venue", "guarantee", ""}
	imp.Problems = []tabular.Problem{{Sheet: "Sheet1", Row: 3, Column: "B", Header: "Where", Field: "venue", Value: "Dokks",
		Expected: "a venue of the organization, by name", Detail: "No venue is called Dokks.", Code: "unknown_reference"}}
	imp.Preview = []tabular.RowPlan{{Row: 2, Action: tabular.ActionNew, Label: "Fri 1 May 2026 · Columbiahalle"},
		{Row: 3, Action: tabular.ActionError, Label: "Sun 3 May 2026"}}
}

func withUpdate(imp *tabular.Import) {
	imp.New, imp.Updated, imp.Warnings = 1, 1, 1
	imp.Problems = []tabular.Problem{{Sheet: "Sheet1", Row: 2, Column: "C", Header: "Guarantee", Value: "€10,000",
		Detail: "The guarantee is in euros, the project's currency.", Warning: true}}
	imp.Preview = []tabular.RowPlan{{Row: 2, Action: tabular.ActionNew, Label: "Fri 1 May 2026 · Columbiahalle"},
		{Row: 3, Action: tabular.ActionUpdate, Label: "Sun 3 May 2026 · Docks",
			Changes: []records.FieldChange{{Field: "capacity", From: "1500", To: "1400", Type: records.ValueCount}}}}
}
