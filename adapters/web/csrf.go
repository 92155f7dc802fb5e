package web

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
)

// csrfField names the hidden field that carries a form's synchronizer token.
const csrfField = "csrf_token"

// maxFormBytes bounds a form's body; the largest form is a few hundred bytes.
const maxFormBytes = 64 << 10

// crossOrigin refuses a state-changing request a browser sent from another
// origin (Go's CrossOriginProtection: Sec-Fetch-Site, else Origin against Host).
// PublicURL's origin is trusted too, for a proxy that rewrites Host.
func (s *Server) crossOrigin(next http.Handler) http.Handler {
	p := http.NewCrossOriginProtection()
	if err := p.AddTrustedOrigin(s.origin); err != nil {
		s.log.Warn("web: PublicURL is not a trusted origin", "origin", s.origin, "error", err)
	}
	p.SetDenyHandler(http.HandlerFunc(s.forbiddenForm))
	return p.Handler(next)
}

// checkCSRF is the second line behind crossOrigin: every POST must carry the
// session's synchronizer token, compared in constant time. It also parses the
// form, bounded in size, so that handlers read r.PostForm.
func (s *Server) checkCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		if isMultipart(r) {
			s.checkUpload(w, r, next)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		if err := r.ParseForm(); err != nil {
			s.page(w, r, http.StatusBadRequest, "problem", problemPage("This form could not be read",
				"The form was too large or malformed. Go back and try again."))
			return
		}
		want := s.sessions.GetString(r.Context(), keyCSRF)
		got := r.PostForm.Get(csrfField)
		if want == "" || subtle.ConstantTimeCompare([]byte(want), []byte(got)) != 1 {
			s.forbiddenForm(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// forbiddenForm answers a refused form with a plain 403 page.
func (s *Server) forbiddenForm(w http.ResponseWriter, r *http.Request) {
	s.page(w, r, http.StatusForbidden, "problem", problemPage("This form has expired",
		"The form was sent from another site, or its page is too old. Go back, reload the page and try again."))
}

// csrfToken returns the session's synchronizer token, creating it (and so the
// session) on first use, by the first page that shows a form.
func (s *Server) csrfToken(ctx context.Context) string {
	t := s.sessions.GetString(ctx, keyCSRF)
	if t == "" {
		t = newCSRFToken()
		s.sessions.Put(ctx, keyCSRF, t)
	}
	return t
}

func newCSRFToken() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("web: crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}
