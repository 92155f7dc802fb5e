package docsui_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
	"github.com/roadcase/roadcase/adapters/web/docsui"
)

// spec is a small OpenAPI document with one operation to find on the page.
const spec = `{
  "openapi": "3.0.3",
  "info": {"title": "Docs test API", "version": "1.0.0"},
  "paths": {
    "/shows": {
      "get": {
        "operationId": "listShows",
        "summary": "List the shows of a tour",
        "tags": ["Shows"],
        "responses": {
          "200": {
            "description": "The shows",
            "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Show"}}}}
          }
        }
      }
    }
  },
  "components": {
    "schemas": {
      "Show": {"type": "object", "properties": {"id": {"type": "string"}, "venue": {"type": "string"}}}
    }
  }
}`

// TestTheReferenceRendersUnderItsOwnPolicy loads /docs in Chromium from a server
// that serves the handler and a small OpenAPI document, waits for Redoc to
// render the operation, searches (Redoc's search runs in a blob: Worker), and
// checks that the console stayed empty, which means the policy refused nothing,
// and that the browser asked only for the page, its two scripts and the
// document. It needs Chromium (see browsertest.Start): without it the test skips,
// unless ROADCASE_REQUIRE_BROWSER=1.
func TestTheReferenceRendersUnderItsOwnPolicy(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var requests []string
	docs := docsui.Handler(specURL)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		requests = append(requests, r.Method+" "+r.URL.Path)
		mu.Unlock()
		if r.URL.Path == specURL {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(spec)) // a failed write shows in the browser, which the test reads
			return
		}
		docs.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)

	tab := browsertest.Tab(t, browsertest.Start(t))
	console, err := browsertest.WatchConsole(tab)
	if err != nil {
		t.Fatal(err)
	}
	// Redoc renders in about a second; a policy that refuses what it needs stops
	// it for good, so waiting longer would only delay the failure.
	wait, cancel := context.WithTimeout(tab, 20*time.Second)
	defer cancel()
	err = chromedp.Do(wait,
		// Wide enough for Redoc's side menu, where its search box is.
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(srv.URL+docsui.PagePath),
		chromedp.WaitVisible(`//h2[contains(., "List the shows of a tour")]`),
	)
	if err != nil {
		t.Fatalf("the operation never appeared: %v", err)
	}
	heading, err := chromedp.Run(tab, chromedp.Text(`#redoc h1`))
	if err != nil || !strings.Contains(heading, "Docs test API") {
		t.Errorf("the API's title is not the page's heading: %q, %v", heading, err)
	}
	err = chromedp.Do(wait,
		chromedp.SendKeys(`input[aria-label="Search"]`, "shows"),
		chromedp.WaitVisible(`[data-role="search:results"] [data-item-id="tag/Shows/operation/listShows"]`),
	)
	if err != nil {
		t.Errorf("searching found nothing: %v", err)
	}

	for _, m := range console.Messages() {
		t.Errorf("console: %s", m)
	}
	mu.Lock()
	defer mu.Unlock()
	want := []string{"GET " + docsui.PagePath, "GET " + docsui.BundlePath, "GET " + docsui.InitPath, "GET " + specURL}
	for _, r := range requests {
		if !slices.Contains(want, r) {
			t.Errorf("unexpected request %s", r)
		}
	}
	for _, w := range want {
		if !slices.Contains(requests, w) {
			t.Errorf("no request %s", w)
		}
	}

	// What axe-core finds is in Redoc's markup, not the page's: logged, so that
	// it is seen, not failed, since it is not ours to fix.
	for _, v := range browsertest.Audit(t, tab) {
		t.Logf("axe, in Redoc's markup: %v", v)
	}
}
