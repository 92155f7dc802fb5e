package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// verifyForm is where a verification mail's link leads. It only shows a button:
// mail scanners open links, and must not use up the ticket.
func (s *Server) verifyForm(w http.ResponseWriter, r *http.Request) {
	noReferrer(w)
	s.page(w, r, http.StatusOK, "verify", r.URL.Query().Get("token"))
}

// verify uses the verification ticket the confirm button posts.
func (s *Server) verify(w http.ResponseWriter, r *http.Request) {
	u, err := s.deps.Accounts.VerifyEmail(r.Context(), r.PostForm.Get("token"))
	switch {
	case kernel.IsKind(err, kernel.KindNotFound):
		s.page(w, r, http.StatusNotFound, "verify_failed", nil)
	case err != nil:
		s.fail(w, r, err)
	default:
		s.page(w, r, http.StatusOK, "verified", u.Email)
	}
}

func (s *Server) resendForm(w http.ResponseWriter, r *http.Request) {
	s.page(w, r, http.StatusOK, "resend", emptyForm(nil))
}

// resend mails a new verification link. Its answer is the same for any address.
func (s *Server) resend(w http.ResponseWriter, r *http.Request) {
	f := newForm(r, "email")
	if f.Get("email") == "" {
		f.fail("email", "Enter your e-mail address")
		s.page(w, r, http.StatusUnprocessableEntity, "resend", f)
		return
	}
	if err := s.deps.Accounts.ResendVerification(r.Context(), f.Get("email")); err != nil {
		if f.absorb(err, fieldsOf("email")) {
			s.page(w, r, http.StatusUnprocessableEntity, "resend", f)
			return
		}
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "sent", sentPage{
		Heading: "Check your inbox",
		Message: "If " + isolation.String(f.Get("email")) + " has an account that is not verified yet, we sent it a new link. The link works for " + ticketLife(identity.TicketVerifyEmail) + ".",
	})
}

// sentPage is the data of a page that says a mail may have been sent.
type sentPage struct{ Heading, Message string }
