package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// documentCSP is the rendered document's own policy, the API's: no script, no
// request beyond the page itself, inline styles only. A document opened from
// the pages carries it instead of the pages' policy.
const documentCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// documentsMounted reports whether documents open from the record pages.
func (s *Server) documentsMounted() bool { return s.deps.Documents != nil }

// documentPageRoutes serves the documents of the organization's records: the
// HTML the API renders, and its PDF when a printer is configured. Any member
// opens them; another organization's record is the not-found page. They are
// served behind documentsHandler's chain, not the pages'.
func (s *Server) documentPageRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /documents/{type}/{id}", s.inOrg(s.documentPage))
	m.HandleFunc("GET /documents/{type}/{id}/pdf", s.inOrg(s.documentPDF))
}

// renderForPage renders the type named by the address from the record it
// names, through the same use case as the API (so the render is logged as
// the API's are), on the paper ?paper= asks for. An identifier that is not a
// UUID, or a record of a kind the type does not take, has no document: both
// answer as a missing record does.
func (s *Server) renderForPage(r *http.Request, v *viewer) ([]byte, ports.Paper, error) {
	paper, err := paperParam(r)
	if err != nil {
		return nil, "", err
	}
	html, err := s.deps.Documents.RenderRecord(r.Context(), v.Current.Organization.ID, r.PathValue("type"), r.PathValue("id"))
	if kernel.IsKind(err, kernel.KindInvalid) {
		err = kernel.NotFound("document")
	}
	if err != nil {
		return nil, "", err
	}
	return onPaper(html, paper), paper, nil
}

// documentPage answers the document's own HTML page, outside the platform's
// layout and under the document's own CSP: the bytes the API answers for the
// same record on A4.
func (s *Server) documentPage(w http.ResponseWriter, r *http.Request, v *viewer) {
	html, _, err := s.renderForPage(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Security-Policy", documentCSP)
	h.Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(html)
}

// documentPDF prints the document as a PDF with the configured engine and
// offers it as a download; without an engine there is no such address.
func (s *Server) documentPDF(w http.ResponseWriter, r *http.Request, v *viewer) {
	if s.deps.PDF == nil {
		s.fail(w, r, kernel.NotFound("pdf printer"))
		return
	}
	html, paper, err := s.renderForPage(r, v)
	if err == nil {
		html, err = s.deps.PDF.PrintPDF(r.Context(), html, paper)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Disposition", `attachment; filename="`+r.PathValue("type")+`.pdf"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(html)
}
