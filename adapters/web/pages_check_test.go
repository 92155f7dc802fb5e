package web

import (
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// pageCollector is how every page family renders its pages for the audits:
// add records a response's body under name, after failing the test unless the
// response answered with status; pages holds what add recorded.
func pageCollector(t *testing.T) (pages map[string]string, add func(name string, r response, status int)) {
	pages = map[string]string{}
	return pages, func(name string, r response, status int) {
		t.Helper()
		if r.status != status {
			t.Fatalf("%s: status %d, want %d\n%s", name, r.status, status, r.body)
		}
		pages[name] = r.body
	}
}

// renderedServer serves each page at /rendered/<name> under the pages'
// security headers (their CSP), and everything else (the stylesheet and
// script) from assets.
func renderedServer(t *testing.T, pages map[string]string, assets http.Handler) *httptest.Server {
	t.Helper()
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
	return srv
}

// shotsEnv names a directory the screenshot tests fill with PNGs of pages at
// 1280 and 375 px wide, for people to look at (the architecture's "look at
// it" step); unset, those tests skip.
const shotsEnv = "ROADCASE_SHOTS"

// shotsDir is the directory shotsEnv names; without it the test skips, before
// it renders anything.
func shotsDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv(shotsEnv)
	if dir == "" {
		t.Skip(shotsEnv + " is not set")
	}
	return dir
}

// shots says which rendered pages a screenshot test takes and how.
type shots struct {
	names  []string // the pages to take; every page, by name, when empty
	prefix string   // put before each file's name
	anchor string   // a fragment each page is opened at, if any
	block  string   // a CSS selector whose element is also taken alone, as <name>-<width>-block.png, if any
}

// shootPages writes a full-page PNG of each page s names, at 1280 and 375 px
// wide, into dir as <prefix><name>-<width>.png.
func shootPages(t *testing.T, dir string, pages map[string]string, assets http.Handler, s shots) {
	t.Helper()
	srv := renderedServer(t, pages, assets)
	browser := browsertest.Start(t)
	names := s.names
	if len(names) == 0 {
		names = slices.Sorted(maps.Keys(pages))
	}
	for _, name := range names {
		for _, width := range []int64{1280, 375} {
			tab := browsertest.Tab(t, browser)
			if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/rendered/"+name+s.anchor)); err != nil {
				t.Fatal(err)
			}
			takes := map[string]chromedp.Action[[]byte]{"": chromedp.FullScreenshot(100)}
			if s.block != "" {
				takes["-block"] = chromedp.Screenshot(chromedp.CSS(s.block))
			}
			for suffix, take := range takes {
				png, err := chromedp.Run(tab, take)
				if err != nil {
					t.Fatal(err)
				}
				file := filepath.Join(dir, s.prefix+name+"-"+strconv.FormatInt(width, 10)+suffix+".png")
				if err := os.WriteFile(file, png, 0o600); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
