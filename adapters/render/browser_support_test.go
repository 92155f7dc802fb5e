package render_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// startBrowser starts one headless Chromium for the test, as every browser test
// of the project does (browsertest.Start: ROADCASE_CHROMIUM names the browser,
// ROADCASE_REQUIRE_BROWSER=1 turns a missing one from a skip into a failure);
// every chromedp.NewContext derived from it opens a new tab of that browser.
func startBrowser(t *testing.T) context.Context { return browsertest.Start(t) }

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
	_, _ = w.Write(page) // a write that fails reaches the browser as a broken page, which the test sees
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
