package browsertest_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// csp is as strict as the platform's pages: scripts from the page's origin only,
// no inline script.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'"

const cleanPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A clean page</title>
<script src="/app.js" defer></script>
</head>
<body>
<main>
<h1>A clean page</h1>
<p>A paragraph with <a href="/other">a link</a>.</p>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot" width="1" height="1">
<form action="/search" method="get">
<label for="q">Search</label>
<input id="q" name="q" type="search">
<button type="submit">Search</button>
</form>
</main>
</body>
</html>
`

// brokenPage has two known violations: an image without alt text and an input
// without a label.
const brokenPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A broken page</title>
</head>
<body>
<main>
<h1>A broken page</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="dot">
<input id="nameless" type="text">
</main>
</body>
</html>
`

// inlinePage runs an inline script, which the policy refuses.
const inlinePage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Inline</title></head>
<body><main><h1>Inline</h1><script>document.title = "ran";</script></main></body></html>
`

func newSite(t *testing.T) *httptest.Server {
	pages := map[string]string{"/clean": cleanPage, "/broken": brokenPage, "/inline": inlinePage}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", csp)
		if r.URL.Path == "/app.js" {
			w.Header().Set("Content-Type", "text/javascript")
			_, _ = w.Write([]byte(`document.documentElement.dataset.app = "ran";`)) // a failed write shows in the browser, which the test reads
			return
		}
		page, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(page)) // a failed write shows in the browser, which the test reads
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestAxeReportsKnownViolationsAndPassesACleanPageUnderAStrictPolicy(t *testing.T) {
	t.Parallel()
	srv := newSite(t)
	browser := browsertest.Start(t)

	t.Run("broken", func(t *testing.T) {
		tab := browsertest.Tab(t, browser)
		if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/broken")); err != nil {
			t.Fatal(err)
		}
		violations := browsertest.Audit(t, tab)
		ids := map[string]browsertest.Violation{}
		for _, v := range violations {
			ids[v.ID] = v
		}
		for id, target := range map[string]string{"image-alt": "#dot", "label": "#nameless"} {
			v, ok := ids[id]
			if !ok {
				t.Errorf("no %s violation in %v", id, violations)
				continue
			}
			if len(v.Nodes) != 1 || !slices.Equal(v.Nodes[0].Target, []string{target}) {
				t.Errorf("%s: nodes %+v, want the one element %s", id, v.Nodes, target)
			}
			if v.Help == "" || v.Impact == "" || !strings.HasPrefix(v.HelpURL, "https://") {
				t.Errorf("%s: help, impact or help URL missing: %+v", id, v)
			}
			if !slices.ContainsFunc(browsertest.Serious(violations), func(s browsertest.Violation) bool { return s.ID == id }) {
				t.Errorf("%s (%s) is not among the serious violations", id, v.Impact)
			}
		}
	})

	t.Run("clean", func(t *testing.T) {
		tab := browsertest.Tab(t, browser)
		console, err := browsertest.WatchConsole(tab)
		if err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/clean")); err != nil {
			t.Fatal(err)
		}
		violations := browsertest.Audit(t, tab)
		for _, v := range violations {
			t.Errorf("violation on the clean page: %v", v)
		}
		// The page's own script ran, so the policy was in force and not
		// bypassed, and axe-core ran anyway.
		ran, err := chromedp.Run(tab, chromedp.Evaluate[string](`document.documentElement.dataset.app || ""`))
		if err != nil || ran != "ran" {
			t.Errorf("the page's script did not run: %q, %v", ran, err)
		}
		// A second audit reuses the axe-core already in the page.
		if again, err := browsertest.Axe(tab); err != nil || len(again) != len(violations) {
			t.Errorf("a second audit gave %v, %v", again, err)
		}
		for _, m := range console.Messages() {
			t.Errorf("console: %s", m)
		}
	})
}

func TestWatchConsoleRecordsAPolicyViolation(t *testing.T) {
	t.Parallel()
	srv := newSite(t)
	tab := browsertest.Tab(t, browsertest.Start(t))
	console, err := browsertest.WatchConsole(tab)
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/inline")); err != nil {
		t.Fatal(err)
	}
	title, err := chromedp.Run(tab, chromedp.Title())
	if err != nil || title != "Inline" {
		t.Errorf("title %q, %v: the inline script ran despite the policy", title, err)
	}
	messages := console.Messages()
	if !slices.ContainsFunc(messages, func(m string) bool { return strings.Contains(m, "Content Security Policy") }) {
		t.Errorf("no Content Security Policy violation among the console messages %q", messages)
	}
}

func TestSeriousKeepsSeriousAndCriticalViolations(t *testing.T) {
	t.Parallel()
	all := []browsertest.Violation{
		{ID: "a", Impact: "minor"}, {ID: "b", Impact: "serious"}, {ID: "c", Impact: "moderate"},
		{ID: "d", Impact: "critical"}, {ID: "e"},
	}
	var ids []string
	for _, v := range browsertest.Serious(all) {
		ids = append(ids, v.ID)
	}
	if !slices.Equal(ids, []string{"b", "d"}) {
		t.Errorf("Serious kept %v, want [b d]", ids)
	}
}

// recordingT records the errors ValidateHTML reports instead of failing.
type recordingT struct {
	testing.TB
	errors []string
}

func (r *recordingT) Error(args ...any) {
	for _, a := range args {
		if err, ok := a.(error); ok {
			r.errors = append(r.errors, err.Error())
		}
	}
}

func TestValidateHTMLAcceptsAValidPageAndReportsAnInvalidOne(t *testing.T) {
	t.Parallel()
	browsertest.ValidateHTML(t, cleanPage)

	rec := &recordingT{TB: t}
	browsertest.ValidateHTML(rec, strings.Replace(cleanPage, "</p>", "</div>", 1))
	if len(rec.errors) != 1 || !strings.Contains(rec.errors[0], "close-order") {
		t.Errorf("a mismatched end tag was not reported as close-order: %q", rec.errors)
	}
}
