package pdf

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.PDFPrinter = (*Chromium)(nil)

// MaxChromiumTabs is how many documents one Chromium prints at once; a print
// beyond waits for a tab (within its time bound).
const MaxChromiumTabs = 2

// Chromium prints with a headless Chromium that it starts at the first print
// and keeps for the next ones (started again should it die). Each print is a
// fresh tab whose every network request is refused (see printTab).
type Chromium struct {
	path   string
	bounds Bounds
	tabs   chan struct{}

	mu      sync.Mutex
	browser context.Context // nil until the first print, or after the browser died
	stop    func()
}

// FindChromium resolves ROADCASE_PDF_CHROMIUM's value: "auto" looks for
// chromium, chromium-browser, google-chrome and google-chrome-stable on PATH
// (and /usr/bin/chromium); anything else names the browser, a path or a name
// on PATH.
func FindChromium(name string) (string, error) {
	if name != "auto" {
		return exec.LookPath(name)
	}
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "/usr/bin/chromium"} {
		if p, err := exec.LookPath(n); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no chromium, chromium-browser or google-chrome on PATH")
}

// NewChromium returns a printer that runs the Chromium at path.
func NewChromium(path string, bounds Bounds) (*Chromium, error) {
	if st, err := os.Stat(path); err != nil || st.IsDir() {
		return nil, fmt.Errorf("pdf: no browser at %q", path)
	}
	return &Chromium{path: path, bounds: bounds.withDefaults(), tabs: make(chan struct{}, MaxChromiumTabs)}, nil
}

// Engine names the engine.
func (c *Chromium) Engine() string { return "Chromium" }

// Close stops the browser, if it runs.
func (c *Chromium) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stop != nil {
		c.stop()
		c.browser, c.stop = nil, nil
	}
}

// PrintPDF prints html in a new tab of the browser, within the time bound.
func (c *Chromium) PrintPDF(ctx context.Context, html []byte, paper ports.Paper) ([]byte, error) {
	if len(html) > c.bounds.MaxHTMLBytes {
		return nil, kernel.Invalid(fmt.Sprintf("The document is larger than the %d bytes a PDF is printed from.", c.bounds.MaxHTMLBytes))
	}
	ctx, cancel := context.WithTimeout(ctx, c.bounds.Timeout)
	defer cancel()
	select {
	case c.tabs <- struct{}{}:
		defer func() { <-c.tabs }()
	case <-ctx.Done():
		return nil, unavailable(ctx.Err())
	}
	browser, err := c.running()
	if err != nil {
		return nil, unavailable(err)
	}
	pdf, err := printTab(ctx, browser, html, paper)
	if err != nil {
		if browser.Err() != nil { // the browser died: the next print starts another
			c.forget(browser)
		}
		return nil, unavailable(err)
	}
	if len(pdf) > c.bounds.MaxPDFBytes {
		return nil, kernel.Invalid(fmt.Sprintf("The PDF is larger than %d bytes.", c.bounds.MaxPDFBytes))
	}
	return pdf, nil
}

// running returns the browser, started if it is not running.
func (c *Chromium) running() (context.Context, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.browser != nil && c.browser.Err() == nil {
		return c.browser, nil
	}
	dir, err := os.MkdirTemp("", "roadcase-pdf-")
	if err != nil {
		return nil, err
	}
	alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(c.path),
		chromedp.UserDataDir(dir),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
	)
	browser, stopBrowser := chromedp.NewContext(alloc)
	stop := func() {
		stopBrowser()
		stopAlloc()
		_ = os.RemoveAll(dir)
	}
	if err := chromedp.Do(browser); err != nil {
		stop()
		return nil, fmt.Errorf("start %s: %w", c.path, err)
	}
	c.browser, c.stop = browser, stop
	return browser, nil
}

// forget drops browser, if it is still the one kept, so that the next print
// starts another.
func (c *Chromium) forget(browser context.Context) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.browser == browser && c.stop != nil {
		c.stop()
		c.browser, c.stop = nil, nil
	}
}
