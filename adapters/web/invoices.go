package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/records"
)

// invoiceRoutes lists the invoice pages, which any member of the organization
// reads.
func (s *Server) invoiceRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /invoices", s.inOrg(s.invoices))
	m.HandleFunc("GET /invoices/{id}", s.inOrg(s.invoice))
}

// invoicesPage is the data of the list of the organization's invoices.
type invoicesPage struct {
	Invoices []invoiceRow
}

// invoices lists the organization's invoices, the latest issued first.
func (s *Server) invoices(w http.ResponseWriter, r *http.Request, v *viewer) {
	list, err := s.deps.InvoicePayments.Invoices(r.Context(), v.Actor())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	today := s.today(v)
	p := invoicesPage{Invoices: make([]invoiceRow, 0, len(list))}
	for _, iv := range list {
		p.Invoices = append(p.Invoices, newInvoiceRow(iv, today))
	}
	s.page(w, r, http.StatusOK, "invoices", p)
}

// invoice shows one invoice with its lines, payments and figures and, when it
// can be paid online, its pay link to copy. Another organization's invoice, or
// none, is the not-found page.
func (s *Server) invoice(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, err := pathID(r, "id")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	iv, err := s.deps.InvoicePayments.Invoice(r.Context(), v.Actor(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := newInvoicePage(iv, s.today(v))
	p.Documents = s.documentsBlock(r, paperOf(iv.Invoice.ClientCountry),
		docsSubject{Group: "This invoice", Kind: records.KindInvoice, ID: iv.Invoice.ID})
	if p.PayLink != "" {
		w.Header().Set("Permissions-Policy", copyPermissionsPolicy)
	}
	s.page(w, r, http.StatusOK, "invoice", p)
}
