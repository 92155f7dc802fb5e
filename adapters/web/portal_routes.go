package web

import (
	"net/http"
	"net/url"
	"strings"
)

// The recipient portal: a page per recipient of a merge send, reached by the
// link in their mail alone, without an account or a session. The portal token
// in the path is the only credential. It never leaves the path: pages put it
// only into the portal's own links and form actions, Referrer-Policy
// no-referrer keeps it from other sites, the redirects and logs of this
// adapter say RedactPath's "/portal/…" instead, and the rate limiter keeps
// only a hash of it.
//
// Forgery: the portal keeps no session, so there is no session to bind a
// synchronizer token to, and none is needed. A forged request must name the
// recipient's URL, which holds the portal token (128 random bits or more), so
// a site that could forge one already holds the credential itself. A hidden
// token derived from the portal token (an HMAC under a per-process key) would
// add nothing a reader of the page could not copy. The portal's forms are
// still checked by CrossOriginProtection (Sec-Fetch-Site, else Origin), as
// defence in depth, which needs no cookie and so no SameSite attribute.

// portal returns the portal's handler, for everything under /portal/, wrapped
// as every link page is (linkPages).
func (s *Server) portal() http.Handler {
	m := http.NewServeMux()
	m.HandleFunc("GET /portal/{token}", s.portalOpen)
	m.HandleFunc("GET /portal/{token}/sections/{sid}", s.portalSection)
	m.HandleFunc("POST /portal/{token}/sections/{sid}", s.portalSave)
	m.HandleFunc("POST /portal/{token}/acknowledge", s.portalAcknowledge)
	m.HandleFunc("GET /portal/{token}/acknowledge", s.portalThanks)
	m.HandleFunc("/portal/", s.portalGone)

	return s.linkPages(m, s.limits, portalToken)
}

// linkPages wraps the handler of pages reached by a link alone (the portal,
// the pay pages). A request passes, outermost first: the pages' security
// headers, the link pages' own (no referrer, no store, no index), the per-link
// (tokenOf finds it in the path) and per-address rate limits of l, the
// cross-origin check and the bounded parsing of forms.
func (s *Server) linkPages(m *http.ServeMux, l *portalLimits, tokenOf func(path string) string) http.Handler {
	var h = s.routed(m)
	h = s.portalForms(h)
	h = s.crossOrigin(h)
	h = s.limitLinks(l, tokenOf, h)
	h = portalHeaders(h)
	return securityHeaders(h)
}

// portalForms parses a POST's form, bounded in size, so that handlers read
// r.PostForm (on the other pages checkCSRF does it).
func (s *Server) portalForms(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
			if err := r.ParseForm(); err != nil {
				s.page(w, r, http.StatusBadRequest, "problem", problemPage("This form could not be read",
					"The form was too large or malformed. Go back and try again."))
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// portalBase is the portal's address for token, which its pages' links and
// forms start with.
func portalBase(token string) string { return "/portal/" + url.PathEscape(token) }

// portalToken returns the token a portal path carries, "" for none:
// "/portal/rc_portal_x/sections/y" → "rc_portal_x".
func portalToken(path string) string {
	rest, ok := strings.CutPrefix(path, "/portal/")
	if !ok {
		return ""
	}
	token, _, _ := strings.Cut(rest, "/")
	return token
}

// InPortal reports whether the page is one reached by its link alone, a
// recipient portal's or a client's pay page, which shows no navigation: its
// reader has no account here.
func (v *view) InPortal() bool {
	return strings.HasPrefix(v.Path, "/portal/") || strings.HasPrefix(v.Path, "/pay/")
}
