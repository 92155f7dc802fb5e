package web

import (
	"bytes"
	"context"
	"net/http"
)

// view is what every page template receives: the signed-in person (if any), a
// one-time notice, the page's own data, and the session's form token on demand.
type view struct {
	Viewer *viewer
	Flash  string
	// Warnings are what the last save found worth checking (flashWarnings).
	Warnings []string
	// Path is the page's address, for the organization switcher to come back to
	// and the navigation to mark the current page.
	Path string
	// Advancing says the advancing pages are served, for the navigation.
	Advancing bool
	// Invoices and Payments say the invoice pages and the payments settings
	// are served (a payment processor is configured), for the navigation.
	Invoices, Payments bool
	// Records says the records pages (projects, venues, people) are served.
	Records bool
	// Reports says the dashboard and the report pages are served.
	Reports bool
	// Imports and Exports say the spreadsheet imports and the export page
	// are served.
	Imports, Exports bool
	Data             any
	csrf             func() string
}

// CSRF returns the session's form token; only pages with a form ask for it, so
// a page without one starts no session.
func (v *view) CSRF() string { return v.csrf() }

type sessionReadyKey struct{}

// sessionReady marks a request whose session scs has loaded.
func sessionReady(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), sessionReadyKey{}, true)))
	})
}

func hasSession(ctx context.Context) bool { return ctx.Value(sessionReadyKey{}) != nil }

// page renders the named page template with data and answers with status.
func (s *Server) page(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	ctx := r.Context()
	v := &view{Viewer: viewerFrom(ctx), Path: r.URL.Path, Advancing: s.advancingMounted(), Data: data,
		Invoices: s.deps.InvoicePayments != nil || s.invoiceBookMounted(), Payments: s.deps.PaymentSettings != nil, Records: s.recordsMounted(),
		Reports: s.deps.Reporting != nil, Imports: s.importsMounted(), Exports: s.exportsMounted(), csrf: func() string { return "" }}
	if hasSession(ctx) {
		v.Flash = s.sessions.PopString(ctx, keyFlash)
		v.Warnings = s.popWarnings(ctx)
		v.csrf = func() string { return s.csrfToken(ctx) }
	}
	t, err := s.pages.page(name)
	var buf bytes.Buffer
	if err != nil {
		s.log.ErrorContext(ctx, "web: page template", "page", name, "error", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if err := t.ExecuteTemplate(&buf, "layout", v); err != nil {
		s.log.ErrorContext(ctx, "web: rendering a page", "page", name, "error", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(clipTitle(buf.Bytes()))
}

// seeOther redirects after a form's POST to the page that shows its outcome.
func seeOther(w http.ResponseWriter, r *http.Request, to string) {
	http.Redirect(w, r, to, http.StatusSeeOther)
}
