package browsertest

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// Why one Chromium for a package: starting one (the browser and its GPU
// process; Debian's chromium also a window's WebUI) costs more than the pages most tests load in it, and a
// package's browser tests each started their own, the platform's walks one for
// each person in them. cmd/roadcase's tests took 393 s of CPU with a Chromium
// per person and 364 s with one (docs/operations.md, Tests). A browser context gives a test
// what a browser of its own did: cookies, storage and cache no other test sees.

// shared is the package's one Chromium under Run.
var shared sharedBrowser

// sharedBrowser is a Chromium that Run keeps for all of a package's tests,
// started by the first Start that needs it.
type sharedBrowser struct {
	mu      sync.Mutex
	running bool // Run is running the tests
	browser context.Context
	stop    func()
	err     error // why it could not start, for every test that asks
}

// Run runs the package's tests (m.Run) with one Chromium for all of them, which
// the first Start starts and which stops when they have ended; it returns
// m.Run's code. Call it from TestMain: os.Exit(browsertest.Run(m)).
func Run(m *testing.M) int {
	shared.mu.Lock()
	shared.running = true
	shared.mu.Unlock()
	code := m.Run()
	shared.mu.Lock()
	defer shared.mu.Unlock()
	shared.running = false
	if shared.stop != nil {
		shared.stop()
	}
	return code
}

// context returns a new browser context of the shared Chromium (at path) for t,
// disposed of when t ends, and true; false when Run is not running the tests.
func (s *sharedBrowser) context(t testing.TB, path string) (context.Context, bool) {
	t.Helper()
	browser, ok, err := s.started(path)
	if !ok {
		return nil, false
	}
	if err != nil {
		t.Fatal(err)
	}
	ctx, dispose := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(dispose)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("open a browser context: %v", err)
	}
	pool := &tabs{}
	// The context's first tab is idle from the start; closing it is
	// disposing of the context, which t's end does.
	pool.idle = append(pool.idle, tab{ctx: ctx, close: func() {}})
	return context.WithValue(ctx, tabsKey{}, pool), true
}

// started starts the shared Chromium the first time; ok is false outside Run.
func (s *sharedBrowser) started(path string) (browser context.Context, ok bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.running {
		return nil, false, nil
	}
	if s.browser != nil || s.err != nil {
		return s.browser, true, s.err
	}
	dir, err := os.MkdirTemp("", "roadcase-chromium-")
	if err != nil {
		s.err = err
		return nil, true, err
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), allocatorOptions(path, dir)...)
	b, cancelBrowser := chromedp.NewContext(alloc)
	s.stop = func() {
		cancelBrowser()
		cancelAlloc()
		_ = os.RemoveAll(dir) // a leftover temporary profile fails nothing
	}
	if err := chromedp.Do(b); err != nil {
		s.err = fmt.Errorf("start %s: %w", path, err)
		return nil, true, s.err
	}
	s.browser = b
	return b, true, nil
}
