package pdf

import (
	"context"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/ports"
)

// printTab prints html in a new tab of browser and closes it. The tab never
// asks the network for anything: the document is written into an empty page
// (about:blank, which is no request) rather than loaded from an address, every
// request the page would make (an image, a style sheet, a font, a prefetch) is
// paused by the Fetch domain and failed, and scripts do not run.
func printTab(ctx context.Context, browser context.Context, html []byte, paper ports.Paper) ([]byte, error) {
	tab, closeTab := chromedp.NewContext(browser)
	defer closeTab()
	// The tab ends with ctx (the print's time bound): a tab's context must not
	// carry a deadline of its own before its first action.
	stop := context.AfterFunc(ctx, closeTab)
	defer stop()
	paused := chromedp.Events(tab, fetch.RequestPaused)
	go func() {
		for ev, err := range paused {
			if err != nil {
				return
			}
			_, _ = chromedp.Call(tab, fetch.FailRequest,
				fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonBlockedByClient})
		}
	}()
	w, h := paperInches(paper)
	err := chromedp.Do(tab,
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*"}}}); err != nil {
				return err
			}
			_, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
			return err
		}),
		chromedp.Navigate("about:blank"),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			tree, err := chromedp.Call(ctx, page.GetFrameTree, struct{}{})
			if err != nil {
				return err
			}
			_, err = chromedp.Call(ctx, page.SetDocumentContent,
				page.SetDocumentContentParams{FrameID: tree.FrameTree.Frame.ID, HTML: string(html)})
			return err
		}),
	)
	if err != nil {
		return nil, orEnded(ctx, err)
	}
	pdf, err := chromedp.Run(tab, chromedp.PrintToPDF(
		chromedp.PDFPaper(chromedp.PaperSize{Width: w, Height: h}),
		chromedp.PDFMargin(0),
		chromedp.PDFPreferCSSPageSize(),
		chromedp.PDFPrintBackground(),
		chromedp.PDFStream(),
	))
	if err != nil {
		return nil, orEnded(ctx, err)
	}
	return pdf, nil
}

// orEnded is ctx's error when ctx ended (the print ran out of time), err
// otherwise.
func orEnded(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}
