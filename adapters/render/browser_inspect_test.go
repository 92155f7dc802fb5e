package render_test

import (
	"context"
	"fmt"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/debugger"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// a4Width is the width of A4 paper in CSS pixels (210 mm at 96 px per inch): a
// page wider than this at this viewport has something too wide for paper.
const a4Width, a4Height = 794, 1123

// browserReport is what one tab saw of one page.
type browserReport struct {
	// Problems lists every broken expectation, in words; empty for a good page.
	Problems []string
	// PDFPages is the page count of the page printed on A4, 0 if printing failed.
	PDFPages int
}

// inspect opens url in a new tab of browser and reports what breaks the
// expectations on a rendered document: the page itself is the only request;
// nothing is logged, thrown or run as script; the title is not empty; the one
// h1 is visible; nothing is wider than A4 paper; and it prints to an A4 PDF. An
// error means the browser could not be driven, not that the page is bad.
func inspect(browser context.Context, url string) (browserReport, error) {
	tab, cancel := chromedp.NewContext(browser)
	defer cancel()
	rec := &recorder{page: url, phase: phaseBlank}
	if err := chromedp.Listen(tab, rec.event); err != nil {
		return browserReport{}, err
	}
	err := chromedp.Do(tab,
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			// The debugger reports every script the page compiles, inline
			// elements and event handlers included. On enable it also reports
			// the scripts that exist already: chromedp's own, in about:blank.
			if _, err := cdp.Call(ctx, t, debugger.Enable, debugger.EnableParams{}); err != nil {
				return err
			}
			rec.enter(phaseLoading)
			// A debugger statement must not stop the page and hang the test.
			_, err := cdp.Call(ctx, t, debugger.SetSkipAllPauses, debugger.SetSkipAllPausesParams{Skip: true})
			return err
		}),
		chromedp.EmulateViewport(a4Width, a4Height),
		chromedp.Navigate(url),
	)
	if err != nil {
		return browserReport{}, fmt.Errorf("load %s: %w", url, err)
	}
	rec.enter(phaseMeasuring)
	layout, err := chromedp.Run(tab, chromedp.Evaluate[pageLayout](layoutScript))
	if err != nil {
		return browserReport{}, fmt.Errorf("measure %s: %w", url, err)
	}
	pdf, pdfErr := chromedp.Run(tab, chromedp.PrintToPDF(
		chromedp.PDFPaper(chromedp.PaperA4), chromedp.PDFPreferCSSPageSize()))

	var report browserReport
	report.Problems = append(rec.result(), layout.problems()...)
	switch pages := pdfPageCount(pdf); {
	case pdfErr != nil:
		report.Problems = append(report.Problems, "printing to PDF failed: "+pdfErr.Error())
	case !isPDF(pdf):
		report.Problems = append(report.Problems, fmt.Sprintf("printing gave %d bytes that are not a PDF", len(pdf)))
	case pages < 1:
		report.Problems = append(report.Problems, "the printed PDF has no page")
	default:
		report.PDFPages = pages
	}
	return report, nil
}

// recorder collects, from the tab's events, every request, console message,
// exception, browser log entry and script that a rendered document must not cause.
type recorder struct {
	page string

	mu        sync.Mutex
	phase     phase
	pageLoads int
	problems  []string
}

// phase is where a tab is in inspect; it tells the page's scripts from others.
type phase int

const (
	// phaseBlank is before the navigation: the tab shows about:blank.
	phaseBlank phase = iota
	// phaseLoading is from the navigation to the load event.
	phaseLoading
	// phaseMeasuring is after the load event, when the test runs its own scripts.
	phaseMeasuring
)

// event is the tab's listener; the tab calls it in the order events arrive.
func (r *recorder) event(ev any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch e := ev.(type) {
	case *network.EventRequestWillBeSent:
		if e.Request.URL == r.page {
			r.pageLoads++
			return
		}
		r.problems = append(r.problems, fmt.Sprintf("it requested %s (%s)", e.Request.URL, e.Type))
	case *runtime.EventConsoleAPICalled:
		r.problems = append(r.problems, fmt.Sprintf("console.%s(%s)", e.Type, browsertest.Describe(e.Args)))
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		r.problems = append(r.problems, fmt.Sprintf("exception: %s %s", d.Text, browsertest.Describe([]*runtime.RemoteObject{d.Exception})))
	case *log.EventEntryAdded:
		r.problems = append(r.problems, fmt.Sprintf("browser log, %s %s: %s", e.Entry.Source, e.Entry.Level, e.Entry.Text))
	case *debugger.EventScriptParsed:
		// Before the navigation, scripts are chromedp's, in about:blank. After
		// the load, the test's measurements compile scripts without a URL. The
		// rest, and any script with a URL, are the page's.
		if r.phase == phaseLoading || r.phase == phaseMeasuring && e.URL != "" {
			r.problems = append(r.problems, fmt.Sprintf("a script ran (url %q, line %d)", e.URL, e.StartLine))
		}
	}
}

// enter moves the recorder to phase p. The tab calls event in the order events
// arrive, and before the command whose reply follows them returns, so an event
// is seen in the phase it belongs to.
func (r *recorder) enter(p phase) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.phase = p
}

// result returns the problems seen so far, and one more when the page itself was
// not requested exactly once, which would make "no other request" meaningless.
func (r *recorder) result() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := append([]string(nil), r.problems...)
	if r.pageLoads != 1 {
		out = append(out, fmt.Sprintf("the page itself was requested %d times, want 1", r.pageLoads))
	}
	return out
}
