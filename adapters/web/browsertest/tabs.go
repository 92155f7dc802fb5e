package browsertest

import (
	"context"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// Why tabs are kept: opening a tab costs headless Chromium more than most pages
// loaded in it. Each new tab gets a renderer process of its own, which compiles
// axe-core afresh, and the browser lays out a window for it with its omnibox's
// WebUI. BenchmarkAuditedPages (a 200-row table audited by axe-core) took
// 1.29 s a page with a tab per page and 0.62 s in a kept tab (medians of 3 runs
// of 15, the team's 2-core machine, quiet); with the whole machine's CPU
// counted, a tab per page cost about 2.6 times as much.

// tabs are the open tabs of one browser that no test holds now.
type tabs struct {
	mu   sync.Mutex
	idle []tab
}

// tab is an open tab: its chromedp context and what closes it.
type tab struct {
	ctx   context.Context
	close context.CancelFunc
}

type tabsKey struct{}

// withTabs gives browser its pool of idle tabs, which Tab draws on.
func withTabs(browser context.Context) context.Context {
	return context.WithValue(browser, tabsKey{}, &tabs{})
}

// Tab returns a tab of browser (from Start) for t, where every action fails
// after TabTimeout. It is a tab another test of the same browser used and let go
// of, when there is one, else a new one; when t ends the tab goes back to the
// browser's idle tabs, unless t failed (a tab that misbehaved is closed). The
// page it shows until t navigates is the last one loaded in it, so a test
// navigates first; the viewport is the browser's default (EmulateViewport is
// undone when a test lets go of the tab). A listener set with chromedp.Listen on
// the returned context ends with t.
func Tab(t testing.TB, browser context.Context) context.Context {
	t.Helper()
	bounded, cancel := context.WithTimeout(KeptTab(t, browser), TabTimeout)
	t.Cleanup(cancel)
	return bounded
}

// KeptTab is Tab without the timeout, for a test that bounds its actions
// itself: a listener set on it lasts as long as the tab, so set listeners on a
// context derived from it.
func KeptTab(t testing.TB, browser context.Context) context.Context {
	t.Helper()
	pool, _ := browser.Value(tabsKey{}).(*tabs)
	if pool == nil {
		pool = &tabs{} // a browser not from Start: its tabs are not kept
	}
	tb, err := pool.take(browser)
	if err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	t.Cleanup(func() { pool.give(t, tb) })
	return tb.ctx
}

// take returns an idle tab, or opens one.
func (p *tabs) take(browser context.Context) (tab, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		tb := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return tb, nil
	}
	p.mu.Unlock()
	ctx, closeTab := chromedp.NewContext(browser)
	if err := chromedp.Do(ctx); err != nil {
		closeTab()
		return tab{}, err
	}
	return tab{ctx: ctx, close: closeTab}, nil
}

// give takes the tab t held back among the idle ones, with the default
// viewport, or closes it when t failed or the tab no longer answers.
func (p *tabs) give(t testing.TB, tb tab) {
	if t.Failed() || tb.ctx.Err() != nil {
		tb.close()
		return
	}
	reset, cancel := context.WithTimeout(tb.ctx, TabTimeout)
	defer cancel()
	if err := chromedp.Do(reset, clearViewport); err != nil {
		tb.close()
		return
	}
	p.mu.Lock()
	p.idle = append(p.idle, tb)
	p.mu.Unlock()
}

// clearViewport undoes chromedp.EmulateViewport.
var clearViewport = chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
	_, err := cdp.Call(ctx, t, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
	return err
})
