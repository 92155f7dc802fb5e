// Package browsertest is what the tests of the platform's pages need to drive a
// real browser: a headless Chromium (Start, Tab), what a tab wrote to its console
// (WatchConsole), an accessibility audit with axe-core (Axe, Serious) and the
// independent HTML validator (ValidateHTML). It is a test-support package, in
// non-test files so that every package's tests can import it; the service does
// not.
//
// Browser tests skip when there is no Chromium, unless ROADCASE_REQUIRE_BROWSER=1
// makes that a failure, as CI does (.ci/run). axe-core and html-validate come from
// the repository's node_modules (npm ci).
package browsertest

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// Environment variables of the browser tests: EnvChromium names the browser to
// run; EnvRequireBrowser=1 turns a missing browser from a skip into a failure.
// They are the ones the render package's browser tests read.
const (
	EnvChromium       = "ROADCASE_CHROMIUM"
	EnvRequireBrowser = "ROADCASE_REQUIRE_BROWSER"
)

// TabTimeout bounds everything a tab from Tab does, so that a page that never
// finishes fails its test instead of hanging it until go test's own timeout.
const TabTimeout = time.Minute

// ErrNoBrowser is FindChromium's error when it finds no browser at all.
var ErrNoBrowser = errors.New("no Chromium: not named by " + EnvChromium +
	", no headless shell in node_modules, not at /usr/bin/chromium, and none of chromium, chromium-browser, google-chrome on PATH")

// headlessShell is where npm ci unpacks Chromium's headless shell
// (scripts/headless-shell.mjs), relative to the repository root.
const headlessShell = "node_modules/.headless-shell/chromium"

// FindChromium returns the browser the tests drive: the one named by
// ROADCASE_CHROMIUM, else Chromium's headless shell that npm ci unpacked into
// node_modules if it starts on this machine, else the system's Chromium
// (SystemChromium). A name in ROADCASE_CHROMIUM that does not resolve is an
// error other than ErrNoBrowser: someone asked for that browser.
//
// Why the shell first: it is the same Blink and DevTools protocol without a
// browser window's UI, and the page tests cost about a third less CPU in it than
// in Debian's chromium, which draws a window's UI even when headless
// (docs/operations.md). Tests of what production does with its browser, printing
// PDFs, use SystemChromium.
func FindChromium() (string, error) {
	if os.Getenv(EnvChromium) == "" {
		if path, ok := startingShell(); ok {
			return path, nil
		}
	}
	return SystemChromium()
}

// SystemChromium returns the browser named by ROADCASE_CHROMIUM, else
// /usr/bin/chromium, else the first of chromium, chromium-browser and
// google-chrome on PATH, as serve's ROADCASE_PDF_CHROMIUM=auto looks;
// ErrNoBrowser when there is none.
func SystemChromium() (string, error) {
	if name := os.Getenv(EnvChromium); name != "" {
		return exec.LookPath(name)
	}
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path, nil
		}
	}
	return "", ErrNoBrowser
}

// startingShell returns the unpacked headless shell and true when it starts
// (starts), asked once per test binary.
var startingShell = sync.OnceValues(func() (string, bool) {
	path, ok := findUp(headlessShell)
	return path, ok && starts(path)
})

// starts says whether the browser at path answers --version within 10 s: a
// machine without the libraries Chromium links (which installing the system's
// chromium brings) has the headless shell's file but cannot run it.
func starts(path string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, path, "--version").Run() == nil
}

// Start gives t a browser of its own and returns its context; Tab opens tabs
// of it. Under Run (a package's TestMain) it is a browser context, with its own
// cookies, storage and cache, in the one Chromium that Run keeps for all of the
// package's tests; otherwise a headless Chromium started for t. Either ends
// when t and its subtests end. Without a browser t skips, unless
// ROADCASE_REQUIRE_BROWSER=1.
func Start(t testing.TB) context.Context {
	t.Helper()
	path, err := FindChromium()
	if err != nil {
		if errors.Is(err, ErrNoBrowser) {
			testenv.Missing(t, EnvRequireBrowser, "%v: install chromium", err)
		}
		t.Fatalf("the browser tests need Chromium: %v", err)
	}
	if browser, ok := shared.context(t, path); ok {
		return browser
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), allocatorOptions(path, t.TempDir())...)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	// Cleanups run last-registered first: close the browser, then the allocator
	// waits for the process to exit, before t.TempDir removes the profile.
	t.Cleanup(cancelAlloc)
	t.Cleanup(cancelBrowser)
	// The first action starts the process, so that a browser that cannot start
	// fails here, once, rather than in every tab.
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("start %s: %v", path, err)
	}
	return withTabs(browser)
}

// allocatorOptions run the Chromium at path headless with its profile in dir.
func allocatorOptions(path, dir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.UserDataDir(dir),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		// Without these Chromium phones home, and the test network refuses it.
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	}
}
