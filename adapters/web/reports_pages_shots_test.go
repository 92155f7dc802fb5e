package web

import (
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// TestReportPagesScreenshots fills the directory ROADCASE_SHOTS names with
// PNGs of the report pages and the dashboard at 1280 and 375 px wide, for
// people to look at; unset, the test skips.
func TestReportPagesScreenshots(t *testing.T) {
	dir := os.Getenv(envShots)
	if dir == "" {
		t.Skip(envShots + " is not set")
	}
	pages := reportPages(t)
	assets := newReportsFixture(t).handler
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
	for _, name := range slices.Sorted(maps.Keys(pages)) {
		for _, width := range []int64{1280, 375} {
			tab := browsertest.Tab(t, browser)
			if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/rendered/"+name)); err != nil {
				t.Fatal(err)
			}
			png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(dir, name+"-"+map[int64]string{1280: "1280", 375: "375"}[width]+".png")
			if err := os.WriteFile(file, png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
