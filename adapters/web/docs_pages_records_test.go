package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
)

// A hotel stay's, a travel segment's and a crew assignment's own pages (their
// forms) and the show's settlement worksheet list the documents made from that
// record, as the show's hub does; a record no type takes (a schedule item's
// form, a new record's) has no Documents block.
func TestEachRecordsOwnPageListsItsDocuments(t *testing.T) {
	t.Parallel()
	f := newDocsWorksheetFixture(t)
	b := f.signedIn("mia@example.com")
	doc := func(key string, id kernel.ID) string { return `href="/documents/` + key + `/` + string(id) + `"` }
	for path, want := range map[string]string{
		"/hotels/" + string(f.hotel) + "/edit":     doc("rooming-list", f.hotel),
		"/travel/" + string(f.flight) + "/edit":    doc("travel-manifest", f.flight),
		"/crew/" + string(f.crew) + "/edit":        doc("timesheet", f.crew),
		"/shows/" + string(f.show) + "/settlement": doc("settlement-sheet", f.settled),
	} {
		r := b.get(path)
		wantStatus(t, r, http.StatusOK)
		wantContains(t, r, `id="documents-title">Documents<`, want, "laid out for A4 paper")
		if strings.Count(r.body, `href="/documents/`) != strings.Count(r.body, want) {
			t.Errorf("%s offers documents of other records", path)
		}
	}
	for _, path := range []string{"/projects/" + string(f.project) + "/hotels/new", "/shows/" + string(f.show) + "/guests/new"} {
		if r := b.get(path); strings.Contains(r.body, "documents-title") {
			t.Errorf("%s has a Documents block", path)
		}
	}
}

// newDocsWorksheetFixture is the documents fixture with the settlement
// worksheet mounted on the real records editor.
func newDocsWorksheetFixture(t *testing.T) *docsFixture {
	t.Helper()
	f := newDocsFixture(t, false)
	editor, err := recordsapp.NewEditor(recordsapp.EditorDeps{Records: f.rec, Roles: rolesFake{f.platform},
		Users: rolesFake{f.platform}, Tx: txFake{}, Clock: f.clock})
	if err != nil {
		t.Fatal(err)
	}
	deps := f.server.deps
	deps.Settlements = editor
	s, err := New(f.server.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	f.server, f.handler = s, s.Handler()
	return f
}
