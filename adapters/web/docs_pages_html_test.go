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

// The pages with a Documents block (the show's hub with and without a PDF
// engine, on Letter, and the project's page) pass html-validate's
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
	return out
}

// docsShotsEnv names a directory that TestDocumentsBlockScreenshots fills
// with PNGs of the show's hub with its Documents block (a PDF engine
// configured and not) at 1280 and 375 px wide, whole and the block alone;
// unset, the test skips.
const docsShotsEnv = "ROADCASE_SHOTS"

func TestDocumentsBlockScreenshots(t *testing.T) {
	dir := os.Getenv(docsShotsEnv)
	if dir == "" {
		t.Skip(docsShotsEnv + " is not set")
	}
	pages := docsPages(t)
	assets := newShowFixture(t).handler
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
	for _, name := range []string{"hub", "hub-pdf"} {
		for _, width := range []int64{1280, 375} {
			tab := browsertest.Tab(t, browser)
			if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/rendered/"+name+"#documents-title")); err != nil {
				t.Fatal(err)
			}
			// The whole page, and the block alone (what changed on it).
			for suffix, shot := range map[string]chromedp.Action[[]byte]{"": chromedp.FullScreenshot(100),
				"-block": chromedp.Screenshot(chromedp.CSS("section.documents"))} {
				png, err := chromedp.Run(tab, shot)
				if err != nil {
					t.Fatal(err)
				}
				file := filepath.Join(dir, "documents-"+name+"-"+strconv.FormatInt(width, 10)+suffix+".png")
				if err := os.WriteFile(file, png, 0o600); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
