package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.PDFPrinter = (*Gotenberg)(nil)

// Gotenberg prints with a Gotenberg service (https://gotenberg.dev, version 8)
// through its Chromium HTML route. The page goes as index.html and nothing
// else, so it has nothing beside it to load; run Gotenberg with
// --chromium-allow-list='^file:///tmp/.*' (as deploy/compose.yaml does) so
// that its Chromium refuses every other address too, and the document's own
// CSP forbids every request besides.
type Gotenberg struct {
	endpoint string
	client   *http.Client
	bounds   Bounds
}

// NewGotenberg returns a printer for the Gotenberg service at base, such as
// "http://gotenberg:3000". client defaults to a plain http.Client; every
// print is bounded by bounds.Timeout whatever the client's own timeout.
func NewGotenberg(base string, client *http.Client, bounds Bounds) (*Gotenberg, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("pdf: the Gotenberg address %q must be an absolute http or https address", base)
	}
	if client == nil {
		client = &http.Client{}
	}
	return &Gotenberg{endpoint: strings.TrimRight(base, "/") + "/forms/chromium/convert/html", client: client,
		bounds: bounds.withDefaults()}, nil
}

// Engine names the engine.
func (g *Gotenberg) Engine() string { return "Gotenberg" }

// PrintPDF posts html to Gotenberg and returns its PDF.
func (g *Gotenberg) PrintPDF(ctx context.Context, html []byte, paper ports.Paper) ([]byte, error) {
	if len(html) > g.bounds.MaxHTMLBytes {
		return nil, kernel.Invalid(fmt.Sprintf("The document is larger than the %d bytes a PDF is printed from.", g.bounds.MaxHTMLBytes))
	}
	body, contentType, err := gotenbergForm(html, paper)
	if err != nil {
		return nil, kernel.Internal(err)
	}
	ctx, cancel := context.WithTimeout(ctx, g.bounds.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.endpoint, body)
	if err != nil {
		return nil, kernel.Internal(err)
	}
	req.Header.Set("Content-Type", contentType)
	res, err := g.client.Do(req)
	if err != nil {
		return nil, unavailable(err)
	}
	defer func() { _ = res.Body.Close() }() // the body is read whole or given up on; nothing to report
	if res.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(res.Body, 512))
		return nil, unavailable(fmt.Errorf("gotenberg answered %s: %s", res.Status, bytes.TrimSpace(msg)))
	}
	pdf, err := io.ReadAll(io.LimitReader(res.Body, int64(g.bounds.MaxPDFBytes)+1))
	if err != nil {
		return nil, unavailable(err)
	}
	if len(pdf) > g.bounds.MaxPDFBytes {
		return nil, kernel.Invalid(fmt.Sprintf("The PDF is larger than %d bytes.", g.bounds.MaxPDFBytes))
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		return nil, unavailable(errors.New("gotenberg's answer is not a PDF"))
	}
	return pdf, nil
}

// gotenbergForm is the multipart form of one print: index.html, the paper's
// size in inches, no margins of Gotenberg's own (the document's @page sets
// them), its CSS page size preferred and its backgrounds printed.
func gotenbergForm(html []byte, paper ports.Paper) (io.Reader, string, error) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	w, h := paperInches(paper)
	fields := [][2]string{{"paperWidth", inches(w)}, {"paperHeight", inches(h)},
		{"marginTop", "0"}, {"marginBottom", "0"}, {"marginLeft", "0"}, {"marginRight", "0"},
		{"preferCssPageSize", "true"}, {"printBackground", "true"}}
	for _, f := range fields {
		if err := mw.WriteField(f[0], f[1]); err != nil {
			return nil, "", err
		}
	}
	part, err := mw.CreateFormFile("files", "index.html")
	if err != nil {
		return nil, "", err
	}
	if _, err := part.Write(html); err != nil {
		return nil, "", err
	}
	if err := mw.Close(); err != nil {
		return nil, "", err
	}
	return &buf, mw.FormDataContentType(), nil
}

func inches(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }

// unavailable is an engine that did not print: KindUnavailable, the cause kept.
func unavailable(err error) error {
	return kernel.Unavailable("The PDF engine did not print the document; try again, or print the page from your browser.", err)
}
