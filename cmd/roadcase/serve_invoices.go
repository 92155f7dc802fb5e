package main

import (
	"context"
	"errors"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
)

// invoiceBook returns the invoice use cases the platform's pages call: over the
// records editor and store, sending invoices with m's mailer and the documents
// service's rendering of the invoice type.
func (m *Main) invoiceBook() (*recordsapp.Invoices, error) {
	return recordsapp.NewInvoices(recordsapp.InvoiceDeps{Editor: m.Editor, Numbers: m.recordStore, Lister: m.recordStore,
		Renderer: invoiceRenderer{m}, Mailer: m.Mailer})
}

// invoiceRenderer renders the invoice document of a record through the
// documents service, which httpServer builds (reached at the call, since
// serve builds the pages and the API side by side).
type invoiceRenderer struct{ m *Main }

// RenderInvoiceHTML returns the HTML of the invoice document of invoice id.
func (r invoiceRenderer) RenderInvoiceHTML(ctx context.Context, actor identity.Actor, id kernel.ID) (string, error) {
	if r.m.documents == nil {
		return "", kernel.Unavailable("the documents service is not running", errors.New("documents not built"))
	}
	html, err := r.m.documents.RenderRecord(ctx, actor.OrgID, "invoice", string(id))
	return string(html), err
}
