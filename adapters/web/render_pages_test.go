package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// TestWarmParsesEveryPageAndPagesAnswerWithoutIt: New lists the page
// templates; a page's first requests, concurrent, parse its own (once), and
// Warm parses the rest without error.
func TestWarmParsesEveryPageAndPagesAnswerWithoutIt(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	if len(f.server.pages.names) < 50 {
		t.Fatalf("only %d page templates listed", len(f.server.pages.names))
	}
	var wg sync.WaitGroup
	bodies := make([]string, 8)
	for i := range bodies {
		wg.Go(func() {
			rec := httptest.NewRecorder()
			f.handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/signin", nil))
			if rec.Code != http.StatusOK {
				t.Errorf("GET /signin before Warm = %d", rec.Code)
			}
			bodies[i] = rec.Body.String()
		})
	}
	wg.Wait()
	if !strings.Contains(bodies[0], "<form") {
		t.Errorf("GET /signin before Warm printed no form:\n%s", bodies[0])
	}
	if err := f.server.Warm(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.server.pages.page("no-such-page"); err == nil {
		t.Error("an unknown page template was found")
	}
}
