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

// showShotsEnv names a directory that TestShowPagesScreenshots fills with PNGs
// of the show hub (a full day) and the show form with errors at 1280 and 375
// px wide, for people to look at; unset, the test skips.
const showShotsEnv = "ROADCASE_SHOTS"

func TestShowPagesScreenshots(t *testing.T) {
	dir := os.Getenv(showShotsEnv)
	if dir == "" {
		t.Skip(showShotsEnv + " is not set")
	}
	pages := showPages(t)
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
	for _, name := range []string{"hub-manager", "show-errors", "travel-edit", "hotels-edit", "show-stale"} {
		for _, width := range []int64{1280, 375} {
			tab := browsertest.Tab(t, browser)
			if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/rendered/"+name)); err != nil {
				t.Fatal(err)
			}
			png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(dir, name+"-"+strconv.FormatInt(width, 10)+".png")
			if err := os.WriteFile(file, png, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
}
