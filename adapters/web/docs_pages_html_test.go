package web

import (
	"net/http"
	"strings"
	"testing"
)

// The pages with a Documents block (the show's hub with and without a PDF
// engine, on Letter, the project's page, a hotel stay's form and the
// settlement worksheet) pass html-validate's
// recommended rules (skipped without html-validate).
func TestEveryDocumentsBlockIsValidHTML(t *testing.T) {
	validatePages(t, docsPages(t))
}

// The same pages are audited by axe-core in Chromium under their CSP
// (skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1).
func TestEveryDocumentsBlockIsAccessible(t *testing.T) {
	auditPages(t, docsPages(t), newShowFixture(t).handler)
}

// docsPages renders every page that shows a Documents block.
func docsPages(t *testing.T) map[string]string {
	out := map[string]string{}
	for _, printer := range []bool{false, true} {
		f := newDocsFixture(t, printer)
		b := f.signedIn("vi@example.com")
		suffix := map[bool]string{false: "", true: "-pdf"}[printer]
		for name, path := range map[string]string{"hub": f.hubPath(), "hub-letter": f.hubPath() + "?paper=letter",
			"project": "/projects/" + string(f.project)} {
			r := b.get(path)
			if r.status != http.StatusOK || !strings.Contains(r.body, `id="documents-title"`) {
				t.Fatalf("%s: status %d, or no Documents block", path, r.status)
			}
			out[name+suffix] = r.body
		}
	}
	f := newDocsWorksheetFixture(t)
	b := f.signedIn("mia@example.com")
	for name, path := range map[string]string{"hotel-form": "/hotels/" + string(f.hotel) + "/edit",
		"worksheet": "/shows/" + string(f.show) + "/settlement"} {
		r := b.get(path)
		if r.status != http.StatusOK || !strings.Contains(r.body, `id="documents-title"`) {
			t.Fatalf("%s: status %d, or no Documents block", path, r.status)
		}
		out[name] = r.body
	}
	return out
}

// TestDocumentsBlockScreenshots fills the directory ROADCASE_SHOTS names with
// PNGs of the show's hub with its Documents block (a PDF engine configured
// and not) at 1280 and 375 px wide, whole and the block alone; unset, the
// test skips.
func TestDocumentsBlockScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, docsPages(t), newShowFixture(t).handler, shots{names: []string{"hub", "hub-pdf"},
		prefix: "documents-", anchor: "#documents-title", block: "section.documents"})
}
