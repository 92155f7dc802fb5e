package web

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// Every advancing and portal page, as rendered for the HTML test, is audited
// by axe-core in Chromium with its stylesheet and under its CSP: no violation
// of any impact, and nothing on the console (where CSP violations land).
// Skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1.
func TestEveryAdvancingAndPortalPageIsAccessible(t *testing.T) {
	pages := advancingPages(t)
	f := newAdvanceFixture(t) // serves the stylesheet and script
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/rendered/"); ok {
			securityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				_, _ = w.Write([]byte(pages[name]))
			})).ServeHTTP(w, r)
			return
		}
		f.handler.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
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
			violations, err := browsertest.Axe(tab)
			if errors.Is(err, browsertest.ErrNoAxe) && os.Getenv(browsertest.EnvRequireBrowser) != "1" {
				t.Skip(err)
			} else if err != nil {
				t.Fatal(err)
			}
			for _, v := range violations {
				t.Errorf("%v", v)
			}
			for _, m := range console.Messages() {
				t.Errorf("console: %s", m)
			}
		})
	}
}
