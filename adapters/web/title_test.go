package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
)

// A title too long as written is cut to html-validate's 70 code units on a
// character or a whole character reference, its isolates closed, then "…";
// one that fits is left alone.
func TestClipTitleCutsWhatIsWrittenAndClosesIsolates(t *testing.T) {
	t.Parallel()
	page := func(title string) string { return "<html><head><title>" + title + "</title></head></html>" }
	fits := page("Paradiso · Roadcase")
	if got := string(clipTitle([]byte(fits))); got != fits {
		t.Errorf("a title that fits became %q", got)
	}
	long := "\u2068Hall &lt;script&gt;alert(1)&lt;/script&gt; \u202Eevil\u2069 · Amsterdam · 2027-05-01 · Roadcase"
	got := string(clipTitle([]byte(page(long))))
	title := got[strings.Index(got, "<title>")+len("<title>") : strings.Index(got, "</title>")]
	if units(title) > maxTitleUnits || !strings.HasSuffix(title, "…") || !strings.HasPrefix(long, strings.TrimSuffix(strings.TrimSuffix(title, "…"), "\u2069")) {
		t.Errorf("clipped to %q (%d units)", title, units(title))
	}
	if strings.Count(title, "\u2068") != strings.Count(title, "\u2069") {
		t.Errorf("the clipped title %q leaves an isolate open", title)
	}
	cut := string(clipTitle([]byte(page(strings.Repeat("a", 66) + "&amp;&amp;"))))
	if !strings.Contains(cut, strings.Repeat("a", 66)+"&amp;…</title>") && !strings.Contains(cut, strings.Repeat("a", 66)+"…</title>") {
		t.Errorf("a character reference was cut: %q", cut)
	}
}

// A venue whose name is long once escaped gets a page whose title passes
// html-validate's long-title rule (its full name stays in the heading).
func TestALongVenueNameKeepsItsPageTitleValid(t *testing.T) {
	t.Parallel()
	f := newRecordsFixture(t)
	b := f.signedIn("mo@example.com")
	name := "Hall <script>alert(1)</script> \u202Eevil & the \"long\" room's annex"
	created := b.post("/venues/new", url.Values{"name": {name}, "time_zone": {"Europe/Amsterdam"},
		"contacts/0/person_id": {""}, "contacts/0/role": {""}})
	wantStatus(t, created, http.StatusSeeOther)
	page := b.get(created.location())
	wantStatus(t, page, http.StatusOK)
	for _, p := range htmlcheck.Check([]byte(page.body)) {
		if strings.Contains(p, "long-title") {
			t.Error(p)
		}
	}
	wantContains(t, page, "<title>\u2068Hall &lt;script&gt;")
	validatePages(t, map[string]string{"venue-long-name": page.body})
}
