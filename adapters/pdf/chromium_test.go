package pdf_test

import (
	"context"
	"errors"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/pdf"
	"github.com/roadcase/roadcase/adapters/pdf/pdftest"
	"github.com/roadcase/roadcase/adapters/testenv"
	"github.com/roadcase/roadcase/adapters/web/browsertest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// chromiumPrinter is a printer over the machine's Chromium, closed when t
// ends; t skips without one unless ROADCASE_REQUIRE_BROWSER=1.
func chromiumPrinter(t *testing.T, bounds pdf.Bounds) *pdf.Chromium {
	t.Helper()
	path, err := browsertest.SystemChromium()
	if err != nil {
		testenv.Missing(t, browsertest.EnvRequireBrowser, "%v", err)
	}
	p, err := pdf.NewChromium(path, bounds)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p
}

// A page that asks for an image, a style sheet, a font, a frame and a
// prefetch from a server prints without that server hearing from it: the
// printer refuses every request, whatever the page's own CSP says (this page
// has none).
func TestChromiumPrintsWithoutFetchingAnything(t *testing.T) {
	var asked atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()
	p := chromiumPrinter(t, pdf.Bounds{})
	html := `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
<link rel="stylesheet" href="` + srv.URL + `/style.css"><link rel="prefetch" href="` + srv.URL + `/next">
<style>@font-face { font-family: X; src: url(` + srv.URL + `/font.woff2); } body { font-family: X, sans-serif; background: url(` + srv.URL + `/bg.png); }</style>
</head><body><h1>Settlement of the night</h1><img src="` + srv.URL + `/logo.png" alt=""><iframe src="` + srv.URL + `/frame" title="f"></iframe>
<script>fetch("` + srv.URL + `/script")</script></body></html>`
	out, err := p.PrintPDF(context.Background(), []byte(html), ports.PaperA4)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(out), "%PDF-") {
		t.Fatalf("not a PDF: %.20q", out)
	}
	if n := asked.Load(); n != 0 {
		t.Errorf("the server was asked %d times; want none", n)
	}
	if text := pdftest.Text(t, out); !strings.Contains(text, "Settlement of the night") {
		t.Errorf("the PDF's text lacks the heading:\n%s", text)
	}
}

// The paper asked for is the PDF's page size: A4 is 595.3 × 841.9 points (within 1.5 points: Chromium rounds to its own units), Letter
// 612 × 792, for a page that declares no @page size of its own.
func TestChromiumPrintsOnThePaperAskedFor(t *testing.T) {
	p := chromiumPrinter(t, pdf.Bounds{})
	html := []byte(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p>Paper</p></body></html>`)
	for paper, want := range map[ports.Paper][2]float64{ports.PaperA4: {595.3, 841.9}, ports.PaperLetter: {612, 792}} {
		out, err := p.PrintPDF(context.Background(), html, paper)
		if err != nil {
			t.Fatal(err)
		}
		if w, h := pdftest.PageSize(t, out); math.Abs(w-want[0]) > 1.5 || math.Abs(h-want[1]) > 1.5 {
			t.Errorf("%s: %v × %v points, want %v", paper, w, h, want)
		}
	}
}

// A page larger than the bound is refused before the browser sees it, and a
// print that cannot end in time is unavailable, not a hang.
func TestChromiumKeepsItsBounds(t *testing.T) {
	p := chromiumPrinter(t, pdf.Bounds{MaxHTMLBytes: 100, Timeout: time.Nanosecond})
	_, err := p.PrintPDF(context.Background(), []byte(strings.Repeat("x", 101)), ports.PaperA4)
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("a page over the bound: %v, want KindInvalid", err)
	}
	_, err = p.PrintPDF(context.Background(), []byte("<p>x</p>"), ports.PaperA4)
	if !kernel.IsKind(err, kernel.KindUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("a print out of time: %v, want KindUnavailable from the deadline", err)
	}
}
