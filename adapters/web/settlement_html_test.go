package web

import (
	"net/http"
	"testing"
)

func TestWorksheetPagesAreValidHTML(t *testing.T) {
	t.Parallel()
	validatePages(t, worksheetPages(t))
}

func TestWorksheetPagesPassTheAccessibilityAudit(t *testing.T) {
	f := newWorksheetFixture(t)
	auditPages(t, worksheetPages(t), f.handler)
}

// worksheetPages are the worksheet in each state the pages show it: new, with
// problems next to its inputs, recalculated, saved, refused a signature,
// signed, reopen refused, and read by a viewer.
func worksheetPages(t *testing.T) map[string]string {
	f := newWorksheetFixture(t)
	out, add := pageCollector(t)
	m := f.signedIn("mia@example.com")
	page := m.get(f.path(""))
	add("worksheet-new", page, http.StatusOK)
	bad := worksheetPost(page.body, "recalculate")
	bad.Set("expense/1/actual", "lots")
	bad.Set("tier/1/sold", "990")
	add("worksheet-errors", m.post(f.path(""), bad), http.StatusUnprocessableEntity)
	add("worksheet-recalculated", m.post(f.path(""), worksheetPost(page.body, "add")), http.StatusOK)
	m.post(f.path(""), worksheetPost(page.body, "save"))
	draft := m.get(f.path(""))
	add("worksheet-draft", draft, http.StatusOK)
	sign := formOf("promoter_signatory", "Eli Promoter", "artist_signatory", "Eli Promoter",
		"show_version", hiddenValue(draft.body, "show_version"), "settlement_version", hiddenValue(draft.body, "settlement_version"))
	add("worksheet-sign-refused", m.post(f.path("/sign"), sign), http.StatusUnprocessableEntity)
	sign.Set("artist_signatory", "Ana Lead")
	m.post(f.path("/sign"), sign)
	signed := m.get(f.path(""))
	add("worksheet-signed", signed, http.StatusOK)
	add("worksheet-locked", m.post(f.path(""), worksheetPost(draft.body, "save")), http.StatusConflict)
	add("worksheet-reopen-refused", m.post(f.path("/reopen"), formOf("show_version", hiddenValue(signed.body, "show_version"),
		"settlement_version", hiddenValue(signed.body, "settlement_version"))), http.StatusUnprocessableEntity)
	add("worksheet-viewer", f.signedIn("vi@example.com").get(f.path("")), http.StatusOK)
	return out
}

// TestWorksheetScreenshots fills ROADCASE_SHOTS with PNGs of the worksheet at
// 1280 and 375 px wide, for people to look at; unset, the test skips.
func TestWorksheetScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, worksheetPages(t), newWorksheetFixture(t).handler,
		shots{names: []string{"worksheet-draft", "worksheet-errors", "worksheet-signed"}})
}
