package browsertest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// A tab a test lets go of is the next test's, with the browser's own viewport
// again and no listener of the test before; a test that failed does not hand its
// tab on.
func TestATabIsKeptForTheNextTestWithTheDefaultViewport(t *testing.T) {
	t.Parallel()
	srv := newSite(t)
	browser := browsertest.Start(t)
	width := func(tab context.Context) int {
		t.Helper()
		w, err := chromedp.Run(tab, chromedp.Evaluate[int](`window.innerWidth`))
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	var first, second string
	var defaultWidth int
	var firstConsole *browsertest.Console
	t.Run("narrow", func(t *testing.T) {
		tab := browsertest.Tab(t, browser)
		console, err := browsertest.WatchConsole(tab)
		if err != nil {
			t.Fatal(err)
		}
		firstConsole = console
		if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/clean")); err != nil {
			t.Fatal(err)
		}
		defaultWidth = width(tab)
		if err := chromedp.Do(tab, chromedp.EmulateViewport(375, 800)); err != nil {
			t.Fatal(err)
		}
		if w := width(tab); w != 375 {
			t.Fatalf("the emulated viewport is %d px wide", w)
		}
		first = targetID(t, tab)
	})
	t.Run("next", func(t *testing.T) {
		tab := browsertest.Tab(t, browser)
		second = targetID(t, tab)
		if second != first {
			t.Errorf("the next test got tab %s, not the one let go of (%s)", second, first)
		}
		if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/inline")); err != nil {
			t.Fatal(err)
		}
		if w := width(tab); w != defaultWidth {
			t.Errorf("the kept tab is %d px wide, want the default %d", w, defaultWidth)
		}
	})
	// The next page breaks the policy (an inline script): its console says so,
	// but not to the first test's listener.
	for _, m := range firstConsole.Messages() {
		if strings.Contains(m, "Content Security Policy") {
			t.Errorf("the first test's listener heard the next test's page: %s", m)
		}
	}
	failed := &failingT{TB: t}
	tab := browsertest.Tab(failed, browser)
	failedID := targetID(t, tab)
	failed.Fail()
	failed.cleanup()
	if again := targetID(t, browsertest.Tab(t, browser)); again == failedID {
		t.Errorf("the tab of a failed test (%s) was handed on", failedID)
	}
}

// targetID is the DevTools target of tab.
func targetID(t *testing.T, tab context.Context) string {
	t.Helper()
	c := chromedp.FromContext(tab)
	if c == nil || c.Target == nil {
		t.Fatal("no target")
	}
	return string(c.Target.TargetID)
}

// failingT is a testing.TB whose cleanups run when the test says, and that can
// fail without failing the test.
type failingT struct {
	testing.TB
	failed   bool
	cleanups []func()
}

func (f *failingT) Fail()                 { f.failed = true }
func (f *failingT) Failed() bool          { return f.failed }
func (f *failingT) Cleanup(fn func())     { f.cleanups = append(f.cleanups, fn) }
func (f *failingT) Helper()               {}
func (f *failingT) Fatalf(string, ...any) { f.TB.Helper(); f.TB.FailNow() }

func (f *failingT) cleanup() {
	for i := len(f.cleanups) - 1; i >= 0; i-- {
		f.cleanups[i]()
	}
}

// BenchmarkAuditedPages loads pages of a 200-row table and audits each with
// axe-core, as the page tests do, in a new tab per page and in one tab kept
// from page to page (Tab). Most of the cost is Chromium's, in other processes:
// read the wall time per page, side by side.
func BenchmarkAuditedPages(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Rows</title></head><body><main><h1>Rows</h1><table><caption>Rows</caption><tr><th scope="col">Row</th><th scope="col">Link</th></tr>`)
	for i := range 200 {
		fmt.Fprintf(&sb, `<tr><td>Row %d</td><td><a href="/rows/%d">Open row %d</a></td></tr>`, i, i, i)
	}
	sb.WriteString(`</table></main></body></html>`)
	page := sb.String()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(page)) // a failed write fails the navigation, which the benchmark reads
	}))
	b.Cleanup(srv.Close)
	browser := browsertest.Start(b)
	load := func(b *testing.B, tab context.Context, i int) {
		if err := chromedp.Do(tab, chromedp.Navigate(fmt.Sprintf("%s/%d", srv.URL, i))); err != nil {
			b.Fatal(err)
		}
		if _, err := browsertest.Axe(tab); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("tab-per-page", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			tab, closeTab := chromedp.NewContext(browser)
			load(b, tab, i)
			closeTab()
		}
	})
	b.Run("kept-tab", func(b *testing.B) {
		tab := browsertest.Tab(b, browser)
		for i := 0; b.Loop(); i++ {
			load(b, tab, i)
		}
	})
}

// Under Run, each Start is a browser of its own although they share one
// Chromium: a cookie one test's browser keeps is not another's.
func TestEachStartKeepsItsOwnCookies(t *testing.T) {
	t.Parallel()
	srv := newSite(t)
	cookies := func(browser context.Context, set string) string {
		t.Helper()
		tab := browsertest.Tab(t, browser)
		if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/clean")); err != nil {
			t.Fatal(err)
		}
		got, err := chromedp.Run(tab, chromedp.Evaluate[string](`(c => { if (c) document.cookie = c; return document.cookie; })(`+
			strconv.Quote(set)+`)`))
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := cookies(browsertest.Start(t), "who=first"); got != "who=first" {
		t.Fatalf("the first browser keeps the cookies %q", got)
	}
	if got := cookies(browsertest.Start(t), ""); got != "" {
		t.Errorf("the second browser sees the first's cookies %q", got)
	}
}
