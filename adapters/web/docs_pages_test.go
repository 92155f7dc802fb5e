package web

import (
	"bytes"
	"maps"
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The show's hub lists, for any member (a viewer here), the documents of the
// show, of its settlement and of its day's hotel stay, travel and crew: each
// type whose record_kinds holds the record's kind, opening that record; the
// project's page lists the project's. Without a PDF engine the block says to
// print from the browser and offers no PDF.
func TestDocumentsBlockListsTheTypesOfEachRecord(t *testing.T) {
	t.Parallel()
	f := newDocsFixture(t, false)
	r := f.signedIn("vi@example.com").get(f.hubPath())
	wantStatus(t, r, http.StatusOK)
	doc := func(key string, id kernel.ID) string { return `href="/documents/` + key + `/` + string(id) + `"` }
	wantContains(t, r, `id="documents-title">Documents<`,
		doc("day-sheet", f.show), doc("settlement-sheet", f.show), doc("advance-sheet", f.show),
		doc("settlement-sheet", f.settled), doc("rooming-list", f.hotel),
		doc("travel-manifest", f.flight), doc("travel-manifest", f.bus), doc("timesheet", f.crew),
		"Rooming list · Hotel Arena", "Timesheet · ", "No PDF engine is configured here", "laid out for A4 paper")
	for _, wrong := range []string{doc("rooming-list", f.show), doc("day-sheet", f.hotel), doc("invoice", f.show), "/pdf"} {
		if strings.Contains(r.body, wrong) {
			t.Errorf("the hub offers %s", wrong)
		}
	}
	p := f.signedIn("vi@example.com").get("/projects/" + string(f.project))
	wantContains(t, p, doc("tour-book", f.project), doc("budget-summary", f.project), doc("itinerary", f.project))
	if strings.Contains(p.body, doc("day-sheet", f.project)) {
		t.Error("the project's page offers a day sheet of the project")
	}
}

// A document opened from a page is the use case's render, byte for byte, for
// the viewer's organization, under the document's own CSP and outside the
// platform's layout, and opening it writes no session; ?paper=letter adds the
// one @page rule and nothing else.
func TestDocumentPageIsTheRenderAsIs(t *testing.T) {
	t.Parallel()
	f := newDocsFixture(t, false)
	b := f.signedIn("vi@example.com")
	stored := f.sessions.stored()
	r := b.get("/documents/day-sheet/" + string(f.show))
	wantStatus(t, r, http.StatusOK)
	if !maps.EqualFunc(stored, f.sessions.stored(), func(a, b storedSession) bool { return bytes.Equal(a.data, b.data) && a.expiry.Equal(b.expiry) }) {
		t.Error("opening a document wrote the session")
	}
	got := f.docs.last()
	if r.body != string(got.HTMLBytes) || got.Org != f.org.ID || got.Key != "day-sheet" || got.ID != string(f.show) {
		t.Errorf("the page is not the render of the show for the organization:\n%s\nrender %+v", r.body, got)
	}
	if csp := r.header.Get("Content-Security-Policy"); csp != documentCSP {
		t.Errorf("CSP %q, want the document's", csp)
	}
	if ct := r.header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if strings.Contains(r.body, "/static/") {
		t.Error("the document is served inside the platform's layout")
	}
	l := b.get("/documents/day-sheet/" + string(f.show) + "?paper=letter")
	wantStatus(t, l, http.StatusOK)
	if want := strings.Replace(string(f.docs.last().HTMLBytes), "</head>", letterRule+"</head>", 1); l.body != want {
		t.Errorf("on Letter:\n%s\nwant\n%s", l.body, want)
	}
	wantStatus(t, b.get("/documents/day-sheet/"+string(f.show)+"?paper=a5"), http.StatusUnprocessableEntity)
	h := b.get(f.hubPath() + "?paper=letter")
	wantContains(t, h, `href="/documents/day-sheet/`+string(f.show)+`?paper=letter"`, "laid out for US Letter paper", "A4 instead")
}

// Another organization's record, an unknown one, one whose kind the type does
// not take, an identifier that is not one and an unknown type are all the same
// not-found page; nobody signed in is sent to sign in.
func TestDocumentPageOfAnotherRecordIsNotFound(t *testing.T) {
	t.Parallel()
	f := newDocsFixture(t, true)
	rival := f.platform.addOrg("rival", "Rival")
	theirs := kernel.NewID()
	f.rec.seed(rival.ID, records.Dataset{Projects: []records.Project{{ID: theirs, OrgID: rival.ID, Name: "Theirs",
		Kind: records.ProjectTour, Status: records.ProjectActive, Currency: "EUR", StartsOn: showDay, EndsOn: showDay}}})
	b := f.signedIn("mo@example.com")
	missing := b.get("/documents/tour-book/" + string(kernel.NewID()))
	wantStatus(t, missing, http.StatusNotFound)
	for _, path := range []string{"/documents/tour-book/" + string(theirs), "/documents/tour-book/" + string(theirs) + "/pdf",
		"/documents/invoice/" + string(f.show), "/documents/day-sheet/not-a-uuid", "/documents/no-such-type/" + string(f.show)} {
		r := b.get(path)
		wantStatus(t, r, http.StatusNotFound)
		if pageText(r.body) != pageText(missing.body) {
			t.Errorf("%s: not the page of a missing record", path)
		}
	}
	if r := f.browser().get("/documents/day-sheet/" + string(f.show)); r.status != http.StatusSeeOther || !strings.HasPrefix(r.location(), "/signin") {
		t.Errorf("signed out: %d to %q, want the sign-in page", r.status, r.location())
	}
}

// With a PDF engine the block links each document's PDF and names the engine;
// the PDF is the engine's print of the very page the document address serves,
// on the paper asked for, offered as a download. Without an engine there is no
// PDF address.
func TestDocumentPDFIsTheEnginesPrintOfThePage(t *testing.T) {
	t.Parallel()
	f := newDocsFixture(t, true)
	b := f.signedIn("vi@example.com")
	wantContains(t, b.get(f.hubPath()), `href="/documents/day-sheet/`+string(f.show)+`/pdf">PDF<span class="visually-hidden">: Day sheet</span>`, "printed by Test printer")
	page := b.get("/documents/day-sheet/" + string(f.show) + "?paper=letter")
	r := b.get("/documents/day-sheet/" + string(f.show) + "/pdf?paper=letter")
	wantStatus(t, r, http.StatusOK)
	if r.header.Get("Content-Type") != "application/pdf" || r.header.Get("Content-Disposition") != `attachment; filename="day-sheet.pdf"` {
		t.Errorf("headers %v", r.header)
	}
	if string(f.printer.html) != page.body || f.printer.paper != "letter" || r.body != "%PDF-letter "+page.body {
		t.Errorf("the printer got %q on %s", f.printer.html, f.printer.paper)
	}
	plain := newDocsFixture(t, false)
	wantStatus(t, plain.signedIn("vi@example.com").get("/documents/day-sheet/"+string(plain.show)+"/pdf"), http.StatusNotFound)
}

// An invoice's page lists the invoice and its receipt, on its client's paper:
// A4 without a country, US Letter for a client in the United States.
func TestInvoicePageListsItsDocuments(t *testing.T) {
	t.Parallel()
	f := newPayFixture(t)
	deps := f.server.deps
	deps.Documents = newDocsFake(t, nil)
	s, err := New(f.server.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	f.server, f.handler = s, s.Handler()
	b := f.signedIn("vi@example.com")
	r := b.get(f.invoicePath(f.open))
	id := string(f.open.ID)
	wantContains(t, r, `href="/documents/invoice/`+id+`"`, `href="/documents/receipt/`+id+`"`, "laid out for A4 paper")
	us := f.open
	us.ID, us.Number, us.ClientCountry = kernel.NewID(), "INV-2026-0100", "US"
	f.pay.add(us)
	wantContains(t, b.get(f.invoicePath(us)), `href="/documents/invoice/`+string(us.ID)+`?paper=letter"`, "laid out for US Letter paper")
}
