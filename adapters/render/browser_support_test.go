package render_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// Environment variables of the browser tests: ROADCASE_CHROMIUM names the browser
// to run; ROADCASE_REQUIRE_BROWSER=1 turns a missing browser from a skip into a
// failure, as CI does (.ci/run).
const (
	envChromium       = "ROADCASE_CHROMIUM"
	envRequireBrowser = "ROADCASE_REQUIRE_BROWSER"
)

// findChromium returns the browser named by ROADCASE_CHROMIUM, else
// /usr/bin/chromium, else the first of chromium, chromium-browser and
// google-chrome on PATH. A name in ROADCASE_CHROMIUM that does not resolve is an
// error, not a missing browser: someone asked for that one.
func findChromium() (string, error) {
	if name := os.Getenv(envChromium); name != "" {
		path, err := exec.LookPath(name)
		if err != nil {
			return "", err
		}
		return path, nil
	}
	if path, err := exec.LookPath("/usr/bin/chromium"); err == nil {
		return path, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path, nil
		}
	}
	return "", errNoBrowser
}

var errNoBrowser = errors.New("no Chromium: not named by " + envChromium +
	", not at /usr/bin/chromium, and none of chromium, chromium-browser, google-chrome on PATH")

// startBrowser starts one headless Chromium for the test and returns a context
// for it; every chromedp.NewContext derived from it opens a new tab of that
// browser. The browser stops when the test and its subtests end. Without a
// browser the test skips, unless ROADCASE_REQUIRE_BROWSER=1.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	path, err := findChromium()
	if err != nil {
		if errors.Is(err, errNoBrowser) && os.Getenv(envRequireBrowser) != "1" {
			t.Skipf("%v; install chromium, or set %s=1 to make this a failure", err, envRequireBrowser)
		}
		t.Fatalf("the browser tests need Chromium: %v", err)
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		// Without these Chromium phones home, and this network refuses it.
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	// Cleanups run last-registered first: close the browser, then the allocator
	// waits for the process to exit, before t.TempDir removes the profile.
	t.Cleanup(cancelAlloc)
	t.Cleanup(cancelBrowser)
	// The first Run starts the process, so that a browser that cannot start
	// fails here, once, rather than in every tab.
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("start %s: %v", path, err)
	}
	return browser
}

// pdfPage matches a page object of a PDF's page tree ("/Type /Page", not the
// "/Type /Pages" of the tree's nodes).
var pdfPage = regexp.MustCompile(`/Type\s*/Page\b`)

// pdfPageCount counts the page objects of a PDF that Chromium printed: Skia
// writes every object dictionary uncompressed.
func pdfPageCount(pdf []byte) int {
	return len(pdfPage.FindAll(pdf, -1))
}

// isPDF reports whether b starts like a PDF file.
func isPDF(b []byte) bool {
	return bytes.HasPrefix(b, []byte("%PDF-"))
}

// pageServer serves in-memory pages on 127.0.0.1 and remembers every request,
// so that a test can prove the browser asked for the pages and nothing else.
type pageServer struct {
	*httptest.Server
	pages map[string][]byte

	mu       sync.Mutex
	requests []string
}

// newPageServer serves pages, keyed by path ("/day-sheet"), until the test ends.
func newPageServer(t *testing.T, pages map[string][]byte) *pageServer {
	s := &pageServer{pages: pages}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *pageServer) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.requests = append(s.requests, r.Method+" "+r.URL.RequestURI())
	s.mu.Unlock()
	page, ok := s.pages[r.URL.Path]
	if !ok || r.Method != http.MethodGet {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(page)
}

// unexpected returns the requests other than one GET of each page that was
// asked for.
func (s *pageServer) unexpected() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	seen := map[string]bool{}
	var out []string
	for _, req := range s.requests {
		path, isGet := strings.CutPrefix(req, http.MethodGet+" ")
		if _, isPage := s.pages[path]; !isGet || !isPage || seen[path] {
			out = append(out, req)
		}
		seen[path] = true
	}
	return out
}
