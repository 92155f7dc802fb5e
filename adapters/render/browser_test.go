package render_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/render"
	"github.com/roadcase/roadcase/core/documents/catalog"
)

// browserTabs is how many tabs the browser tests load at once: enough to keep
// two cores busy, few enough not to starve them.
const browserTabs = 3

// TestEverySampleBehavesInABrowser loads every type's rendered sample in
// Chromium, one tab per type of one browser, and checks what a reader and a
// printer get: no request but the page, no console output, exception or script,
// a title, a visible h1, nothing wider than A4 paper, and an A4 PDF of at least
// one page. It needs Chromium (see browsertest.FindChromium); without it the test skips,
// unless ROADCASE_REQUIRE_BROWSER=1. To run it alone:
//
//	go test ./adapters/render -run Browser -v
func TestEverySampleBehavesInABrowser(t *testing.T) {
	t.Parallel()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	r, err := render.New()
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string][]byte{}
	for _, typ := range c.Types() {
		page, err := r.Render(t.Context(), typ.Key, typ.Title, typ.Sample)
		if err != nil {
			t.Fatalf("%s: %v", typ.Key, err)
		}
		pages["/"+typ.Key] = page
	}
	srv := newPageServer(t, pages)
	browser := startBrowser(t)

	tabs := make(chan struct{}, browserTabs)
	t.Run("types", func(t *testing.T) {
		for _, typ := range c.Types() {
			t.Run(typ.Key, func(t *testing.T) {
				t.Parallel()
				tabs <- struct{}{}
				defer func() { <-tabs }()
				report, err := inspect(browser, srv.URL+"/"+typ.Key)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range report.Problems {
					t.Error(p)
				}
				t.Logf("%s: %d PDF pages on A4", typ.Key, report.PDFPages)
			})
		}
	})
	if extra := srv.unexpected(); len(extra) > 0 {
		t.Errorf("the server got requests other than one for each page: %q", extra)
	}
}

// goodBrowserPage passes every check of inspect; the faulty pages below each
// break one.
const goodBrowserPage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>T</title><link rel="icon" href="data:,"><style>p{}</style></head>
<body><h1>A</h1><p>B</p></body></html>`

// TestBrowserChecksCatchFaultyPages proves that every check the browser test
// makes can fail.
func TestBrowserChecksCatchFaultyPages(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, old, new, want string }{
		{"a good page has no problem", "", "", ""},
		{"an external image is a request", "<p>B</p>", `<img src="http://127.0.0.1:9/a.png" alt="">`, "it requested http://127.0.0.1:9/a.png"},
		{"a stylesheet import is a request", "p{}", "@import url(http://127.0.0.1:9/a.css);", "it requested http://127.0.0.1:9/a.css"},
		{"an inline script is a script", "<p>B</p>", "<script>document.title += 'x'</script>", "a script ran"},
		{"an event handler is a script", "<body>", `<body onload="document.title += 'x'">`, "a script ran"},
		{"a console message is reported", "<p>B</p>", "<script>console.info('hello')</script>", `console.info("hello")`},
		{"an exception is reported", "<p>B</p>", "<script>null.x</script>", "exception"},
		{"an empty title is reported", "<title>T</title>", "<title> </title>", "the title is empty"},
		{"a missing h1 is reported", "<h1>A</h1>", "", "0 h1 elements"},
		{"a hidden h1 is reported", "<h1>A</h1>", "<h1 hidden>A</h1>", "the h1 is not visible"},
		{"an invisible h1 is reported", "<h1>A</h1>", `<h1 style="visibility: hidden">A</h1>`, "the h1 is not visible"},
		{"a table too wide for paper is reported", "<p>B</p>",
			`<table class="grid"><tr><td style="white-space: nowrap">` + strings.Repeat("wide ", 200) + `</td></tr></table>`,
			"too wide: table.grid"},
	}
	pages := map[string][]byte{}
	for i, c := range cases {
		pages["/"+string(rune('a'+i))] = []byte(strings.Replace(goodBrowserPage, c.old, c.new, 1))
	}
	srv := newPageServer(t, pages)
	browser := startBrowser(t)
	tabs := make(chan struct{}, browserTabs)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tabs <- struct{}{}
			defer func() { <-tabs }()
			report, err := inspect(browser, srv.URL+"/"+string(rune('a'+i)))
			if err != nil {
				t.Fatal(err)
			}
			joined := strings.Join(report.Problems, "\n")
			if c.want == "" && len(report.Problems) > 0 || !strings.Contains(joined, c.want) {
				t.Errorf("problems:\n%s\nwant one containing %q", joined, c.want)
			}
			if report.PDFPages < 1 {
				t.Errorf("PDF pages %d, want at least 1", report.PDFPages)
			}
		})
	}
}
