package pdf_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/pdf"
	"github.com/roadcase/roadcase/adapters/pdf/pdftest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// The printer posts the page to Gotenberg's Chromium HTML route as index.html,
// alone, with the paper's size in inches, no margins of Gotenberg's own and
// the page's CSS size preferred, and gives back the PDF Gotenberg answers.
func TestGotenbergPostsThePageAndThePaper(t *testing.T) {
	var got struct {
		path, file   string
		files        int
		width, pref  string
		height, marg string
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got.path = r.URL.Path
		if err := r.ParseMultipartForm(1 << 20); err != nil {
			t.Errorf("not a multipart form: %v", err)
		}
		got.width, got.height = r.FormValue("paperWidth"), r.FormValue("paperHeight")
		got.pref, got.marg = r.FormValue("preferCssPageSize"), r.FormValue("marginTop")
		got.files = len(r.MultipartForm.File["files"])
		if fh := r.MultipartForm.File["files"]; len(fh) == 1 && fh[0].Filename == "index.html" {
			f, _ := fh[0].Open()
			b, _ := io.ReadAll(f)
			got.file = string(b)
		}
		_, _ = io.WriteString(w, "%PDF-1.7 a pdf")
	}))
	defer srv.Close()
	p, err := pdf.NewGotenberg(srv.URL+"/", nil, pdf.Bounds{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.PrintPDF(context.Background(), []byte("<p>Day sheet</p>"), ports.PaperLetter)
	if err != nil || string(out) != "%PDF-1.7 a pdf" {
		t.Fatalf("PrintPDF: %q, %v", out, err)
	}
	if got.path != "/forms/chromium/convert/html" || got.files != 1 || got.file != "<p>Day sheet</p>" {
		t.Errorf("posted %s with %d files, index.html %q", got.path, got.files, got.file)
	}
	if got.width != "8.5000" || got.height != "11.0000" || got.pref != "true" || got.marg != "0" {
		t.Errorf("paper %s × %s, preferCssPageSize %s, marginTop %s", got.width, got.height, got.pref, got.marg)
	}
}

// Gotenberg failing, answering what is not a PDF, answering a PDF over the
// bound, or not answering at all is an unavailable engine or a refused print,
// never a PDF.
func TestGotenbergFailuresAreNotPDFs(t *testing.T) {
	cases := map[string]struct {
		answer func(w http.ResponseWriter)
		bounds pdf.Bounds
		kind   kernel.Kind
	}{
		"503":        {func(w http.ResponseWriter) { w.WriteHeader(http.StatusServiceUnavailable) }, pdf.Bounds{}, kernel.KindUnavailable},
		"not a pdf":  {func(w http.ResponseWriter) { _, _ = io.WriteString(w, "<html>") }, pdf.Bounds{}, kernel.KindUnavailable},
		"too large":  {func(w http.ResponseWriter) { _, _ = io.WriteString(w, "%PDF-"+strings.Repeat("x", 100)) }, pdf.Bounds{MaxPDFBytes: 50}, kernel.KindInvalid},
		"page large": {func(w http.ResponseWriter) { _, _ = io.WriteString(w, "%PDF-") }, pdf.Bounds{MaxHTMLBytes: 3}, kernel.KindInvalid},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { c.answer(w) }))
			defer srv.Close()
			p, err := pdf.NewGotenberg(srv.URL, nil, c.bounds)
			if err != nil {
				t.Fatal(err)
			}
			out, err := p.PrintPDF(context.Background(), []byte("<p>x</p>"), ports.PaperA4)
			if !kernel.IsKind(err, c.kind) || out != nil {
				t.Errorf("%d bytes, %v; want %v", len(out), err, c.kind)
			}
		})
	}
	p, err := pdf.NewGotenberg("http://127.0.0.1:1", nil, pdf.Bounds{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.PrintPDF(context.Background(), []byte("<p>x</p>"), ports.PaperA4); !kernel.IsKind(err, kernel.KindUnavailable) {
		t.Errorf("nothing listening: %v, want KindUnavailable", err)
	}
}

// Against a real Gotenberg (ROADCASE_TEST_GOTENBERG_URL, such as the compose
// file's http://127.0.0.1:3000), a page prints with its text; without one the
// test skips, since Gotenberg runs as a container CI does not start.
func TestGotenbergPrintsAPage(t *testing.T) {
	base := os.Getenv("ROADCASE_TEST_GOTENBERG_URL")
	if base == "" {
		t.Skip("set ROADCASE_TEST_GOTENBERG_URL to a Gotenberg 8 to run this test")
	}
	p, err := pdf.NewGotenberg(base, nil, pdf.Bounds{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.PrintPDF(context.Background(), []byte(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p>Load-in 14:00</p></body></html>`), ports.PaperA4)
	if err != nil {
		t.Fatal(err)
	}
	if text := pdftest.Text(t, out); !strings.Contains(text, "Load-in 14:00") {
		t.Errorf("the PDF's text lacks the page's:\n%s", text)
	}
}
