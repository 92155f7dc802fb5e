package web

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
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
	out := map[string]string{}
	add := func(name string, r response, status int) {
		t.Helper()
		if r.status != status {
			t.Fatalf("%s: status %d, want %d\n%s", name, r.status, status, r.body)
		}
		out[name] = r.body
	}
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
	dir := os.Getenv(showShotsEnv)
	if dir == "" {
		t.Skip(showShotsEnv + " is not set")
	}
	pages := worksheetPages(t)
	assets := newWorksheetFixture(t).handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/rendered/"); ok {
			securityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				_, _ = w.Write([]byte(pages[name]))
			})).ServeHTTP(w, r)
			return
		}
		assets.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	browser := browsertest.Start(t)
	for _, name := range []string{"worksheet-draft", "worksheet-errors", "worksheet-signed"} {
		for _, width := range []int64{1280, 375} {
			tab := browsertest.Tab(t, browser)
			if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/rendered/"+name)); err != nil {
				t.Fatal(err)
			}
			png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, name+"-"+strconv.FormatInt(width, 10)+".png"), png, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
}
