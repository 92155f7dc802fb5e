package web

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// validatePages runs html-validate's recommended rules over pages, each
// written to a file named for it (skipped without html-validate, as in the
// render tests).
func validatePages(t *testing.T, pages map[string]string) {
	t.Helper()
	v := htmlcheck.FindHTMLValidate(t)
	dir := t.TempDir()
	var files []string
	for name, body := range pages {
		file := filepath.Join(dir, name+".html")
		if err := os.WriteFile(file, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	if err := v.Files(files...); err != nil {
		t.Error(err)
	}
}

// auditPages has axe-core audit every page in Chromium, served at
// /rendered/<name> under the pages' security headers (their CSP) with the
// stylesheet and script from assets: no violation of any impact, and nothing
// on the console (where CSP violations land). Skipped without Chromium unless
// ROADCASE_REQUIRE_BROWSER=1.
func auditPages(t *testing.T, pages map[string]string, assets http.Handler) {
	t.Helper()
	srv := renderedServer(t, pages, assets)
	browser := browsertest.Start(t)
	for name := range pages {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tab := browsertest.Tab(t, browser)
			console, err := browsertest.WatchConsole(tab)
			if err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/rendered/"+name)); err != nil {
				t.Fatal(err)
			}
			for _, v := range browsertest.Audit(t, tab) {
				t.Errorf("%v", v)
			}
			for _, m := range console.Messages() {
				t.Errorf("console: %s", m)
			}
		})
	}
}
