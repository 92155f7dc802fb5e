package main

import (
	"context"
	"encoding/json"

	"github.com/roadcase/roadcase/adapters/pdf"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.Documents = pageDocuments{}

// pageDocuments is the documents service as the pages call it: the one
// httpServer wires (m.documents), read at each call, since serve builds the
// pages and the API side by side. The pages thus render through the API's
// use case and its render log. Before httpServer (in a test that builds only
// the pages) there are no documents: an empty list, and KindNotFound.
type pageDocuments struct{ m *Main }

func (d pageDocuments) List(ctx context.Context) []documents.Summary {
	if d.m.documents == nil {
		return nil
	}
	return d.m.documents.List(ctx)
}

func (d pageDocuments) Get(ctx context.Context, key string) (documents.Type, error) {
	if d.m.documents == nil {
		return documents.Type{}, kernel.NotFound("document type")
	}
	return d.m.documents.Get(ctx, key)
}

func (d pageDocuments) RenderData(ctx context.Context, org kernel.ID, key string, data json.RawMessage) ([]byte, error) {
	if d.m.documents == nil {
		return nil, kernel.NotFound("document type")
	}
	return d.m.documents.RenderData(ctx, org, key, data)
}

func (d pageDocuments) RenderRecord(ctx context.Context, org kernel.ID, key, id string) ([]byte, error) {
	if d.m.documents == nil {
		return nil, kernel.NotFound("document type")
	}
	return d.m.documents.RenderRecord(ctx, org, key, id)
}

// pdfPrinter is the PDF engine the configuration names: Gotenberg at
// ROADCASE_GOTENBERG_URL, else the Chromium of ROADCASE_PDF_CHROMIUM, else
// none (nil). An explicit Chromium that is not there stops the start; "auto"
// finding none is said at warn level and leaves the pages without PDF.
func (m *Main) pdfPrinter() (ports.PDFPrinter, error) {
	c := m.Config.PDF
	bounds := pdf.Bounds{Timeout: c.Timeout}
	switch {
	case c.GotenbergURL != "":
		return pdf.NewGotenberg(c.GotenbergURL, nil, bounds)
	case c.Chromium == "":
		return nil, nil
	}
	path, err := pdf.FindChromium(c.Chromium)
	if err != nil && c.Chromium == "auto" {
		m.Log.Warn("no Chromium found for ROADCASE_PDF_CHROMIUM=auto: documents are offered as HTML to print, without PDF", "err", err)
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return pdf.NewChromium(path, bounds)
}
