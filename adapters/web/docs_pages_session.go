package web

import "net/http"

// documentsHandler serves the document routes (documentPageRoutes) behind a
// chain of their own: the security headers (the document's CSP replaces the
// pages' in the handler), the session read but never written back
// (readSession), and the signed-in person. A document is a read of a record,
// like the API's render, and should cost what the API's render costs; the
// pages' chain writes every session back at every request to move its idle
// deadline (scs with an IdleTimeout), a write that cost 5 to 10 ms on SQLite,
// more than a small document's whole render. So opening a document does not
// count as activity for the idle timeout, and what identify would change in
// the session (ending one that predates a password change, remembering the
// current organization) is done by the next page instead: meanwhile that
// session is sent to sign in here, as it is there. No form posts here, so the
// cross-origin and CSRF checks of the pages' chain have nothing to check.
func (s *Server) documentsHandler() http.Handler {
	m := http.NewServeMux()
	s.documentPageRoutes(m)
	var chain = s.routed(m)
	chain = s.identify(chain)
	chain = sessionReady(chain)
	chain = s.readSession(chain)
	return securityHeaders(chain)
}

// readSession loads the request's session, as the pages' chain does, and
// never commits it.
func (s *Server) readSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var token string
		if c, err := r.Cookie(s.sessions.Cookie.Name); err == nil {
			token = c.Value
		}
		ctx, err := s.sessions.Load(r.Context(), token)
		if err != nil {
			s.log.ErrorContext(r.Context(), "web: loading a session", "error", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		w.Header().Add("Vary", "Cookie")
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
